import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '@portal/contract/domain/notification';
import { compileServiceWorker } from '../vite.config';

const origin = 'https://portal.example';

type Listener = (event: Record<string, unknown>) => void;

/** A window of the browser as the worker sees it. */
function windowClient(url: string, log: string[]) {
  const client = {
    url,
    focus: async () => {
      log.push(`focus ${url}`);
      return client;
    },
    navigate: async (to: string) => {
      log.push(`navigate ${url} -> ${to}`);
      return client;
    },
    postMessage: (message: unknown) => log.push(`message ${url} ${JSON.stringify(message)}`),
  };
  return client;
}

/**
 * The built service worker, run in a worker scope of its own: the file the server serves (compiled as the build
 * compiles it), with the browser's side faked and recorded.
 */
async function startWorker(openWindows: string[] = []) {
  const code = await compileServiceWorker(true);
  const listeners = new Map<string, Listener>();
  const log: string[] = [];
  const windows = openWindows.map((url) => windowClient(url, log));
  const self = {
    location: { origin },
    registration: {
      showNotification: async (title: string, options: unknown) =>
        log.push(`show ${JSON.stringify({ title, options })}`),
    },
    clients: {
      matchAll: async (options: unknown) => {
        log.push(`matchAll ${JSON.stringify(options)}`);
        return windows;
      },
      openWindow: async (url: string) => {
        log.push(`open ${url}`);
        return null;
      },
      claim: async () => {
        log.push('claim');
      },
    },
    skipWaiting: async () => {
      log.push('skipWaiting');
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(code, { self, URL, JSON });
  /** Dispatches an event and waits for what the worker asked the browser to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`The worker does not listen to ${type}`);
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  const push = (data: string | null) => dispatch('push', { data: data === null ? null : { text: () => data } });
  const click = (data: unknown) => {
    const notification = { data, close: () => log.push('close') };
    return dispatch('notificationclick', { notification });
  };
  return { code, log, dispatch, push, click };
}

const message: PushMessage = {
  title: 'Cash movement',
  body: 'HKD 12,500.00 was credited to your account (reference CM2026112200031).',
  notificationId: 'n-42',
  type: 'cashMovement',
  url: '/notifications',
};

let built = '';
beforeAll(async () => {
  built = await compileServiceWorker(true);
});

describe('the service worker', () => {
  it('is one standalone classic script: no import or export', () => {
    expect(built).not.toMatch(/\bimport\b|\bexport\b|\brequire\(/);
    expect(built.length).toBeLessThan(4_000);
  });

  it('shows a push as a system notification and tells every open portal tab, controlled or not, to count it', async () => {
    const worker = await startWorker([`${origin}/funds/dashboard`, `${origin}/notifications`]);
    await worker.push(JSON.stringify(message));
    expect(worker.log).toEqual([
      `show ${JSON.stringify({
        title: message.title,
        options: { body: message.body, tag: 'n-42', data: { url: '/notifications' } },
      })}`,
      'matchAll {"type":"window","includeUncontrolled":true}',
      `message ${origin}/funds/dashboard {"type":"UPDATE_UNREAD_COUNT"}`,
      `message ${origin}/notifications {"type":"UPDATE_UNREAD_COUNT"}`,
    ]);
  });

  it('still shows something for a push without data or with data it cannot read', async () => {
    for (const data of [
      null,
      'not json',
      '42',
      JSON.stringify({ title: '', body: 7, url: 'https://evil.example/x' }),
    ]) {
      const worker = await startWorker();
      await worker.push(data);
      expect(worker.log[0]).toBe(
        `show ${JSON.stringify({ title: 'Notification', options: { body: '', data: { url: '/notifications' } } })}`,
      );
    }
  });

  it('opens the notification’s page in an open portal tab on a click', async () => {
    const worker = await startWorker(['https://other.example/', `${origin}/stocks/dashboard`]);
    await worker.click({ url: '/notifications' });
    expect(worker.log).toEqual([
      'close',
      'matchAll {"type":"window","includeUncontrolled":true}',
      `focus ${origin}/stocks/dashboard`,
      `navigate ${origin}/stocks/dashboard -> /notifications`,
    ]);
  });

  it('opens a new portal window when no tab is open, and never leaves the portal', async () => {
    const worker = await startWorker();
    await worker.click({ url: 'https://evil.example/phish' });
    expect(worker.log).toEqual([
      'close',
      'matchAll {"type":"window","includeUncontrolled":true}',
      'open /notifications',
    ]);
  });

  it('takes over at once when installed, and controls the open tabs when active', async () => {
    const worker = await startWorker();
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect(worker.log).toEqual(['skipWaiting', 'claim']);
  });
});
