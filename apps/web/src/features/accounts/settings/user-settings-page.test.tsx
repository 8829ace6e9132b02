// @vitest-environment jsdom
// /accounts/userSettings live (React in jsdom, the real api client over a fake network): the display choices apply on
// the device at once and the language and currency are saved to the account; the stock order review step is read and
// changed through the stock-order service; a failed load offers a retry; the mandatory notices are stated.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, mount, screen, setUpPageTests, settle } from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer } from '../../../shared/api/fake-server';
import type { PreferencesStore } from '../../../shared/preferences/preferences-store';
import { SettingsApiContext } from './settings-api';
import { UserSettingsPage } from './user-settings-page';

setUpPageTests();
afterEach(() => {
  vi.unstubAllGlobals();
});

type Saved = { url: string; body: unknown };

/** The preference saves go through the shared api client: record them at the network. */
function recordPreferenceSaves(): Saved[] {
  const saved: Saved[] = [];
  vi.stubGlobal('fetch', async (url: unknown, init?: RequestInit) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    saved.push({ url: String(url), body });
    return Response.json({ language: 'zh-CN', currencyCode: 'USD', saved: true });
  });
  return saved;
}

/** The page with the demo brand, C10001's session and the settings api; its device preferences to read back. */
async function render(api: Api): Promise<PreferencesStore> {
  const mounted = await mount(<UserSettingsPage />, {
    namespaces: ['accountSettings'],
    wrap: (routed) => <SettingsApiContext value={api}>{routed}</SettingsApiContext>,
  });
  return mounted.preferences;
}

function input(selector: string): HTMLInputElement {
  const found = document.body.querySelector<HTMLInputElement>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
}

describe('the user settings page', () => {
  it('applies colour mode, language, reporting currency and the simple layout, saving language and currency to the account', async () => {
    const saved = recordPreferenceSaves();
    const server = fakeServer({
      '/api/stockOrder/loadOrderConfirmationReminder': { status: 200, body: { skipConfirmation: false } },
      '/api/accountNotice/searchAccountNotices': { status: 200, body: { notices: [] } },
    });
    const preferences = await render(server.api);
    expect(screen.text()).toContain('User settings');

    await click(input('input[type="radio"][value="dark"]'));
    expect(preferences.getSnapshot().colourMode).toBe('dark');
    await click(input('input[type="radio"][value="zh-CN"]'));
    await click(input('input[type="radio"][value="USD"]'));
    expect(preferences.getSnapshot()).toMatchObject({ language: 'zh-CN', reportingCurrency: 'USD' });
    await settle(() =>
      expect(saved).toEqual([
        { url: '/api/preference/setLanguage', body: { accountCode: 'C10001', source: 'gateway', language: 'zh-CN' } },
        {
          url: '/api/preference/setCurrency',
          body: { accountCode: 'C10001', source: 'gateway', currencyCode: 'USD' },
        },
      ]),
    );
    // Colour mode and layout stay on the device: nothing more went to the server.
    await click(input('[data-testid="simple-layout"]'));
    expect(preferences.getSnapshot().layout).toBe('simple');
    expect(saved).toHaveLength(2);
  });

  it('turns the stock order review step off and on again for the account', async () => {
    recordPreferenceSaves();
    const server = fakeServer({
      '/api/stockOrder/loadOrderConfirmationReminder': { status: 200, body: { skipConfirmation: false } },
      '/api/accountNotice/searchAccountNotices': { status: 200, body: { notices: [] } },
      '/api/stockOrder/saveOrderConfirmationReminder': (body) => ({
        status: 200,
        body: { skipConfirmation: (body as { skipConfirmation: boolean }).skipConfirmation },
      }),
    });
    await render(server.api);
    await settle(() => expect(input('[data-testid="order-confirmation"]').checked).toBe(true));

    await click(input('[data-testid="order-confirmation"]'));
    await settle(() => expect(input('[data-testid="order-confirmation"]').checked).toBe(false));
    await click(input('[data-testid="order-confirmation"]'));
    await settle(() => expect(input('[data-testid="order-confirmation"]').checked).toBe(true));
    expect(
      server.calls
        .filter((call) => call.path === '/api/stockOrder/saveOrderConfirmationReminder')
        .map((call) => call.body),
    ).toEqual([
      { accountCode: 'C10001', source: 'gateway', skipConfirmation: true },
      { accountCode: 'C10001', source: 'gateway', skipConfirmation: false },
    ]);
  });

  it('offers a retry when the review step cannot be read, and states the notices that cannot be turned off', async () => {
    recordPreferenceSaves();
    let fails = true;
    const server = fakeServer({
      '/api/stockOrder/loadOrderConfirmationReminder': () =>
        fails
          ? { status: 500, body: { code: 'INTERNAL', message: 'Unexpected error' } }
          : { status: 200, body: { skipConfirmation: true } },
      '/api/accountNotice/searchAccountNotices': { status: 200, body: { notices: [] } },
    });
    await render(server.api);
    await settle(() => expect(screen.text()).toContain('This could not be loaded.'));
    fails = false;
    await click(screen.button('Try again'));
    await settle(() => expect(input('[data-testid="order-confirmation"]').checked).toBe(false));

    const mandatory = document.body.querySelector('[data-testid="mandatory-notices"]')?.textContent ?? '';
    expect(mandatory).toContain('cannot be turned off');
    expect(mandatory).toContain('every executed trade, in stocks and in funds');
    expect(mandatory).toContain('a sign-in from a device not used before');
    expect(document.body.querySelector('[data-testid="mandatory-notices"] input')).toBeNull();
  });

  it('lists the notices sent, newest first, with kind, channel, masked destination, time and text, and loads more', async () => {
    recordPreferenceSaves();
    const notice = (index: number, kind: string, channel: 'email' | 'sms') => ({
      noticeId: `N${index}`,
      kind,
      channel,
      destination: channel === 'email' ? 'c*****@example.com' : '+852 ****4567',
      body: `Notice number ${index}.`,
      sentTime: `2026-11-2${index}T02:05:00.000Z`,
    });
    const server = fakeServer({
      '/api/stockOrder/loadOrderConfirmationReminder': { status: 200, body: { skipConfirmation: false } },
      '/api/accountNotice/searchAccountNotices': (body) =>
        (body as { cursor?: string }).cursor === 'page-2'
          ? { status: 200, body: { notices: [notice(1, 'passwordReset', 'sms')] } }
          : {
              status: 200,
              body: {
                notices: [notice(3, 'tradeExecuted', 'email'), notice(2, 'newDeviceLogin', 'email')],
                nextCursor: 'page-2',
              },
            },
    });
    await render(server.api);
    await settle(() => expect(document.body.querySelectorAll('[data-testid="notice-row"]')).toHaveLength(2));
    const rows = () =>
      [...document.body.querySelectorAll('[data-testid="notice-row"]')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      );
    expect(rows()[0]).toEqual([
      '2026-11-23 10:05',
      'Trade executed',
      'E-mail',
      'c*****@example.com',
      'Notice number 3.',
    ]);
    await click(screen.byTestId('notices-more'));
    await settle(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]?.slice(1, 4)).toEqual(['Password reset', 'SMS', '+852 ****4567']);
    expect(document.body.querySelector('[data-testid="notices-more"]')).toBeNull();
    expect(
      server.calls.filter((call) => call.path === '/api/accountNotice/searchAccountNotices').map((call) => call.body),
    ).toEqual([{ pageSize: 20 }, { pageSize: 20, cursor: 'page-2' }]);
  });

  it('says so when no notice was sent yet', async () => {
    recordPreferenceSaves();
    const server = fakeServer({
      '/api/stockOrder/loadOrderConfirmationReminder': { status: 200, body: { skipConfirmation: false } },
      '/api/accountNotice/searchAccountNotices': { status: 200, body: { notices: [] } },
    });
    await render(server.api);
    await settle(() => expect(screen.text()).toContain('No notices have been sent to you yet.'));
  });
});
