/*
 * The password reset as a reducer (SPEC §4, issue 4 part 8): who the client is (client code and verification key),
 * the one-time code sent to the registered channel, the new password under the rule the server returned, then done.
 */
import { checkPassword, newPasswordsMatch } from '@portal/contract';
import type { PasswordCheck, PasswordRule, ResetCodeSent, ResetPasswordErrorCode } from '@portal/contract';
import { oneTimePasswordOf } from '../login/otp-form';
import type { ResetFailure } from './reset-calls';

type Sending = {
  readonly sending: boolean;
  /** The last call's failure, shown until the next attempt. */
  readonly failure: ResetFailure | undefined;
};

export type IdentifyStep = Sending & {
  readonly step: 'identify';
  readonly clientCode: string;
  readonly verificationKey: string;
  /** Fields left once: from then on an empty one says so beside it. */
  readonly left: { readonly clientCode: boolean; readonly verificationKey: boolean };
};

export type CodeStep = Sending & {
  readonly step: 'code';
  readonly factor: ResetCodeSent['factor'];
  /** Where the code went, masked. */
  readonly destination: string;
  /** Epoch ms from which a new code may be asked for. */
  readonly resendAvailableAt: number;
  readonly code: string;
  readonly resending: boolean;
  /** A new code was sent on request. */
  readonly resent: boolean;
};

export type NewPasswordStep = Sending & {
  readonly step: 'newPassword';
  readonly rule: PasswordRule;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
};

export type ResetState = IdentifyStep | CodeStep | NewPasswordStep | { readonly step: 'done' };

export type IdentifyField = 'clientCode' | 'verificationKey';

export type ResetAction =
  | {
      readonly type: 'typed';
      readonly field: IdentifyField | 'code' | 'newPassword' | 'confirmNewPassword';
      readonly value: string;
    }
  | { readonly type: 'left'; readonly field: IdentifyField }
  | { readonly type: 'sent' }
  | { readonly type: 'failed'; readonly failure: ResetFailure }
  | { readonly type: 'codeSent'; readonly sent: ResetCodeSent }
  | { readonly type: 'resendAsked' }
  | { readonly type: 'resendSent'; readonly sent: ResetCodeSent }
  | { readonly type: 'resendFailed'; readonly failure: ResetFailure; readonly now: number }
  | { readonly type: 'codeVerified'; readonly rule: PasswordRule }
  | { readonly type: 'passwordReset' }
  | { readonly type: 'startAgain' };

export const initialResetState: IdentifyStep = {
  step: 'identify',
  clientCode: '',
  verificationKey: '',
  left: { clientCode: false, verificationKey: false },
  sending: false,
  failure: undefined,
};

/** Client codes are account codes: uppercased as they are typed (SPEC §5). */
export function clientCodeOf(typed: string): string {
  return typed.toUpperCase();
}

/**
 * The reset errors after which the reset in progress cannot go on (too many wrong codes, expired, not verified, done
 * already): the page offers to start again.
 */
const restartingErrors: ReadonlySet<ResetPasswordErrorCode> = new Set(['ERR004', 'ERR005', 'ERR006', 'ERR011']);

export function needsRestart(failure: ResetFailure | undefined): boolean {
  return failure?.kind === 'refused' && (restartingErrors as ReadonlySet<string>).has(failure.key);
}

function codeStepOf(sent: ResetCodeSent): CodeStep {
  return {
    step: 'code',
    factor: sent.factor,
    destination: sent.destination,
    resendAvailableAt: Date.parse(sent.resendAvailableAt),
    code: '',
    resending: false,
    resent: false,
    sending: false,
    failure: undefined,
  };
}

function typed(state: ResetState, field: Extract<ResetAction, { type: 'typed' }>['field'], value: string): ResetState {
  switch (state.step) {
    case 'identify':
      if (field === 'clientCode') return { ...state, clientCode: clientCodeOf(value) };
      if (field === 'verificationKey') return { ...state, verificationKey: value };
      return state;
    case 'code':
      return field === 'code' ? { ...state, code: oneTimePasswordOf(value) } : state;
    case 'newPassword':
      if (field === 'newPassword') return { ...state, newPassword: value };
      if (field === 'confirmNewPassword') return { ...state, confirmNewPassword: value };
      return state;
    case 'done':
      return state;
  }
}

export function resetReducer(state: ResetState, action: ResetAction): ResetState {
  switch (action.type) {
    case 'typed':
      return typed(state, action.field, action.value);
    case 'left':
      return state.step === 'identify' ? { ...state, left: { ...state.left, [action.field]: true } } : state;
    case 'sent':
      if (state.step === 'done') return state;
      return state.step === 'code'
        ? { ...state, sending: true, failure: undefined, resent: false }
        : { ...state, sending: true, failure: undefined };
    case 'failed':
      switch (state.step) {
        case 'identify':
          // The verification key is a secret: typed again after a refusal; the client code stays. The emptied key
          // field is not the client's omission, so it shows no empty-field error until it is left again.
          return {
            ...state,
            sending: false,
            failure: action.failure,
            verificationKey: '',
            left: { ...state.left, verificationKey: false },
          };
        case 'code':
          // Input is cleared on a one-time password failure (SPEC §8).
          return { ...state, sending: false, failure: action.failure, code: '' };
        case 'newPassword':
          return { ...state, sending: false, failure: action.failure };
        case 'done':
          return state;
      }
      return state;
    case 'codeSent':
      return state.step === 'identify' ? codeStepOf(action.sent) : state;
    case 'resendAsked':
      return state.step === 'code' ? { ...state, resending: true, resent: false, failure: undefined } : state;
    case 'resendSent':
      return state.step === 'code'
        ? {
            ...state,
            resending: false,
            resent: true,
            destination: action.sent.destination,
            resendAvailableAt: Date.parse(action.sent.resendAvailableAt),
          }
        : state;
    case 'resendFailed': {
      if (state.step !== 'code') return state;
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
    case 'codeVerified':
      return state.step === 'code'
        ? {
            step: 'newPassword',
            rule: action.rule,
            newPassword: '',
            confirmNewPassword: '',
            sending: false,
            failure: undefined,
          }
        : state;
    case 'passwordReset':
      return state.step === 'newPassword' ? { step: 'done' } : state;
    case 'startAgain':
      return initialResetState;
  }
}

/** Step 1 may be sent once both fields are filled in (spaces alone do not count). */
export function canIdentify(state: IdentifyStep): boolean {
  return !state.sending && state.clientCode.trim() !== '' && state.verificationKey.trim() !== '';
}

/** One-time codes are six digits, as at sign-in. */
export function canVerifyCode(state: CodeStep): boolean {
  return !state.sending && /^\d{6}$/.test(state.code);
}

/** What step 3 shows for what is typed: the rule's checks, a mismatch, and whether it may be sent (SPEC §5). */
export function newPasswordFormState(state: NewPasswordStep): {
  readonly checks: readonly PasswordCheck[];
  readonly mismatch: boolean;
  readonly canSubmit: boolean;
} {
  const checks = checkPassword(state.newPassword, state.rule);
  const matches = newPasswordsMatch(state.newPassword, state.confirmNewPassword);
  return {
    checks,
    mismatch: state.confirmNewPassword !== '' && !matches,
    canSubmit: !state.sending && state.newPassword !== '' && matches && checks.every((check) => check.passed),
  };
}
