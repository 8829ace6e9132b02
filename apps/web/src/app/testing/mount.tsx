/*
 * Tests only: a page rendered live in jsdom (React's act) inside the providers every page has — brand, a signed-in
 * session of C10001, preferences, texts, Mantine and a router — so a feature's component test writes only its data and
 * its own contexts (`wrap`). With the real api client over a fake network (shared/api/fake-server.ts).
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { getBrand } from '@portal/contract/brands';
import type { BrandConfig } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../i18n-resources';
import { allEnglishTexts } from '../i18n-resources-all';
import { BrandContext } from '../../shared/brand/brand-context';
import { createPortalI18n, firstLanguageLoaded } from '../../shared/i18n/i18n';
import { I18nContext } from '../../shared/i18n/use-translation';
import { PreferencesContext } from '../../shared/preferences/preferences-context';
import { createPreferencesStore } from '../../shared/preferences/preferences-store';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore, withLogin } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';

export const testAccount = { accountCode: 'C10001', source: 'gateway' } as const;

export const testSession: SessionFacts = {
  ...testAccount,
  role: 'user',
  loginTime: Date.UTC(2026, 10, 25, 1),
  sessionExpiresAt: Date.UTC(2026, 10, 25, 2),
  refreshExpiresAt: Date.UTC(2026, 10, 25, 3),
  isSessionLogin: false,
  agreementConfirmed: true,
  forceChangePassword: false,
  passwordDuration: 90,
  alertChangePasswordOption: 14,
  lastChangePasswordAt: Date.UTC(2026, 9, 1),
};

/** Mantine reads media queries and sizes; jsdom has neither. */
export function stubBrowser() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
}

export type Mounted = {
  readonly container: HTMLElement;
  /** The visible text, whitespace collapsed. */
  readonly text: () => string;
  readonly unmount: () => void;
};

export type MountOptions = {
  readonly language?: Language;
  readonly brand?: BrandConfig;
  readonly session?: SessionFacts;
  /** The URL the router starts at, and the route pattern `children` is mounted on. */
  readonly path?: string;
  readonly route?: string;
  /** The texts the page loads (its route's withLazyTexts). */
  readonly namespaces?: readonly string[];
  /** The feature's own providers (its api context, a live-quote source) around the router. */
  readonly wrap?: (page: ReactNode) => ReactNode;
};

/** Renders `children` live in jsdom with the page's providers; any other path renders `elsewhere`. */
export async function mount(
  children: ReactNode,
  {
    language = 'en',
    brand = getBrand('demo'),
    session = testSession,
    path = '/',
    route = path,
    namespaces = [],
    wrap = (page) => page,
  }: MountOptions = {},
): Promise<Mounted> {
  stubBrowser();
  const i18n = createPortalI18n(allEnglishTexts, language, loadTexts);
  await firstLanguageLoaded(i18n);
  await i18n.loadNamespaces([...namespaces]);
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  sessions.update((state) => withLogin(state, session));
  const preferences = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <BrandContext value={brand}>
        <SessionContext value={sessions}>
          <PreferencesContext value={preferences}>
            <I18nContext value={i18n}>
              <MantineProvider>
                {wrap(
                  <MemoryRouter initialEntries={[path]}>
                    <Routes>
                      <Route path={route} element={children} />
                      <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
                    </Routes>
                  </MemoryRouter>,
                )}
              </MantineProvider>
            </I18nContext>
          </PreferencesContext>
        </SessionContext>
      </BrandContext>,
    ),
  );
  return {
    container,
    text: () => (container.textContent ?? '').replace(/\s+/g, ' ').trim(),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Types into an input as a person would (React listens to the native input event). */
export async function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('Nothing to click');
  await act(async () => element.click());
}

/**
 * Waits until `check` passes, letting React apply what arrives meanwhile (answers of the fake server, timers) inside
 * act, as a browser would between frames.
 */
export async function settle(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The element with the test id, or a failure naming it. */
export function byTestId(container: HTMLElement, testId: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`No element with data-testid="${testId}"`);
  return element;
}
