// @vitest-environment jsdom
// The trade password page live (React in jsdom, the real api client over a fake network): the rule's checklist and the
// mismatch as typed, the step-up dialog before the change, the grant sent with it, each refusal's text, and an
// account without a trade password.
import { describe, expect, it } from 'vitest';
import { mount, click, setUpPageTests, settle, testAccount, typeInto } from '../../../app/testing/mount';
import { fakeServer } from '../../../shared/api/fake-server';
import type { Api } from '../../../shared/api/api-client';
import { CredentialsApiContext } from './credentials-api';
import { ChangeTradePasswordPage } from './change-trade-password-page';

const terms = {
  tradePasswordRequired: true,
  hasTradePassword: true,
  lastChangeTime: null,
  rule: {
    minimumLength: 6,
    maximumLength: 16,
    alphaNumeric: true,
    enhancedRule: false,
    requiredSatisfyRule: 0,
    requireBaseDigit: false,
    requireLowerCaseCharacter: false,
    requireUpperCaseCharacter: false,
    requireSpecialCharacter: false,
  },
};

setUpPageTests();

async function open(api: Api) {
  return mount(<ChangeTradePasswordPage />, {
    namespaces: ['users', 'accountCredentials', 'stepUp'],
    wrap: (page) => <CredentialsApiContext value={api}>{page}</CredentialsApiContext>,
  });
}

const byTestId = (id: string) => {
  const found = document.body.querySelector<HTMLInputElement>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`No ${id}`);
  return found;
};

describe('the trade password page', () => {
  it('asks for step-up, then sends the change with the grant; a refusal shows its text', async () => {
    let answer: 'refuse' | 'accept' = 'refuse';
    const server = fakeServer({
      '/api/accountCredential/tradePasswordTerms': { status: 200, body: terms },
      '/api/stepUp/stepUpChallenge': {
        status: 200,
        body: { action: 'tradePassword', channel: 'password', lockedUntil: null },
      },
      '/api/stepUp/confirmStepUp': {
        status: 200,
        body: { stepUpToken: 'grant-1', expirationTime: '2026-11-27T08:05:00.000Z' },
      },
      '/api/accountCredential/changeTradePassword': () =>
        answer === 'refuse'
          ? {
              status: 422,
              body: {
                code: 'newTradePasswordUsedBefore',
                message: 'The new trade password cannot be one of your last 5.',
              },
            }
          : { status: 200, body: { result: 'success', changeTime: '2026-11-27T08:01:00.000Z' } },
    });
    const page = await open(server.api);
    await settle(() => expect(page.text()).toContain('Change trade password'));
    await settle(() => byTestId('old-trade-password'));
    const submit = byTestId('change-trade-password');
    expect(submit.disabled).toBe(true);

    await typeInto(byTestId('old-trade-password'), 'Trade#2026');
    await typeInto(byTestId('new-trade-password'), 'abcdefgh');
    expect(document.querySelector('[data-check="alphaNumeric"]')?.getAttribute('data-passed')).toBe('false');
    await typeInto(byTestId('new-trade-password'), 'Harbour2027');
    await typeInto(byTestId('confirm-trade-password'), 'Harbour2028');
    expect(page.text()).toContain('The "New Trade Password" and "Confirm New Trade Password" fields must match.');
    expect(submit.disabled).toBe(true);
    await typeInto(byTestId('confirm-trade-password'), 'Harbour2027');
    expect(submit.disabled).toBe(false);

    await click(submit);
    await settle(() => expect(document.body.textContent).toContain('Confirm it is you'));
    const password = [...document.body.querySelectorAll<HTMLInputElement>('input[type="password"]')].find(
      (input) => input.closest('[data-testid="step-up-dialog"]') !== null,
    );
    if (!password) throw new Error('No step-up password field');
    await typeInto(password, 'Demo#2026pass');
    await click([...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Confirm'));
    await settle(() => expect(byTestId('trade-password-failure').dataset.result).toBe('newTradePasswordUsedBefore'));
    expect(page.text()).toContain('The new trade password cannot be one of your last 5 trade passwords.');
    const sent = server.calls.filter((call) => call.path === '/api/accountCredential/changeTradePassword');
    expect(sent[0]?.body).toEqual({
      ...testAccount,
      oldTradePassword: 'Trade#2026',
      newTradePassword: 'Harbour2027',
      stepUpToken: 'grant-1',
    });

    answer = 'accept';
    await click(byTestId('change-trade-password'));
    await settle(() => expect(document.body.textContent).toContain('Confirm it is you'));
    const again = [...document.body.querySelectorAll<HTMLInputElement>('input[type="password"]')].find(
      (input) => input.closest('[data-testid="step-up-dialog"]') !== null,
    );
    if (!again) throw new Error('No step-up password field');
    await typeInto(again, 'Demo#2026pass');
    await click([...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Confirm'));
    await settle(() => expect(byTestId('trade-password-changed').textContent).toContain('has been changed'));
    expect(byTestId('old-trade-password').value).toBe('');
  });

  it('says so when the account has no trade password', async () => {
    const server = fakeServer({
      '/api/accountCredential/tradePasswordTerms': {
        status: 200,
        body: { ...terms, tradePasswordRequired: false, hasTradePassword: false },
      },
    });
    const page = await open(server.api);
    await settle(() =>
      expect(page.text()).toContain('Your account does not use a trade password, so there is nothing to change.'),
    );
    expect(document.body.querySelector('[data-testid="change-trade-password"]')).toBeNull();
  });
});
