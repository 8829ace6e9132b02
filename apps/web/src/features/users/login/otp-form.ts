/* The one-time-password step as a reducer: the code typed, the call under way, resending and the last failure. */
import type { FactorRequired } from '@portal/contract';
import type { OtpFailure } from './otp-login';

/** One-time passwords are six digits. */
export const oneTimePasswordLength = 6;

/** What a typed or pasted code becomes: its digits, at most six ("123 456" pastes as 123456). */
export function oneTimePasswordOf(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, oneTimePasswordLength);
}

export type OtpFormState = {
  readonly code: string;
  readonly sending: boolean;
  readonly failure: OtpFailure | undefined;
  /** Where the code went (masked), for SMS and e-mail. */
  readonly destination: string | undefined;
  /** Epoch ms from which a new code may be asked for. */
  readonly resendAvailableAt: number;
  readonly resending: boolean;
  /** A new code was sent on request. */
  readonly resent: boolean;
};

export type OtpFormAction =
  | { readonly type: 'codeTyped'; readonly value: string }
  | { readonly type: 'sent' }
  | { readonly type: 'failed'; readonly failure: OtpFailure }
  | { readonly type: 'resendAsked' }
  | { readonly type: 'resendSent'; readonly destination: string | undefined; readonly resendAvailableAt: number }
  | { readonly type: 'resendFailed'; readonly failure: OtpFailure; readonly now: number };

export function initialOtpForm(challenge: FactorRequired): OtpFormState {
  return {
    code: '',
    sending: false,
    failure: undefined,
    destination: challenge.destination,
    resendAvailableAt: Date.parse(challenge.resendAvailableAt),
    resending: false,
    resent: false,
  };
}

export function otpFormReducer(state: OtpFormState, action: OtpFormAction): OtpFormState {
  switch (action.type) {
    case 'codeTyped':
      return { ...state, code: oneTimePasswordOf(action.value) };
    case 'sent':
      return { ...state, sending: true, failure: undefined, resent: false };
    case 'failed':
      // Input is cleared on an OTP failure (SPEC §8).
      return { ...state, sending: false, code: '', failure: action.failure };
    case 'resendAsked':
      return { ...state, resending: true, resent: false, failure: undefined };
    case 'resendSent':
      return {
        ...state,
        resending: false,
        resent: true,
        destination: action.destination ?? state.destination,
        resendAvailableAt: action.resendAvailableAt,
      };
    case 'resendFailed': {
      const { failure } = action;
      // A rate limit says when to ask again: the countdown shows that wait.
      const wait = failure.kind === 'rateLimited' ? failure.retryAfterSeconds : undefined;
      return {
        ...state,
        resending: false,
        failure,
        resendAvailableAt: wait === undefined ? state.resendAvailableAt : action.now + wait * 1000,
      };
    }
  }
}

export function canVerify(state: OtpFormState): boolean {
  return !state.sending && state.code.length === oneTimePasswordLength;
}
