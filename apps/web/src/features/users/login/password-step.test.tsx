import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LoginSource } from '@portal/contract/brands';
import { loginFailureMessages } from '@portal/contract/domain/codes/login-result';
import { usersEnglish } from '../i18n';
import { captchaImage, fakeServer, refusal, withTexts } from './login-fixtures';
import { initialPasswordForm, passwordFormReducer } from './password-form';
import type { PasswordFormAction, PasswordFormState } from './password-form';
import { submitPasswordLogin } from './password-login';
import { PasswordStep } from './password-step';
import type { Language } from '@portal/contract/domain/language';

const gatewayPath = '/api/account/gatewayPasswordLogin';

async function screen(
  form: PasswordFormState,
  sources: readonly LoginSource[] = ['gateway'],
  language: Language = 'en',
): Promise<string> {
  return renderToStaticMarkup(
    await withTexts(
      <PasswordStep
        form={form}
        dispatch={() => undefined}
        sources={sources}
        onSubmit={() => undefined}
        onRefreshCaptcha={() => undefined}
      />,
      language,
    ),
  );
}

/** The form after the visitor typed and sent it, and the server answered with `answer`. */
async function afterAttempt(answer: ReturnType<typeof refusal>): Promise<PasswordFormState> {
  const typed: PasswordFormAction[] = [
    { type: 'accountCodeTyped', value: 'c1001' },
    { type: 'passwordTyped', value: 'wrong' },
    { type: 'sent' },
  ];
  const sent = typed.reduce(passwordFormReducer, initialPasswordForm(['gateway']));
  const outcome = await submitPasswordLogin(
    { source: sent.source, accountCode: sent.accountCode, password: sent.password },
    fakeServer({ [gatewayPath]: answer }).api,
  );
  if (outcome.kind !== 'failed') throw new Error(`expected a failure, got ${outcome.kind}`);
  return passwordFormReducer(sent, { type: 'failed', failure: outcome.failure, captcha: outcome.captcha });
}

const alertOf = (markup: string) => /role="alert">([^<]*)</.exec(markup)?.[1];
const valueOf = (markup: string, id: string) => new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(markup)?.[1];

describe('the password step', () => {
  it('labels its fields and its button as the SPEC words them', async () => {
    const markup = await screen(initialPasswordForm(['gateway']));
    expect(markup).toContain('for="login-account-code">Account Code</label>');
    expect(markup).toContain('for="login-password">Password</label>');
    expect(markup).toMatch(/<button type="submit"[^>]*>Login<\/button>/);
    expect(markup).toContain('type="password"');
    expect(markup).not.toContain('Captcha');
  });

  it('offers Securities Account Login and VA Account Login only where the brand has both sources', async () => {
    const both = await screen(initialPasswordForm(['gateway', 'fos']), ['gateway', 'fos']);
    expect(both).toContain('Securities Account Login');
    expect(both).toContain('VA Account Login');
    expect(both).toMatch(/type="radio"[^>]*checked=""[^>]*value="gateway"/);
    expect(both).not.toMatch(/type="radio"[^>]*checked=""[^>]*value="fos"/);
    const one = await screen(initialPasswordForm(['gateway']), ['gateway']);
    expect(one).not.toContain('type="radio"');
  });

  it('keeps Login disabled until the account code and password are typed, and while a login is sent', async () => {
    const disabled = (markup: string) => /<button type="submit"[^>]*disabled=""/.test(markup);
    const empty = initialPasswordForm(['gateway']);
    expect(disabled(await screen(empty))).toBe(true);
    const filled = [
      { type: 'accountCodeTyped', value: 'C1001' },
      { type: 'passwordTyped', value: 'secret' },
    ] as const satisfies PasswordFormAction[];
    const ready = filled.reduce(passwordFormReducer, empty);
    expect(disabled(await screen(ready))).toBe(false);
    expect(disabled(await screen(passwordFormReducer(ready, { type: 'sent' })))).toBe(true);
  });

  it.each([
    ['N', 'Account or Password incorrect'],
    ['F', 'Account or Password incorrect'],
    ['I', 'Account password incorrect or Account issue'],
    ['V', 'Account not active'],
    ['S', 'Account is suspended'],
    ['P', 'Login failure'],
    ['C', 'Login failure'],
    ['W', 'Login failure'],
    ['E', 'Gateway Server error'],
    ['G', 'Account inactive due to maximum inactive days'],
    ['X', 'Login failure'],
    ['advisorDisabled', 'Advisor mode is disabled'],
    ['captchaRequired', 'Captcha required'],
    ['captchaInvalid', 'Captcha invalid'],
    ['loginError', 'Account password incorrect or Account issue'],
    ['somethingNew', 'Login failure'],
  ])('shows the SPEC §8 message of login code %s: %s', async (code, message) => {
    expect(alertOf(await screen(await afterAttempt(refusal(code))))).toBe(message);
  });

  it('has the SPEC §8 texts of the login results in English, as the contract lists them', () => {
    expect(usersEnglish.signIn.result).toEqual(loginFailureMessages);
  });

  it('shows the message in the visitor’s language', async () => {
    expect(alertOf(await screen(await afterAttempt(refusal('N')), ['gateway'], 'zh-HK'))).toBe('帳戶或密碼不正確');
    expect(alertOf(await screen(await afterAttempt(refusal('N')), ['gateway'], 'zh-CN'))).toBe('账户或密码不正确');
  });

  it('clears the password after a failure and keeps the account code, uppercased', async () => {
    const markup = await screen(await afterAttempt(refusal('N')));
    expect(valueOf(markup, 'login-account-code')).toBe('C1001');
    expect(valueOf(markup, 'login-password')).toBe('');
  });

  it('shows the captcha image and its field when a refusal asks for one', async () => {
    const captcha = { captchaId: 'cap-1', captchaImage };
    const markup = await screen(await afterAttempt(refusal('captchaRequired', { captcha })));
    expect(markup).toContain('for="login-captcha">Captcha</label>');
    expect(markup).toContain(`src="${captchaImage}" alt="Captcha image"`);
    expect(markup).toContain('aria-label="Show another captcha image"');
    expect(valueOf(markup, 'login-captcha')).toBe('');
    expect(alertOf(markup)).toBe('Captcha required');
  });

  it('says when to try again after a rate limit, and when the server cannot be reached', async () => {
    const limited = await afterAttempt({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Slow down', details: { retryAfterSeconds: 30 } },
    });
    expect(alertOf(await screen(limited))).toBe('Too many attempts. Try again in 30 s.');
    const offline = await afterAttempt('unreachable');
    expect(alertOf(await screen(offline))).toBe('The server cannot be reached. Check your connection and try again.');
  });
});
