/// <reference types="node" />
import { readFileSync, existsSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import type { LoginSource, PortalVariant } from '@portal/contract/brands';
import { BrandContext } from '../../shared/brand/brand-context';
import { PreferencesContext } from '../../shared/preferences/preferences-context';
import { createPreferencesStore } from '../../shared/preferences/preferences-store';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore, withLogin } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { signedInClient, withTexts } from './login/login-fixtures';
import { rememberLogin } from './login/remembered-login';
import { signedOutState } from './login/signed-out-notice';
import { LoginPage } from './login-page';

async function loginPage({
  variant = 'demo',
  session,
  state,
  search = '',
  remembered,
}: {
  variant?: PortalVariant;
  session?: SessionFacts;
  state?: unknown;
  search?: string;
  remembered?: { source: LoginSource; accountCode: string };
} = {}): Promise<string> {
  const storage = createExpiringStorage(new MemoryStorage());
  const sessions = createSessionStore(storage);
  if (session) sessions.update((current) => withLogin(current, session));
  if (remembered) rememberLogin(storage, remembered);
  return renderToStaticMarkup(
    <BrandContext value={getBrand(variant)}>
      <PreferencesContext value={createPreferencesStore(storage)}>
        <SessionContext value={sessions}>
          <MemoryRouter initialEntries={[{ pathname: '/users/login', search, state }]}>
            {await withTexts(<LoginPage />)}
          </MemoryRouter>
        </SessionContext>
      </PreferencesContext>
    </BrandContext>,
  );
}

describe('the login page', () => {
  it('shows the brand, the heading and the password step to a visitor', async () => {
    const markup = await loginPage();
    expect(markup).toContain('<h1');
    expect(markup).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(markup).toContain('Securities Account Login');
    expect(markup).toContain('for="login-account-code">Account Code</label>');
  });

  it('links the privacy policy and the terms', async () => {
    const markup = await loginPage();
    expect(markup).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*>Privacy Policy<\/button>/);
    expect(markup).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*>Terms and Conditions<\/button>/);
  });

  it('has no source switch where the brand offers one source', async () => {
    expect(await loginPage({ variant: 'team' })).not.toContain('VA Account Login');
    expect(await loginPage({ variant: 'vademo' })).not.toContain('Securities Account Login');
  });

  it('says the visitor has signed out when the logout page sent them here', async () => {
    expect(await loginPage({ state: signedOutState })).toContain('role="status">You have signed out.<');
    expect(await loginPage()).not.toContain('You have signed out.');
  });

  it('does not ask a signed-in account to sign in again', async () => {
    const markup = await loginPage({ session: signedInClient });
    expect(markup).not.toContain('login-account-code');
  });

  it('with ?add=1 shows the form to a signed-in account, on the source it holds no session of, with a way back', async () => {
    const markup = await loginPage({ session: signedInClient, search: '?add=1' });
    expect(markup).toMatch(/<h1[^>]*>Add another account<\/h1>/);
    expect(markup).toContain('id="login-account-code"');
    expect(markup).toMatch(/<input[^>]*checked=""[^>]*value="fos"|<input[^>]*value="fos"[^>]*checked=""/);
    expect(markup).toMatch(/<a[^>]*href="\/users\/switcher"[^>]*>Back to your accounts<\/a>/);
    expect(await loginPage({ search: '?add=1' })).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  });

  it('opens with the last login’s source and account code, never a password', async () => {
    const markup = await loginPage({ remembered: { source: 'fos', accountCode: 'V20001' } });
    expect(markup).toMatch(/id="login-account-code"[^>]*value="V20001"/);
    expect(markup).toMatch(/<input[^>]*checked=""[^>]*value="fos"|<input[^>]*value="fos"[^>]*checked=""/);
    expect(markup).toMatch(/id="login-password"[^>]*value=""/);
  });

  it('opens with the account a link names (a recent user of the switcher) over the remembered one', async () => {
    const markup = await loginPage({
      session: signedInClient,
      search: '?add=1&source=gateway&accountCode=C10002',
      remembered: { source: 'fos', accountCode: 'V20001' },
    });
    expect(markup).toMatch(/id="login-account-code"[^>]*value="C10002"/);
  });

  it('sends people to their host app, with no password form, where the brand signs in by session login only', async () => {
    const page = await loginPage({ variant: 'abci' });
    expect(page).toContain('Sign in from the app you use with us');
    expect(page).not.toContain('Password');
  });

  it('links “Forgot password?” where the brand lets passwords be reset', async () => {
    expect(await loginPage()).toMatch(/<a[^>]*href="\/users\/resetPassword"[^>]*>Forgot password\?<\/a>/);
    expect(await loginPage({ variant: 'abci' })).not.toContain('Forgot password?');
  });
});

/** Every module `file` loads at once, itself included, following relative imports (type-only and import() load nothing now). */
function modulesLoadedBy(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)]
    .concat([...source.matchAll(/^\s*import\s+'([^']+)'/gm)])
    .map((match) => match[1] ?? '');
  seen.set(file, specifiers);
  for (const specifier of specifiers.filter((name) => name.startsWith('.'))) {
    const base = new URL(specifier, `file://${file}`).pathname;
    const resolved = [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
    );
    if (resolved && !resolved.endsWith('.css')) modulesLoadedBy(resolved, seen);
  }
  return seen;
}

describe('the login page’s first load (ARCHITECTURE §9)', () => {
  const loaded = modulesLoadedBy(new URL('./login-page.tsx', import.meta.url).pathname);
  const files = [...loaded.keys()];
  const packages = [...loaded.values()].flat().filter((specifier) => !specifier.startsWith('.'));

  it('loads neither the api client nor any zod, nor Mantine’s components, until they are needed', () => {
    expect(files.filter((file) => /shared\/api\/|password-login|otp-|log-out/.test(file))).toEqual([]);
    expect(
      packages.filter(
        (name) => name.startsWith('zod') || name.startsWith('@mantine/') || name === '@tanstack/react-query',
      ),
    ).toEqual([]);
  });

  it('notices such an import when there is one', () => {
    const logout = modulesLoadedBy(new URL('./logout-page.tsx', import.meta.url).pathname);
    expect([...logout.values()].flat()).toContain('@mantine/core');
    expect([...logout.keys()].some((file) => file.endsWith('shared/api/api-client.ts'))).toBe(true);
  });
});
