/*
 * The portal's service worker, served at the site root as /service-worker.js (SPEC §7). It shows the web pushes the
 * server sends (SPEC §4 Push notifications), tells every open portal tab that one more notification is unread
 * (UPDATE_UNREAD_COUNT), and opens the notifications page when one is clicked.
 *
 * It is built on its own (vite.config.ts): no imports but type-only ones, so the file stands alone. The types below
 * are the few of the Service Worker, Push and Notifications APIs it uses: the web app's TypeScript program has the DOM
 * library, whose globals clash with the WebWorker library's.
 */
import type { PushMessage, updateUnreadCountMessage } from '@portal/contract/domain/notification';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { readonly data: { text(): string } | null };
type NotificationClickEvent = ExtendableEvent & {
  readonly notification: { readonly data: unknown; close(): void };
};
type WindowClient = {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
};
type ServiceWorkerScope = {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options: { body: string; tag?: string; data: unknown }): Promise<void>;
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
};

// A service worker's global scope is its `self`; this program's libraries only know a window's.
const worker = self as unknown as ServiceWorkerScope;

const unreadCountMessage: typeof updateUnreadCountMessage = 'UPDATE_UNREAD_COUNT';
/** Where a notification without a usable url leads. */
const notificationsPage = '/notifications';
/** The title of a push whose data cannot be read. */
const genericTitle = 'Notification';

/** What a push shows: its title, body and link, whatever the data it carries. */
function readPush(event: PushEvent): { title: string; body: string; tag?: string; url: string } {
  let message: Partial<Record<keyof PushMessage, unknown>> = {};
  try {
    const parsed: unknown = event.data ? JSON.parse(event.data.text()) : undefined;
    if (typeof parsed === 'object' && parsed !== null) message = parsed;
  } catch {
    // Not JSON: the generic notification below.
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const tag = text(message.notificationId);
  return {
    title: text(message.title) ?? genericTitle,
    body: text(message.body) ?? '',
    ...(tag === undefined ? {} : { tag }),
    url: sameOriginPath(message.url) ?? notificationsPage,
  };
}

/** A link of this portal only (a push never sends the browser elsewhere). */
function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value, worker.location.origin);
    return url.origin === worker.location.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

async function showPush(event: PushEvent): Promise<void> {
  const push = readPush(event);
  await worker.registration.showNotification(push.title, {
    body: push.body,
    ...(push.tag === undefined ? {} : { tag: push.tag }),
    data: { url: push.url },
  });
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: unreadCountMessage });
}

async function openFromNotification(data: unknown): Promise<void> {
  const url =
    (typeof data === 'object' && data !== null && 'url' in data ? sameOriginPath(data.url) : undefined) ??
    notificationsPage;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portalTab = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (portalTab) {
    const focused = await portalTab.focus();
    // navigate() refuses a tab this worker does not control (one opened before it took over): a new tab then.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await worker.clients.openWindow(url);
}

// A new version takes over at once: it holds no caches a page could depend on.
worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('push', (event) => {
  event.waitUntil(showPush(event));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data));
});
