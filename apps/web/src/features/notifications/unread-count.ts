/*
 * The unread count behind the bell's badge (SPEC §7, ADR 012): one store per account in a tab, shared by every bell
 * that shows it. While someone listens it reads countNotifications every `unreadCountPollMs` while the tab is visible,
 * and at once when the tab becomes visible again or gets the focus; the service worker's UPDATE_UNREAD_COUNT adds one;
 * a first page of the list (which the server counts as read up to now) sets it to 0.
 */
import { unreadCountLimit, unreadCountPollMs, updateUnreadCountMessage } from '@portal/contract/domain/notification';
import type { ActingAccount } from '../../shared/api/acting-account';

export type UnreadCountStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
  /** Reads the count now (also while nobody listens). */
  refresh(): Promise<void>;
  /** A first page was listed: the server counts nothing unread since then. */
  reset(): void;
  /** A push arrived for the account (the service worker's UPDATE_UNREAD_COUNT). */
  increment(): void;
};

/** What the store needs of the browser; tests give their own. */
export type UnreadCountEnvironment = {
  readonly countUnread: (account: ActingAccount) => Promise<number>;
  readonly timers: {
    setInterval(run: () => void, intervalMs: number): number;
    clearInterval(handle: number): void;
  };
  readonly isVisible: () => boolean;
  /** Calls back when the tab becomes visible again or gets the focus; returns the way to stop. */
  readonly onVisibleAgain: (listener: () => void) => () => void;
  /** Calls back on each UPDATE_UNREAD_COUNT of the service worker; returns the way to stop. */
  readonly onPushMessage: (listener: () => void) => () => void;
};

export function createUnreadCountStore(account: ActingAccount, environment: UnreadCountEnvironment): UnreadCountStore {
  let count = 0;
  // A count read before a reset or an increment is older than what the store knows: it is dropped.
  let revision = 0;
  const listeners = new Set<() => void>();
  let stop: (() => void) | undefined;

  const set = (next: number) => {
    const bounded = Math.max(0, Math.min(unreadCountLimit, next));
    if (bounded === count) return;
    count = bounded;
    for (const listener of listeners) listener();
  };

  const refresh = async () => {
    const startedAt = revision;
    try {
      const read = await environment.countUnread(account);
      if (startedAt === revision) set(read);
    } catch {
      // The badge keeps its last count; the next poll tries again.
    }
  };

  const start = () => {
    const handle = environment.timers.setInterval(() => {
      if (environment.isVisible()) void refresh();
    }, unreadCountPollMs);
    const stopVisible = environment.onVisibleAgain(() => void refresh());
    const stopPush = environment.onPushMessage(() => store.increment());
    if (environment.isVisible()) void refresh();
    return () => {
      environment.timers.clearInterval(handle);
      stopVisible();
      stopPush();
    };
  };

  const store: UnreadCountStore = {
    subscribe(listener) {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = undefined;
        }
      };
    },
    getSnapshot: () => count,
    refresh,
    reset() {
      revision += 1;
      set(0);
    },
    increment() {
      revision += 1;
      set(count + 1);
    },
  };
  return store;
}

/** Whether a message of the service worker is its UPDATE_UNREAD_COUNT. */
export function isUpdateUnreadCountMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === updateUnreadCountMessage;
}

/** The browser's side of the store: window timers, the page's visibility and focus, the service worker's messages. */
export function browserUnreadCountEnvironment(
  countUnread: UnreadCountEnvironment['countUnread'],
): UnreadCountEnvironment {
  return {
    countUnread,
    timers: {
      setInterval: (run, intervalMs) => window.setInterval(run, intervalMs),
      clearInterval: (handle) => window.clearInterval(handle),
    },
    isVisible: () => document.visibilityState === 'visible',
    onVisibleAgain(listener) {
      const onVisibility = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('focus', listener);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('focus', listener);
      };
    },
    onPushMessage(listener) {
      const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
      if (!container) return () => undefined;
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isUpdateUnreadCountMessage(event.data)) listener();
      };
      container.addEventListener('message', onMessage);
      // Messages that came before the listener are held until the page says it listens.
      container.startMessages();
      return () => container.removeEventListener('message', onMessage);
    },
  };
}

const stores = new Map<string, UnreadCountStore>();

/** The store of an account in this tab, made on first use over the given environment. */
export function unreadCountOf(account: ActingAccount, environment: () => UnreadCountEnvironment): UnreadCountStore {
  const key = `${account.source}:${account.accountCode}`;
  let store = stores.get(key);
  if (!store) {
    store = createUnreadCountStore({ accountCode: account.accountCode, source: account.source }, environment());
    stores.set(key, store);
  }
  return store;
}
