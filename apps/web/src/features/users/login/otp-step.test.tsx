import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FactorRequired } from '@portal/contract';
import { factorRequiredAnswer, withTexts } from './login-fixtures';
import { initialOtpForm, otpFormReducer } from './otp-form';
import type { OtpFormState } from './otp-form';
import { OtpStep, OtpStepView } from './otp-step';

const now = Date.UTC(2026, 10, 22, 8, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

async function step(challenge: FactorRequired): Promise<string> {
  return renderToStaticMarkup(
    await withTexts(<OtpStep challenge={challenge} onLoggedIn={() => undefined} onBack={() => undefined} />),
  );
}

async function view(form: OtpFormState, challenge = factorRequiredAnswer()): Promise<string> {
  return renderToStaticMarkup(
    await withTexts(
      <OtpStepView
        factor={challenge.factor}
        form={form}
        secondsLeft={0}
        dispatch={() => undefined}
        onVerify={() => undefined}
        onResend={() => undefined}
        onBack={() => undefined}
      />,
    ),
  );
}

const resendButton = (markup: string) => /<button type="button"[^>]*>Resend code[^<]*<\/button>/.exec(markup)?.[0];

describe('the one-time-password screen', () => {
  it('asks for the code from the authenticator app, without a resend button', async () => {
    const markup = await step(factorRequiredAnswer({ factor: 'token', destination: undefined }));
    expect(markup).toContain('Enter the code from your authenticator app');
    expect(resendButton(markup)).toBeUndefined();
  });

  it('says where an SMS or e-mail code went', async () => {
    expect(await step(factorRequiredAnswer({ factor: 'sms' }))).toContain('Enter the code sent to +852 ****5678');
    expect(await step(factorRequiredAnswer({ factor: 'email', destination: 'c***@example.com' }))).toContain(
      'Enter the code sent to c***@example.com',
    );
  });

  it('has a six-digit one-time password field for the phone’s keypad and autofill', async () => {
    const markup = await step(factorRequiredAnswer());
    expect(markup).toContain('for="login-one-time-password">One-time password</label>');
    expect(markup).toMatch(/id="login-one-time-password"[^>]*inputMode="numeric"/);
    expect(markup).toMatch(/id="login-one-time-password"[^>]*autoComplete="one-time-code"/);
    expect(markup).toMatch(/id="login-one-time-password"[^>]*maxLength="6"/);
    expect(markup).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Verify<\/button>/);
    expect(markup).toMatch(/<button type="button"[^>]*>Back<\/button>/);
  });

  it('counts down to sending the code again and offers it at 0 (SPEC §9: 60 s)', async () => {
    const sentNow = factorRequiredAnswer({ resendAvailableAt: new Date(now + 60_000).toISOString() });
    expect(resendButton(await step(sentNow))).toMatch(/disabled=""[^>]*>Resend code in 60 s</);
    vi.setSystemTime(now + 1_000);
    expect(resendButton(await step(sentNow))).toMatch(/disabled=""[^>]*>Resend code in 59 s</);
    vi.setSystemTime(now + 60_000);
    const ready = resendButton(await step(sentNow));
    expect(ready).toMatch(/>Resend code</);
    expect(ready).not.toContain('disabled');
  });

  it('shows the SPEC §8 message of a token error with the field cleared', async () => {
    const failed = [
      { type: 'codeTyped', value: '123456' },
      { type: 'sent' },
      { type: 'failed', failure: { kind: 'refused', key: 'expired' } },
    ] as const;
    const markup = await view(failed.reduce(otpFormReducer, initialOtpForm(factorRequiredAnswer())));
    expect(markup).toContain('role="alert">The one-time password has expired<');
    expect(markup).toMatch(/id="login-one-time-password"[^>]*value=""/);
  });

  it('says when a rate limit lets the visitor try again', async () => {
    const limited = otpFormReducer(initialOtpForm(factorRequiredAnswer()), {
      type: 'failed',
      failure: { kind: 'rateLimited', retryAfterSeconds: 45 },
    });
    expect(await view(limited)).toContain('role="alert">Too many attempts. Try again in 45 s.<');
  });
});
