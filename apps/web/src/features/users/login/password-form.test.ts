import { describe, expect, it } from 'vitest';
import { canSubmit, initialPasswordForm, passwordFormReducer } from './password-form';
import type { PasswordFormAction, PasswordFormState } from './password-form';

const captcha = { captchaId: 'cap-1', captchaImage: 'data:image/png;base64,AAAA' };

function typed(...actions: PasswordFormAction[]): PasswordFormState {
  return actions.reduce(passwordFormReducer, initialPasswordForm(['gateway', 'fos']));
}

describe('the password step of the login form', () => {
  it('uppercases the account code as it is typed (SPEC §5)', () => {
    expect(typed({ type: 'accountCodeTyped', value: 'c1001a' }).accountCode).toBe('C1001A');
  });

  it('opens prefilled with a source the brand offers and an account code, never a password', () => {
    expect(initialPasswordForm(['gateway', 'fos'], { source: 'fos', accountCode: 'v20001' })).toMatchObject({
      source: 'fos',
      accountCode: 'V20001',
      password: '',
    });
    expect(initialPasswordForm(['gateway'], { source: 'fos' }).source).toBe('gateway');
  });

  it('starts on the brand’s first login source and switches to the other', () => {
    expect(initialPasswordForm(['fos']).source).toBe('fos');
    expect(typed({ type: 'sourceChosen', source: 'fos' }).source).toBe('fos');
  });

  it('needs the account code and the password, and the captcha text once a captcha shows', () => {
    expect(canSubmit(typed({ type: 'accountCodeTyped', value: 'C1001' }))).toBe(false);
    const filled = typed({ type: 'accountCodeTyped', value: 'C1001' }, { type: 'passwordTyped', value: 'secret' });
    expect(canSubmit(filled)).toBe(true);
    const withCaptcha = passwordFormReducer(filled, {
      type: 'failed',
      failure: { kind: 'refused', key: 'captchaRequired' },
      captcha,
    });
    const retyped = passwordFormReducer(withCaptcha, { type: 'passwordTyped', value: 'secret' });
    expect(canSubmit(retyped)).toBe(false);
    expect(canSubmit(passwordFormReducer(retyped, { type: 'captchaTyped', value: 'x7k2' }))).toBe(true);
  });

  it('cannot be sent again while a login is under way', () => {
    const sending = typed(
      { type: 'accountCodeTyped', value: 'C1001' },
      { type: 'passwordTyped', value: 'secret' },
      { type: 'sent' },
    );
    expect(sending.sending).toBe(true);
    expect(canSubmit(sending)).toBe(false);
  });

  it('clears the password and the captcha text on a failure, keeps the account code and shows the failure', () => {
    const failed = typed(
      { type: 'accountCodeTyped', value: 'C1001' },
      { type: 'passwordTyped', value: 'wrong' },
      { type: 'sent' },
      { type: 'failed', failure: { kind: 'refused', key: 'captchaRequired' }, captcha },
      { type: 'captchaTyped', value: 'abcd' },
      { type: 'passwordTyped', value: 'wrong again' },
      { type: 'sent' },
      {
        type: 'failed',
        failure: { kind: 'refused', key: 'captchaInvalid' },
        captcha: { ...captcha, captchaId: 'cap-2' },
      },
    );
    expect(failed).toMatchObject({
      accountCode: 'C1001',
      password: '',
      captchaText: '',
      sending: false,
      failure: { kind: 'refused', key: 'captchaInvalid' },
      captcha: { captchaId: 'cap-2' },
    });
  });

  it('drops a used captcha after a refusal that brings none, and keeps it when the call never got through', () => {
    const shown = typed({ type: 'failed', failure: { kind: 'refused', key: 'captchaRequired' }, captcha });
    expect(passwordFormReducer(shown, { type: 'failed', failure: { kind: 'unreachable' } }).captcha).toEqual(captcha);
    expect(
      passwordFormReducer(shown, { type: 'failed', failure: { kind: 'rateLimited', retryAfterSeconds: 30 } }).captcha,
    ).toEqual(captcha);
    expect(
      passwordFormReducer(shown, { type: 'failed', failure: { kind: 'refused', key: 'accountOrPasswordIncorrect' } })
        .captcha,
    ).toBeUndefined();
  });

  it('shows a refreshed captcha with its text cleared', () => {
    const shown = typed(
      { type: 'failed', failure: { kind: 'refused', key: 'captchaRequired' }, captcha },
      { type: 'captchaTyped', value: 'old' },
    );
    const refreshed = passwordFormReducer(shown, {
      type: 'captchaRefreshed',
      captcha: { ...captcha, captchaId: 'cap-9' },
    });
    expect(refreshed.captcha?.captchaId).toBe('cap-9');
    expect(refreshed.captchaText).toBe('');
  });

  it('forgets the password once it was accepted, keeping the account code for Back', () => {
    const passed = typed(
      { type: 'accountCodeTyped', value: 'C1001' },
      { type: 'passwordTyped', value: 'secret' },
      { type: 'sent' },
      { type: 'passed' },
    );
    expect(passed).toMatchObject({ accountCode: 'C1001', password: '', sending: false });
  });
});
