import type { TranslationTree } from '../i18n/translations';

/**
 * Namespace 'stepUp': the dialog that asks the client to prove again who it is before a sensitive action (ADR 036).
 * A route whose page uses `useStepUp` names it in its withLazyTexts.
 */
export const stepUpEnglish = {
  title: 'Confirm it is you',
  intro: {
    password: 'For your security, enter your login password to continue.',
    token: 'For your security, enter the 6-digit code from your authenticator app.',
    sms: 'We sent a 6-digit code by SMS to {{destination}}. Enter it to continue.',
    email: 'We sent a 6-digit code by e-mail to {{destination}}. Enter it to continue.',
  },
  password: 'Login password',
  code: 'One-time code',
  required: 'Enter it to continue.',
  codeExpires: 'The code expires at {{time}}.',
  resend: 'Send a new code',
  resendIn: 'You can ask for a new code at {{time}}.',
  lockedUntil: 'Too many incorrect confirmations. You can try again at {{time}}.',
  loading: 'Preparing the confirmation…',
  loadFailed: 'The confirmation could not be started.',
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  submit: 'Confirm',
} satisfies TranslationTree;
