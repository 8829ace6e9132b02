import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'access': signing in without a password (session login from a host app, /exit) and resetting a
 * forgotten password. In English; it gives the keys every language must have.
 */
export const accessEnglish = {
  resetPassword: {
    heading: 'Reset password',
    step: 'Step {{step}} of 3',
    backToSignIn: 'Back to sign in',
    startAgain: 'Start again',
    identify: {
      title: 'Verify your identity',
      intro:
        'Enter your client code and your verification key. We will send a one-time password to the mobile number or e-mail address registered with us.',
      clientCode: 'Client code',
      verificationKey: 'Verification key',
      submit: 'Continue',
    },
    code: {
      title: 'Enter the one-time password',
      sentBySms: 'We sent a one-time password by SMS to {{destination}}.',
      sentByEmail: 'We sent a one-time password by e-mail to {{destination}}.',
      label: 'One-time password',
      submit: 'Verify',
      resend: 'Resend code',
      resendIn: 'Resend code in {{seconds}} s',
      resent: 'A new code has been sent.',
    },
    newPassword: {
      title: 'Choose a new password',
      submit: 'Reset password',
    },
    done: {
      title: 'Your password has been reset',
      body: 'Sign in with your new password. Any sessions that were open with the old password have been ended.',
      signIn: 'Sign in',
    },
    refusal: {
      emptyClientCode: 'Enter your client code.',
      emptyVerificationKey: 'Enter your verification key.',
      incorrectClientCodeOrVerificationKey: 'The client code or verification key is incorrect.',
      serviceNotAvailable: 'Password reset is not available for this account. Please contact customer service.',
      deactivatedAccount: 'This account has been deactivated.',
      emailFail: 'The one-time password could not be sent. Please try again later.',
      ERR001: 'This one-time password has already been used.',
      ERR002: 'The one-time password is incorrect.',
      ERR003: 'The one-time password has expired. Ask for a new one.',
      ERR004: 'Too many incorrect one-time passwords. Start the reset again.',
      ERR005: 'This password reset has expired. Please start again.',
      ERR006: 'Verify the one-time password first.',
      ERR007: 'The new password does not meet the password rule.',
      ERR008: 'The new password cannot be one of your recent passwords.',
      ERR009: 'A new one-time password can be sent once a minute.',
      ERR010: 'The account is suspended. Please contact customer service.',
      ERR011: 'This password reset has already been completed.',
      ERR012: 'The one-time password could not be sent. Please try again later.',
      ERR013: 'The password could not be reset. Please try again later.',
      general: 'Something went wrong. Please try again later.',
    },
  },
  sessionLogin: {
    heading: 'Signing in',
    signingIn: 'Signing you in…',
    failedHeading: 'You could not be signed in',
    missingToken: 'This sign-in link is incomplete. Return to the app you came from and open the portal again.',
    invalidToken:
      'This sign-in link is invalid, has expired or has already been used. Return to the app you came from and open the portal again.',
    unavailable: 'Signing in from another app is not available here.',
    rateLimited: 'Too many attempts. Wait a moment, then open the portal again from the app you came from.',
    unreachable: 'The server cannot be reached. Check your connection and try again.',
    failed: 'Something went wrong while signing you in. Return to the app you came from and try again.',
    retry: 'Try again',
  },
  exit: {
    leavingHeading: 'Leaving the portal',
    heading: 'You have left the portal',
    body: 'You have been signed out. You can now close this window or return to the app you came from.',
  },
} as const satisfies TranslationTree;
