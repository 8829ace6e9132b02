import { describe, expect, it } from 'vitest';
import { factorRequiredAnswer } from './login-fixtures';
import { canVerify, initialOtpForm, otpFormReducer } from './otp-form';
import type { OtpFormAction, OtpFormState } from './otp-form';

function after(...actions: OtpFormAction[]): OtpFormState {
  return actions.reduce(otpFormReducer, initialOtpForm(factorRequiredAnswer()));
}

describe('the one-time-password step', () => {
  it('keeps only the digits of what is typed or pasted, at most six', () => {
    expect(after({ type: 'codeTyped', value: '12a 34-5678' }).code).toBe('123456');
  });

  it('can be verified once six digits are typed, and not again while the check is under way', () => {
    expect(canVerify(after({ type: 'codeTyped', value: '12345' }))).toBe(false);
    expect(canVerify(after({ type: 'codeTyped', value: '123456' }))).toBe(true);
    expect(canVerify(after({ type: 'codeTyped', value: '123456' }, { type: 'sent' }))).toBe(false);
  });

  it('clears the code on a failure and shows it (SPEC §8)', () => {
    const failed = after(
      { type: 'codeTyped', value: '123456' },
      { type: 'sent' },
      { type: 'failed', failure: { kind: 'refused', key: 'incorrect' } },
    );
    expect(failed).toMatchObject({ code: '', sending: false, failure: { kind: 'refused', key: 'incorrect' } });
  });

  it('starts the cooldown again from the new code’s answer, with its destination', () => {
    const resent = after(
      { type: 'resendAsked' },
      { type: 'resendSent', destination: 'c***@example.com', resendAvailableAt: Date.UTC(2026, 10, 22, 8, 3) },
    );
    expect(resent).toMatchObject({
      resending: false,
      resent: true,
      destination: 'c***@example.com',
      resendAvailableAt: Date.UTC(2026, 10, 22, 8, 3),
    });
  });

  it('waits as long as a rate limit says before offering to resend again', () => {
    const now = Date.UTC(2026, 10, 22, 8, 0, 30);
    const limited = after(
      { type: 'resendAsked' },
      { type: 'resendFailed', failure: { kind: 'rateLimited', retryAfterSeconds: 25 }, now },
    );
    expect(limited.resendAvailableAt).toBe(now + 25_000);
    expect(limited.failure).toEqual({ kind: 'rateLimited', retryAfterSeconds: 25 });
  });
});
