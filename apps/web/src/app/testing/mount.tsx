/*
 * Tests only: a page rendered live in jsdom (React's act) inside the providers every page has — brand, a signed-in
 * session of C10001, preferences, texts, Mantine and a router — so a feature's component test writes only its data and
 * its own contexts (`wrap`). With the real api client over a fake network (shared/api/fake-server.ts); a test file
 * calls `setUpPageTests()` once so that every test starts with no page and no server state.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import type { BrandConfig } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../i18n-resources';
import { allEnglishTexts } from '../i18n-resources-all';
import { queryClient } from '../../shared/api/query-client';
import { stubBrowser } from '../../shared/testing/stub-browser';
import { BrandContext } from '../../shared/brand/brand-context';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { PreferencesContext } from '../../shared/preferences/preferences-context';
import { createPreferencesStore } from '../../shared/preferences/preferences-store';
import type { PreferencesStore } from '../../shared/preferences/preferences-store';
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

export type Mounted = {
  readonly container: HTMLElement;
  /** The visible text, whitespace collapsed. */
  readonly text: () => string;
  /** The device preferences the page reads and changes (colour mode, language, layout). */
  readonly preferences: PreferencesStore;
  readonly unmount: () => void;
};

/** The visible text of an element (a page, a dialog in a portal, a cell), whitespace collapsed, styles left out. */
export function textOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const style of copy.querySelectorAll('style, script')) style.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

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

/**
 * The visible text of an element read as words: every element's edge counts as a space (a label and its value, two
 * cells, a sentence and the link after it stay apart), whitespace collapsed, styles left out.
 */
export function wordsOf(element: Element): string {
  const parts: string[] = [];
  const read = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node instanceof Element && node.tagName !== 'STYLE' && node.tagName !== 'SCRIPT') {
      parts.push(' ');
      node.childNodes.forEach(read);
      parts.push(' ');
    }
  };
  read(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The pages mounted and not yet taken away. */
const mountedPages = new Set<Mounted>();

/** Takes every page still mounted away and forgets the server state, as between two tests. */
export function resetPages(): void {
  for (const page of [...mountedPages]) page.unmount();
  queryClient.clear();
}

/**
 * The hooks of a file of page tests (call it once, at the top): a failed load shows its retry at once (the app
 * retries in the background first), and after each test the pages are taken away and the server state forgotten.
 */
export function setUpPageTests(): void {
  const defaults = queryClient.getDefaultOptions();
  beforeAll(() =>
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, retry: false, refetchOnWindowFocus: false },
    }),
  );
  afterAll(() => queryClient.setDefaultOptions(defaults));
  afterEach(resetPages);
}

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
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  await translator.loadNamespaces([...namespaces]);
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
            <I18nContext value={translator}>
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
  const mounted: Mounted = {
    container,
    text: () => textOf(container),
    preferences,
    unmount: () => {
      if (!mountedPages.delete(mounted)) return;
      act(() => root.unmount());
      container.remove();
    },
  };
  mountedPages.add(mounted);
  return mounted;
}

/** Types into an input or a text area as a person would (React listens to the native input event). */
export async function typeInto(field: Element | null | undefined, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLInputElement
        ? HTMLInputElement.prototype
        : undefined;
  if (!field || !prototype) throw new Error('Nothing to type into');
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Picks an option of a native select (React listens to the change event). */
export async function selectOption(select: Element | null | undefined, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('No select to choose in');
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Attaches a file to a file input as the browser's file picker would. */
export async function chooseFile(input: Element | null | undefined, file: File) {
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
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

/** The button whose whole text is `name` (in the page or a dialog's portal), or a failure naming it. */
export function buttonNamed(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/**
 * Lookups through the whole document rather than one page's container: what a page opens in a portal (a dialog, the
 * step-up) is outside it.
 */
export const screen = {
  /** The visible text of the document, whitespace collapsed. */
  text: (): string => textOf(document.body),
  byTestId: (testId: string): HTMLElement => byTestId(document.body, testId),
  /** Whether an element with the test id is in the document. */
  has: (testId: string): boolean => document.body.querySelector(`[data-testid="${testId}"]`) !== null,
  button: (name: string): HTMLButtonElement => buttonNamed(document.body, name),
};

/** The element with the test id, or a failure naming it. */
export function byTestId(container: ParentNode, testId: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`No element with data-testid="${testId}"`);
  return element;
}
