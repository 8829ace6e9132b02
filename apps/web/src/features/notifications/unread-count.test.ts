import { describe, expect, it } from 'vitest';
import { unreadCountPollMs } from '@portal/contract/domain/notification';
import { createUnreadCountStore, isUpdateUnreadCountMessage } from './unread-count';
import type { UnreadCountEnvironment } from './unread-count';

const account = { accountCode: 'C10001', source: 'gateway' };

/** A tab under the test's control: its timers, visibility, focus and the service worker's messages. */
function fakeTab(answers: (number | Error)[]) {
  const intervals = new Map<number, () => void>();
  let nextHandle = 1;
  let visible = true;
  const visibleAgain = new Set<() => void>();
  const pushes = new Set<() => void>();
  const pending: { resolve: (count: number) => void; reject: (error: Error) => void }[] = [];
  let reads = 0;
  const environment: UnreadCountEnvironment = {
    countUnread: () => {
      reads += 1;
      const answer = answers.shift();
      if (answer === undefined) return new Promise((resolve, reject) => pending.push({ resolve, reject }));
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    timers: {
      setInterval: (run, intervalMs) => {
        expect(intervalMs).toBe(unreadCountPollMs);
        intervals.set(nextHandle, run);
        return nextHandle++;
      },
      clearInterval: (handle) => intervals.delete(handle),
    },
    isVisible: () => visible,
    onVisibleAgain: (listener) => {
      visibleAgain.add(listener);
      return () => visibleAgain.delete(listener);
    },
    onPushMessage: (listener) => {
      pushes.add(listener);
      return () => pushes.delete(listener);
    },
  };
  return {
    environment,
    reads: () => reads,
    /** One poll interval passes. */
    tick: () => intervals.forEach((run) => run()),
    hide: () => (visible = false),
    show: () => {
      visible = true;
      visibleAgain.forEach((listener) => listener());
    },
    push: () => pushes.forEach((listener) => listener()),
    pending,
    listening: () => intervals.size + visibleAgain.size + pushes.size,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the unread count of a tab', () => {
  it('reads the count when the badge appears and every poll while the tab is visible', async () => {
    const tab = fakeTab([3, 4, 9]);
    const store = createUnreadCountStore(account, tab.environment);
    expect(store.getSnapshot()).toBe(0);
    expect(tab.reads()).toBe(0);
    const stop = store.subscribe(() => undefined);
    await settled();
    expect(store.getSnapshot()).toBe(3);
    tab.tick();
    await settled();
    expect(store.getSnapshot()).toBe(4);
    tab.hide();
    tab.tick();
    await settled();
    expect(tab.reads()).toBe(2);
    // Visible again (or focused): at once.
    tab.show();
    await settled();
    expect(store.getSnapshot()).toBe(9);
    stop();
  });

  it('is one store for every badge, and stops polling when the last one goes', async () => {
    const tab = fakeTab([1]);
    const store = createUnreadCountStore(account, tab.environment);
    const first = store.subscribe(() => undefined);
    const second = store.subscribe(() => undefined);
    await settled();
    expect(tab.reads()).toBe(1);
    first();
    expect(tab.listening()).toBe(3);
    second();
    expect(tab.listening()).toBe(0);
  });

  it('adds one for each push the service worker announces, and tells its listeners', async () => {
    const tab = fakeTab([2]);
    const store = createUnreadCountStore(account, tab.environment);
    let heard = 0;
    const stop = store.subscribe(() => (heard += 1));
    await settled();
    tab.push();
    tab.push();
    expect(store.getSnapshot()).toBe(4);
    expect(heard).toBe(3);
    stop();
  });

  it('is 0 after a first page was listed, and a count read before that does not bring the old number back', async () => {
    const tab = fakeTab([]);
    const store = createUnreadCountStore(account, tab.environment);
    const stop = store.subscribe(() => undefined);
    // The read started on subscribe is still under way when the list resets the count.
    store.reset();
    tab.pending[0]?.resolve(7);
    await settled();
    expect(store.getSnapshot()).toBe(0);
    stop();
  });

  it('keeps its count when a read fails, and never goes past the 100 the server counts up to', async () => {
    const tab = fakeTab([5, new Error('offline'), 100]);
    const store = createUnreadCountStore(account, tab.environment);
    const stop = store.subscribe(() => undefined);
    await settled();
    tab.tick();
    await settled();
    expect(store.getSnapshot()).toBe(5);
    tab.tick();
    await settled();
    tab.push();
    expect(store.getSnapshot()).toBe(100);
    stop();
  });

  it('knows the service worker’s message', () => {
    expect(isUpdateUnreadCountMessage({ type: 'UPDATE_UNREAD_COUNT' })).toBe(true);
    expect(isUpdateUnreadCountMessage({ type: 'OTHER' })).toBe(false);
    expect(isUpdateUnreadCountMessage('UPDATE_UNREAD_COUNT')).toBe(false);
    expect(isUpdateUnreadCountMessage(null)).toBe(false);
  });
});
