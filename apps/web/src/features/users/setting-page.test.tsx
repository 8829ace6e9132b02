import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand, type BrandConfig } from '@portal/contract/brands';
import { loadTexts } from '../../app/i18n-resources';
import { allEnglishTexts } from '../../app/i18n-resources-all';
import { queryClient } from '../../shared/api/query-client';
import { BrandContext } from '../../shared/brand/brand-context';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { PreferencesContext } from '../../shared/preferences/preferences-context';
import { createPreferencesStore, type PreferencesStore } from '../../shared/preferences/preferences-store';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore, withAdviseeLogin, withLogin, type SessionStore } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { brandWith, session } from '../../app/routing/routing-fixtures';
import { changePreference, type SavePreference } from '../../shared/preferences/preference-changes';
import { SettingPage } from './setting-page';

function stores() {
  const storage = createExpiringStorage(new MemoryStorage());
  return { preferences: createPreferencesStore(storage), sessions: createSessionStore(storage) };
}

async function settingPage(
  brand: BrandConfig,
  { preferences, sessions }: { preferences: PreferencesStore; sessions: SessionStore } = stores(),
): Promise<string> {
  const translator = createTranslator(allEnglishTexts, 'en', loadTexts);
  await translator.ready;
  return renderToStaticMarkup(
    <BrandContext value={brand}>
      <PreferencesContext value={preferences}>
        <SessionContext value={sessions}>
          <I18nContext value={translator}>
            <MantineProvider>
              <MemoryRouter initialEntries={['/users/setting']}>
                <SettingPage />
              </MemoryRouter>
            </MantineProvider>
          </I18nContext>
        </SessionContext>
      </PreferencesContext>
    </BrandContext>,
  );
}

/** The values of the reporting-currency radios, in order. */
function currencyChoices(markup: string): string[] {
  return [...markup.matchAll(/type="radio"[^>]*value="([A-Z]{3})"|value="([A-Z]{3})"[^>]*type="radio"/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

afterEach(() => {
  queryClient.clear();
});

describe('the settings page', () => {
  it('offers colour mode, reporting currency and language, in that order', async () => {
    const markup = await settingPage(getBrand('demo'));
    const order = ['Colour mode', 'Reporting currency', 'Display language'].map((label) => markup.indexOf(label));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("offers only the brand's reporting currencies: three on demo, two on magpie", async () => {
    expect(currencyChoices(await settingPage(getBrand('demo')))).toEqual(['HKD', 'USD', 'CNY']);
    expect(currencyChoices(await settingPage(getBrand('magpie')))).toEqual(['HKD', 'USD']);
  });

  it("checks the stored currency, or the brand's fallback when the brand does not offer it", async () => {
    const chosen = stores();
    chosen.preferences.setReportingCurrency('CNY');
    expect(await settingPage(getBrand('demo'), chosen)).toMatch(/<input[^>]*checked=""[^>]*value="CNY"/);
    // cepa reports in CNY and USD, with CNY as its default; a stored HKD cannot be shown there.
    const elsewhere = stores();
    elsewhere.preferences.setReportingCurrency('HKD');
    expect(await settingPage(getBrand('cepa'), elsewhere)).toMatch(/<input[^>]*checked=""[^>]*value="CNY"/);
  });

  it('names the currencies in the current language once they are known', async () => {
    queryClient.setQueryData(['currency', 'searchCurrencies', { language: 'en' }], {
      currencies: [
        { _id: 'currency-hkd', code: 'HKD', precision: 2, name: 'Hong Kong Dollar' },
        { _id: 'currency-usd', code: 'USD', precision: 2, name: 'US Dollar' },
        { _id: 'currency-cny', code: 'CNY', precision: 2, name: 'Chinese Yuan' },
      ],
    });
    const markup = await settingPage(getBrand('magpie'));
    expect(markup).toContain('Hong Kong Dollar');
    expect(markup).toContain('US Dollar');
    expect(markup).not.toContain('Chinese Yuan');
  });

  it('says the choices are saved to the account only when someone is signed in', async () => {
    const savedNote = 'Your language and reporting currency are also saved to your account.';
    expect(await settingPage(getBrand('demo'))).not.toContain(savedNote);
    const signedIn = stores();
    signedIn.sessions.update((state) => withLogin(state, session('user', { accountCode: 'C10001' })));
    expect(await settingPage(getBrand('demo'), signedIn)).toContain(savedNote);
  });

  it('shows the previous sign-in of the account in Hong Kong time, warning when it failed', async () => {
    const lastLoginTime = Date.parse('2026-11-20T07:05:00Z');
    const succeeded = stores();
    succeeded.sessions.update((state) =>
      withLogin(state, session('user', { accountCode: 'C10001', lastLoginTime, lastLoginStatus: 'success' })),
    );
    expect(await settingPage(getBrand('demo'), succeeded)).toContain(
      'Previous sign-in: 2026-11-20 3:05pm (Hong Kong time).',
    );
    const failed = stores();
    failed.sessions.update((state) =>
      withLogin(state, session('user', { accountCode: 'C10001', lastLoginTime, lastLoginStatus: 'failure' })),
    );
    expect(await settingPage(getBrand('demo'), failed)).toContain(
      'Previous sign-in attempt failed: 2026-11-20 3:05pm (Hong Kong time).',
    );
  });
});

describe('the signed-in devices and the Exit row of the settings page', () => {
  it('lists the devices of the signed-in account, not of anybody while signed out', async () => {
    expect(await settingPage(getBrand('demo'))).not.toContain('Signed-in devices');
    const signedIn = stores();
    signedIn.sessions.update((state) => withLogin(state, session('user', { accountCode: 'V20001', source: 'fos' })));
    queryClient.setQueryData(['account', 'searchSessions', { accountCode: 'V20001', source: 'fos' }], {
      sessions: [
        {
          sessionId: 's-1',
          browserName: 'Chrome',
          systemName: 'Linux',
          address: '127.0.0.1',
          startTime: '2026-11-20T07:05:00.000Z',
          lastSeenTime: '2026-11-20T07:05:00.000Z',
          current: true,
          isSessionLogin: false,
        },
      ],
    });
    const markup = await settingPage(getBrand('demo'), signedIn);
    expect(markup).toContain('Signed-in devices');
    expect(markup).toMatch(/data-testid="live-session"[^>]*>.*Chrome on Linux.*This browser/s);
  });

  it('does not show a client’s devices to the advisor acting in an advisee session', async () => {
    const advisee = stores();
    advisee.sessions.update((state) =>
      withAdviseeLogin(withLogin(state, session('advisor', { accountCode: 'A30001' })), {
        ...session('user', { accountCode: 'C10001' }),
        advisorAccountCode: 'A30001',
      }),
    );
    expect(await settingPage(getBrand('demo'), advisee)).not.toContain('Signed-in devices');
  });

  it('ends with an Exit row to /exit only in session login mode (SPEC §2)', async () => {
    const exitRow = /<a[^>]*data-testid="exit-row"[^>]*href="\/exit"[^>]*>.*Exit/s;
    const withSessionLogin = await settingPage(brandWith('demo', { sessionLoginMode: true }));
    expect(withSessionLogin).toMatch(exitRow);
    expect(withSessionLogin.indexOf('exit-row')).toBeGreaterThan(withSessionLogin.indexOf('Simple layout'));
    expect(await settingPage(getBrand('abci'))).toMatch(exitRow);
    expect(await settingPage(getBrand('demo'))).not.toMatch(exitRow);
  });
});

describe('changing a preference on the settings page', () => {
  it('signed out, applies on this device only', () => {
    const { preferences } = stores();
    const save = vi.fn<SavePreference>();
    expect(changePreference(preferences, undefined, { kind: 'currency', currency: 'USD' }, save)).toBeUndefined();
    expect(changePreference(preferences, undefined, { kind: 'language', language: 'zh-HK' }, save)).toBeUndefined();
    expect(preferences.getSnapshot()).toMatchObject({ reportingCurrency: 'USD', language: 'zh-HK' });
    expect(save).not.toHaveBeenCalled();
  });

  it('signed in, also saves the change for the active account and source', async () => {
    const { preferences } = stores();
    const save = vi.fn<SavePreference>().mockResolvedValue({ language: 'en', currencyCode: 'CNY', saved: true });
    const owner = { accountCode: 'V20001', source: 'fos' } as const;
    await changePreference(preferences, owner, { kind: 'currency', currency: 'CNY' }, save);
    expect(save).toHaveBeenCalledWith(owner, { kind: 'currency', currency: 'CNY' });
    expect(preferences.getSnapshot().reportingCurrency).toBe('CNY');
  });

  it('keeps the local change when the save fails', async () => {
    const { preferences } = stores();
    const save = vi.fn<SavePreference>().mockRejectedValue(new Error('offline'));
    const saving = changePreference(
      preferences,
      { accountCode: 'C10001', source: 'gateway' },
      { kind: 'language', language: 'zh-CN' },
      save,
    );
    await expect(saving).rejects.toThrow('offline');
    expect(preferences.getSnapshot().language).toBe('zh-CN');
  });
});
