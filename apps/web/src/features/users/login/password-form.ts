/*
 * The password step of the login form as a reducer: what the visitor typed, the captcha the server asked for, and the
 * last failure. Free of zod and of the api client, because the login page is the first load (ARCHITECTURE §9).
 */
import type { LoginSource } from '@portal/contract/brands';
import type { LoginFailureMessageKey } from '@portal/contract/domain/codes/login-result';
import type { Captcha } from '@portal/contract';
import type { CallFailure } from './call-failure';
import type { LoginPrefill } from './remembered-login';

export type LoginFailure = CallFailure<LoginFailureMessageKey>;

export type PasswordFormState = {
  readonly source: LoginSource;
  readonly accountCode: string;
  readonly password: string;
  /** Shown once a refusal carried one (the server asks for it after failures); sent back with the next attempt. */
  readonly captcha: Captcha | undefined;
  readonly captchaText: string;
  readonly sending: boolean;
  readonly failure: LoginFailure | undefined;
};

export type PasswordFormAction =
  | { readonly type: 'sourceChosen'; readonly source: LoginSource }
  | { readonly type: 'accountCodeTyped'; readonly value: string }
  | { readonly type: 'passwordTyped'; readonly value: string }
  | { readonly type: 'captchaTyped'; readonly value: string }
  | { readonly type: 'sent' }
  | { readonly type: 'failed'; readonly failure: LoginFailure; readonly captcha?: Captcha }
  | { readonly type: 'captchaRefreshed'; readonly captcha: Captcha }
  /** The password was right: it is not kept (a second factor may follow; Back returns with the account code). */
  | { readonly type: 'passed' };

/**
 * The form as it opens: the prefilled source where the brand offers it, else the brand's first; the prefilled account
 * code, else nothing; never a password.
 */
export function initialPasswordForm(sources: readonly LoginSource[], prefill: LoginPrefill = {}): PasswordFormState {
  const source = prefill.source !== undefined && sources.includes(prefill.source) ? prefill.source : sources[0];
  return {
    source: source ?? 'gateway',
    accountCode: prefill.accountCode === undefined ? '' : accountCodeOf(prefill.accountCode),
    password: '',
    captcha: undefined,
    captchaText: '',
    sending: false,
    failure: undefined,
  };
}

/** Account codes are uppercased as they are typed (SPEC §5). */
export function accountCodeOf(typed: string): string {
  return typed.toUpperCase();
}

export function passwordFormReducer(state: PasswordFormState, action: PasswordFormAction): PasswordFormState {
  switch (action.type) {
    case 'sourceChosen':
      return { ...state, source: action.source, failure: undefined };
    case 'accountCodeTyped':
      return { ...state, accountCode: accountCodeOf(action.value) };
    case 'passwordTyped':
      return { ...state, password: action.value };
    case 'captchaTyped':
      return { ...state, captchaText: action.value };
    case 'sent':
      return { ...state, sending: true, failure: undefined };
    case 'failed':
      // Input is cleared on a login failure (SPEC §8); the account code stays so the visitor need not type it again.
      // A refusal used up the captcha: the server sends a new one whenever the next attempt needs one. A call that
      // never got through (rate limit, network) leaves the shown captcha valid.
      return {
        ...state,
        sending: false,
        password: '',
        captchaText: '',
        failure: action.failure,
        captcha: action.captcha ?? (action.failure.kind === 'refused' ? undefined : state.captcha),
      };
    case 'captchaRefreshed':
      return { ...state, captcha: action.captcha, captchaText: '' };
    case 'passed':
      return { ...state, sending: false, password: '', captchaText: '', captcha: undefined, failure: undefined };
  }
}

/** Account code and password are required, and the captcha text when a captcha shows (SPEC §5); one call at a time. */
export function canSubmit(state: PasswordFormState): boolean {
  return (
    !state.sending &&
    state.accountCode.trim() !== '' &&
    state.password !== '' &&
    (state.captcha === undefined || state.captchaText.trim() !== '')
  );
}
