import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import type { PortalVariant } from '@portal/contract/brands';
import { session } from '../../app/routing/routing-fixtures';
import { queryClient } from '../../shared/api/query-client';
import { BrandContext } from '../../shared/brand/brand-context';
import { rememberRecentUser } from '../../shared/session/recent-users';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore, withActiveAccount, withAdviseeLogin, withLogin } from '../../shared/session/session-store';
import type { SessionState, SessionStore } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { withTexts } from './login/login-fixtures';
import { SwitcherPage } from './switcher-page';

const client = session('user', { accountCode: 'C10001' });
const vaClient = session('user', { accountCode: 'V20001', source: 'fos' });
const advisor = session('advisor', { accountCode: 'A30001' });

function storeWith(change: (state: SessionState) => SessionState): SessionStore {
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  sessions.update(change);
  return sessions;
}

async function switcherPage(sessions: SessionStore, variant: PortalVariant = 'demo'): Promise<string> {
  return renderToStaticMarkup(
    <BrandContext value={getBrand(variant)}>
      <SessionContext value={sessions}>
        <MantineProvider>
          <MemoryRouter initialEntries={['/users/switcher']}>{await withTexts(<SwitcherPage />)}</MemoryRouter>
        </MantineProvider>
      </SessionContext>
    </BrandContext>,
  );
}

/** The text of each account row of a kind, tags stripped. */
function rowsOf(markup: string, testId: string): string[] {
  return [
    ...markup.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</div></div>(?=<div class|</div>|$)`, 'gs')),
  ].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

afterEach(() => {
  queryClient.clear();
});

describe('the account switcher page', () => {
  it('lists the gateway and FOS sessions with the active one marked, Switch for the other and Log out for both', async () => {
    const markup = await switcherPage(storeWith((state) => withLogin(withLogin(state, client), vaClient)));
    const rows = rowsOf(markup, 'signed-in-account');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe('C10001 Securities account · Client Switch Log out');
    expect(rows[1]).toBe('V20001 Active VA account · Client Log out');
    expect(markup).toContain('aria-label="Switch to C10001"');
    expect(markup).toContain('aria-label="Log out V20001"');
    expect(markup).toMatch(/<a[^>]*href="\/users\/login\?add=1"[^>]*>.*Add another account/s);
  });

  it('offers no logout in an advisee session (SPEC §2)', async () => {
    const markup = await switcherPage(
      storeWith((state) => withAdviseeLogin(withLogin(state, advisor), { ...client, advisorAccountCode: 'A30001' })),
    );
    const rows = rowsOf(markup, 'signed-in-account');
    expect(rows).toEqual([
      'A30001 Securities account · Advisor Switch',
      'C10001 Active Securities account · Client · Advisee of A30001',
    ]);
    expect(markup).not.toContain('Log out');
  });

  it('lists an advisor’s advisees with “Log in as”, and Switch for one already opened', async () => {
    const advisorAccount = { accountCode: 'A30001', source: 'gateway' };
    queryClient.setQueryData(['account', 'searchAdvisees', advisorAccount], {
      advisees: [
        { accountCode: 'C10001', source: 'gateway', displayName: 'Chan Tai Man' },
        { accountCode: 'C10002', source: 'gateway', displayName: 'Lee Siu Ming' },
      ],
    });
    const sessions = storeWith((state) =>
      withActiveAccount(
        withAdviseeLogin(withLogin(state, advisor), { ...client, advisorAccountCode: 'A30001' }),
        'A30001',
      ),
    );
    const markup = await switcherPage(sessions);
    expect(markup).toContain('Advisees of A30001');
    expect(rowsOf(markup, 'advisee')).toEqual([
      'C10001 Chan Tai Man · Securities account Switch',
      'C10002 Lee Siu Ming · Securities account Log in as',
    ]);
    expect(markup).toContain('aria-label="Log in as C10002"');
  });

  it('says when an advisor has no advisees, and while they load', async () => {
    const sessions = storeWith((state) => withLogin(state, advisor));
    expect(await switcherPage(sessions)).toContain('Loading the advisees…');
    queryClient.setQueryData(['account', 'searchAdvisees', { accountCode: 'A30001', source: 'gateway' }], {
      advisees: [],
    });
    expect(await switcherPage(sessions)).toContain('No advisees are linked to this account.');
  });

  it('offers the accounts that signed in here before and hold no session now, prefilled on the login form', async () => {
    const sessions = storeWith((state) => withLogin(state, client));
    rememberRecentUser(sessions.storage, {
      accountCode: 'V20001',
      source: 'fos',
      role: 'user',
      lastLoginTime: Date.parse('2026-11-20T07:05:00Z'),
    });
    rememberRecentUser(sessions.storage, { accountCode: 'C10001', source: 'gateway', role: 'user', lastLoginTime: 0 });
    const markup = await switcherPage(sessions);
    expect(rowsOf(markup, 'recent-user')).toEqual([
      'V20001 VA account · Last signed in 2026-11-20 3:05pm (Hong Kong time) Sign in',
    ]);
    expect(markup).toMatch(/<a[^>]*href="\/users\/login\?add=1&amp;source=fos&amp;accountCode=V20001"/);
  });

  it('offers no password sign-in where the brand has none (session login only)', async () => {
    const sessions = storeWith((state) => withLogin(state, { ...client, isSessionLogin: true }));
    rememberRecentUser(sessions.storage, { accountCode: 'C10002', source: 'gateway', role: 'user', lastLoginTime: 0 });
    const markup = await switcherPage(sessions, 'abci');
    expect(markup).not.toContain('Add another account');
    expect(markup).not.toContain('C10002');
    expect(rowsOf(markup, 'signed-in-account')).toEqual(['C10001 Active Securities account · Client']);
  });
});
