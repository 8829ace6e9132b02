import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { newPasswordMismatchMessage, resetPasswordErrorCodes } from '@portal/contract';
import type { PasswordRule } from '@portal/contract';
import type { Language } from '@portal/contract/domain/language';
import { accessEnglish } from './i18n-access';
import { accessZhCN } from './i18n-access-zh-cn';
import { accessZhHK } from './i18n-access-zh-hk';
import { usersEnglish } from './i18n';
import { usersZhCN } from './i18n-zh-cn';
import { usersZhHK } from './i18n-zh-hk';
import { withTexts } from './login/login-fixtures';
import { ResetPasswordView } from './reset-password-page';
import type { ResetFailure } from './reset-password/reset-calls';
import { initialResetState, resetReducer } from './reset-password/reset-flow';
import type { CodeStep, IdentifyStep, NewPasswordStep, ResetState } from './reset-password/reset-flow';

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

const identify = (change: Partial<IdentifyStep> = {}): IdentifyStep => ({ ...initialResetState, ...change });

const code = (change: Partial<CodeStep> = {}): CodeStep => ({
  step: 'code',
  factor: 'sms',
  destination: '+852 ****4567',
  resendAvailableAt: 0,
  code: '',
  resending: false,
  resent: false,
  sending: false,
  failure: undefined,
  ...change,
});

const newPassword = (change: Partial<NewPasswordStep> = {}): NewPasswordStep => ({
  step: 'newPassword',
  rule,
  newPassword: '',
  confirmNewPassword: '',
  sending: false,
  failure: undefined,
  ...change,
});

async function page(state: ResetState, { secondsLeft = 0, language = 'en' as Language } = {}): Promise<string> {
  const ignore = () => undefined;
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter initialEntries={['/users/resetPassword']}>
        {await withTexts(
          <ResetPasswordView
            state={state}
            dispatch={ignore}
            secondsLeft={secondsLeft}
            onIdentify={ignore}
            onVerifyCode={ignore}
            onResend={ignore}
            onReset={ignore}
          />,
          language,
        )}
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** The submit button's opening tag and label. */
const submitButton = (markup: string) => /<button[^>]*type="submit"[^>]*>.*?<\/button>/s.exec(markup)?.[0] ?? '';
/** The text of the error Mantine shows under the field labelled `label` (before the next field's label). */
const fieldError = (markup: string, label: string) =>
  new RegExp(`>${label}<(?:(?!<label).)*?mantine-InputWrapper-error[^>]*>([^<]*)<`, 's').exec(markup)?.[1];
/** Whether the input named `name` is marked invalid (TextInput says aria-invalid, PasswordInput data-invalid). */
const invalid = (markup: string, name: string) =>
  /(?:aria|data)-invalid="true"/.test(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(markup)?.[0] ?? '');

describe('the reset password page, step 1', () => {
  it('asks for the client code and verification key, with submit disabled until both are filled in', async () => {
    const markup = await page(initialResetState);
    expect(markup).toMatch(/<h1[^>]*>Reset password<\/h1>/);
    expect(markup).toContain('Step 1 of 3');
    expect(markup).toContain('Client code');
    expect(markup).toContain('Verification key');
    expect(submitButton(markup)).toContain('disabled');
    expect(submitButton(await page(identify({ clientCode: 'C10002', verificationKey: 'k' })))).not.toContain(
      'disabled',
    );
    expect(markup).toMatch(/<a[^>]*href="\/users\/login"[^>]*>Back to sign in<\/a>/);
  });

  it('shows an empty field’s error beside it once the field was left', async () => {
    const markup = await page(identify({ left: { clientCode: true, verificationKey: false } }));
    expect(fieldError(markup, 'Client code')).toBe('Enter your client code.');
    expect(markup).not.toContain('Enter your verification key.');
  });

  it('shows the server’s empty-field results beside their fields and the others above the button', async () => {
    const emptyKey = await page(
      identify({ clientCode: 'C1', failure: { kind: 'refused', key: 'emptyVerificationKey' } }),
    );
    expect(fieldError(emptyKey, 'Verification key')).toBe('Enter your verification key.');
    expect(emptyKey).not.toContain('role="alert"');

    const wrong = await page(
      identify({ clientCode: 'C1', failure: { kind: 'refused', key: 'incorrectClientCodeOrVerificationKey' } }),
    );
    expect(wrong).toMatch(/role="alert"[^>]*>.*The client code or verification key is incorrect\./s);
    expect(invalid(wrong, 'clientCode')).toBe(true);
    expect(invalid(wrong, 'verificationKey')).toBe(true);
    expect(invalid(emptyKey, 'clientCode')).toBe(false);
  });

  it.each([
    ['serviceNotAvailable', 'Password reset is not available for this account. Please contact customer service.'],
    ['deactivatedAccount', 'This account has been deactivated.'],
    ['emailFail', 'The one-time password could not be sent. Please try again later.'],
  ] as const)('words the result %s', async (key, text) => {
    expect(await page(identify({ failure: { kind: 'refused', key } }))).toContain(text);
  });

  it('says how long a rate limit lasts (429)', async () => {
    expect(await page(identify({ failure: { kind: 'rateLimited', retryAfterSeconds: 30 } }))).toContain(
      'Too many attempts. Try again in 30 s.',
    );
  });
});

describe('the reset password page, step 2', () => {
  it('shows where the code went, masked, and counts down to sending it again', async () => {
    const waiting = await page(code(), { secondsLeft: 42 });
    expect(waiting).toContain('Step 2 of 3');
    expect(waiting).toContain('We sent a one-time password by SMS to +852 ****4567.');
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*>.*Resend code in 42 s/s);
    const ready = await page(code({ factor: 'email', destination: 'c***@example.com' }));
    expect(ready).toContain('We sent a one-time password by e-mail to c***@example.com.');
    expect(ready).toMatch(/<button(?![^>]*disabled)[^>]*type="button"[^>]*>.*?Resend code<\/span>/s);
  });

  it('sends six digits only', async () => {
    expect(submitButton(await page(code({ code: '12345' })))).toContain('disabled');
    expect(submitButton(await page(code({ code: '123456' })))).not.toContain('disabled');
  });

  it('offers to start again after an error that ends the reset', async () => {
    const ended = await page(code({ failure: { kind: 'refused', key: 'ERR004' } }));
    expect(ended).toContain('Too many incorrect one-time passwords. Start the reset again.');
    expect(ended).toMatch(/>Start again</);
    expect(await page(code({ failure: { kind: 'refused', key: 'ERR002' } }))).not.toMatch(/>Start again</);
  });
});

describe('the reset password page, step 3', () => {
  it('checks the new password against the rule as it is typed', async () => {
    const markup = await page(newPassword({ newPassword: 'abcdefgh' }));
    expect(markup).toContain('Step 3 of 3');
    expect(markup).toMatch(/data-check="length" data-passed="true"/);
    expect(markup).toMatch(/data-check="alphaNumeric" data-passed="false"/);
    expect(submitButton(markup)).toContain('disabled');
  });

  it('says SPEC’s words when the confirmation differs, and may be sent once all is well', async () => {
    const mismatch = await page(newPassword({ newPassword: 'abcd1234', confirmNewPassword: 'abcd12345' }));
    expect(mismatch).toContain(newPasswordMismatchMessage.replaceAll('"', '&quot;'));
    expect(submitButton(mismatch)).toContain('disabled');
    const ready = await page(newPassword({ newPassword: 'abcd1234', confirmNewPassword: 'abcd1234' }));
    expect(submitButton(ready)).not.toContain('disabled');
    expect(ready).not.toContain('must match');
  });
});

describe('the end of the reset', () => {
  it('says the password was reset and links to sign in', async () => {
    const markup = await page(resetReducer(newPassword(), { type: 'passwordReset' }));
    expect(markup).toContain('Your password has been reset');
    expect(markup).toMatch(/<a[^>]*href="\/users\/login"[^>]*>.*Sign in.*<\/a>/s);
    expect(markup).not.toContain('Back to sign in');
  });
});

describe('the reset texts in three languages', () => {
  const languages = [
    ['en', accessEnglish, usersEnglish],
    ['zh-HK', accessZhHK, usersZhHK],
    ['zh-CN', accessZhCN, usersZhCN],
  ] as const;

  it.each(languages)('shows every reset error code and a rate limit in %s', async (language, access, users) => {
    for (const key of resetPasswordErrorCodes) {
      const failure: ResetFailure = { kind: 'refused', key };
      expect(await page(code({ failure }), { language })).toContain(access.resetPassword.refusal[key]);
    }
    const limited = await page(code({ failure: { kind: 'rateLimited', retryAfterSeconds: 30 } }), { language });
    expect(limited).toContain(users.signIn.failure.rateLimited.replace('{{seconds}}', '30'));
  });
});
