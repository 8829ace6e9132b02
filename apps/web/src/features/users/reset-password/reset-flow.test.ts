import { describe, expect, it } from 'vitest';
import type { PasswordRule, ResetCodeSent } from '@portal/contract';
import {
  canIdentify,
  canVerifyCode,
  initialResetState,
  needsRestart,
  newPasswordFormState,
  resetReducer,
} from './reset-flow';
import type { ResetAction, ResetState } from './reset-flow';

const sent: ResetCodeSent = {
  factor: 'sms',
  destination: '+852 ****4567',
  resendAvailableAt: '2026-11-22T08:01:00.000Z',
  expirationTime: '2026-11-22T08:05:00.000Z',
};

const rule: PasswordRule = {
  minimumLength: 8,
  maximumLength: 16,
  alphaNumeric: true,
  enhancedRule: false,
  requiredSatisfyRule: 0,
  requireBaseDigit: false,
  requireLowerCaseCharacter: false,
  requireUpperCaseCharacter: false,
  requireSpecialCharacter: false,
};

const run = (actions: readonly ResetAction[], from: ResetState = initialResetState): ResetState =>
  actions.reduce(resetReducer, from);

const identified = run([
  { type: 'typed', field: 'clientCode', value: 'c10002' },
  { type: 'typed', field: 'verificationKey', value: 'key' },
]);
const atCode = run([{ type: 'sent' }, { type: 'codeSent', sent }], identified);
const atNewPassword = run(
  [{ type: 'typed', field: 'code', value: '123456' }, { type: 'sent' }, { type: 'codeVerified', rule }],
  atCode,
);

function step<S extends ResetState['step']>(state: ResetState, name: S): Extract<ResetState, { step: S }> {
  if (state.step !== name) throw new Error(`Expected step ${name}, got ${state.step}`);
  return state as Extract<ResetState, { step: S }>; // checked just above
}

describe('step 1 of the reset: client code and verification key', () => {
  it('uppercases the client code as it is typed and may be sent once both fields are filled in', () => {
    const state = step(identified, 'identify');
    expect(state.clientCode).toBe('C10002');
    expect(canIdentify(state)).toBe(true);
    expect(canIdentify(step(run([{ type: 'typed', field: 'clientCode', value: 'C1' }]), 'identify'))).toBe(false);
    expect(
      canIdentify(step(run([{ type: 'typed', field: 'verificationKey', value: '   ' }], identified), 'identify')),
    ).toBe(false);
  });

  it('cannot be sent twice while the first is under way', () => {
    expect(canIdentify(step(run([{ type: 'sent' }], identified), 'identify'))).toBe(false);
  });

  it('keeps the client code but clears the key after a refusal, without calling the emptied key missing', () => {
    const failed = step(
      run(
        [
          { type: 'left', field: 'verificationKey' },
          { type: 'sent' },
          { type: 'failed', failure: { kind: 'refused', key: 'incorrectClientCodeOrVerificationKey' } },
        ],
        identified,
      ),
      'identify',
    );
    expect(failed).toMatchObject({ clientCode: 'C10002', verificationKey: '', sending: false });
    expect(failed.left.verificationKey).toBe(false);
    expect(failed.failure).toEqual({ kind: 'refused', key: 'incorrectClientCodeOrVerificationKey' });
  });

  it('remembers which fields were left, for their empty-field errors', () => {
    expect(step(run([{ type: 'left', field: 'clientCode' }]), 'identify').left).toEqual({
      clientCode: true,
      verificationKey: false,
    });
  });
});

describe('step 2 of the reset: the one-time code', () => {
  it('opens with where the code went and when it may be sent again', () => {
    expect(step(atCode, 'code')).toMatchObject({
      factor: 'sms',
      destination: '+852 ****4567',
      resendAvailableAt: Date.UTC(2026, 10, 22, 8, 1),
      code: '',
    });
  });

  it('keeps six digits of what is typed or pasted and may be sent with all six', () => {
    const typed = step(run([{ type: 'typed', field: 'code', value: '12 34 567' }], atCode), 'code');
    expect(typed.code).toBe('123456');
    expect(canVerifyCode(typed)).toBe(true);
    expect(canVerifyCode(step(run([{ type: 'typed', field: 'code', value: '12345' }], atCode), 'code'))).toBe(false);
  });

  it('clears the code after a refusal (SPEC §8)', () => {
    const failed = step(
      run(
        [
          { type: 'typed', field: 'code', value: '000000' },
          { type: 'sent' },
          { type: 'failed', failure: { kind: 'refused', key: 'ERR002' } },
        ],
        atCode,
      ),
      'code',
    );
    expect(failed.code).toBe('');
    expect(needsRestart(failed.failure)).toBe(false);
  });

  it('offers to start again after the errors that end the reset in progress', () => {
    for (const key of ['ERR004', 'ERR005', 'ERR006', 'ERR011'] as const) {
      expect(needsRestart({ kind: 'refused', key })).toBe(true);
    }
    expect(needsRestart({ kind: 'rateLimited', retryAfterSeconds: 30 })).toBe(false);
    expect(run([{ type: 'startAgain' }], atCode)).toEqual(initialResetState);
  });

  it('moves the countdown on when a new code is sent, and to the rate limit’s wait when refused with one', () => {
    const resent = step(
      run(
        [
          { type: 'resendAsked' },
          { type: 'resendSent', sent: { ...sent, resendAvailableAt: '2026-11-22T08:02:00.000Z' } },
        ],
        atCode,
      ),
      'code',
    );
    expect(resent).toMatchObject({ resent: true, resending: false, resendAvailableAt: Date.UTC(2026, 10, 22, 8, 2) });
    const limited = step(
      run(
        [
          { type: 'resendAsked' },
          { type: 'resendFailed', failure: { kind: 'rateLimited', retryAfterSeconds: 42 }, now: 1_000_000 },
        ],
        atCode,
      ),
      'code',
    );
    expect(limited.resendAvailableAt).toBe(1_042_000);
  });
});

describe('step 3 of the reset: the new password', () => {
  it('opens with the rule the server returned and empty fields', () => {
    expect(step(atNewPassword, 'newPassword')).toMatchObject({ rule, newPassword: '', confirmNewPassword: '' });
  });

  it('may be sent only when the password meets the rule and the confirmation matches', () => {
    const typed = (newPassword: string, confirmNewPassword: string) =>
      newPasswordFormState(
        step(
          run(
            [
              { type: 'typed', field: 'newPassword', value: newPassword },
              { type: 'typed', field: 'confirmNewPassword', value: confirmNewPassword },
            ],
            atNewPassword,
          ),
          'newPassword',
        ),
      );
    expect(typed('abcd1234', 'abcd1234')).toMatchObject({ mismatch: false, canSubmit: true });
    expect(typed('abcd1234', 'abcd1235')).toMatchObject({ mismatch: true, canSubmit: false });
    expect(typed('abcdefgh', 'abcdefgh').canSubmit).toBe(false);
    expect(typed('abcd1234', '')).toMatchObject({ mismatch: false, canSubmit: false });
  });

  it('ends once the server reset the password', () => {
    expect(run([{ type: 'sent' }, { type: 'passwordReset' }], atNewPassword)).toEqual({ step: 'done' });
  });
});
