import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { chunkReloadMarkerKey, lazyPage } from './lazy-page';

const Page: ComponentType = () => null;
const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/login-page-1a2b.js');

function setUp(path = '/users/login') {
  const storage = new MemoryStorage();
  let now = Date.UTC(2026, 10, 15, 9);
  const reloads: string[] = [];
  const deps = {
    storage,
    targetPath: () => path,
    now: () => now,
    reloadAt: (target: string) => {
      reloads.push(target);
    },
  };
  return {
    storage,
    deps,
    reloads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves to 'pending' when the promise has not settled after the current microtasks. */
async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 10))]);
}

describe('loading a page chunk', () => {
  it('returns the page when the chunk loads', async () => {
    const { deps, reloads } = setUp();
    expect(await lazyPage(async () => Page, deps)()).toBe(Page);
    expect(reloads).toEqual([]);
  });

  it('reloads at the target path once when the chunk fails, remembering path and time', async () => {
    const { deps, reloads, storage } = setUp('/funds/dashboard');
    const failing = lazyPage(() => Promise.reject(chunkError), deps);
    expect(await settled(failing())).toBe('pending');
    expect(reloads).toEqual(['/funds/dashboard']);
    expect(JSON.parse(storage.getItem(chunkReloadMarkerKey) ?? 'null')).toEqual({
      path: '/funds/dashboard',
      time: Date.UTC(2026, 10, 15, 9),
    });
  });

  it('throws when the chunk fails again after the reload, so the error page shows instead of a loop', async () => {
    const { deps, reloads } = setUp();
    const failing = lazyPage(() => Promise.reject(chunkError), deps);
    void failing();
    await expect(failing()).rejects.toBe(chunkError);
    expect(reloads).toHaveLength(1);
  });

  it('clears the marker after a successful load, so a later failure may reload again', async () => {
    const { deps, reloads, storage, advance } = setUp();
    void lazyPage(() => Promise.reject(chunkError), deps)();
    await flush();
    await lazyPage(async () => Page, deps)();
    expect(storage.getItem(chunkReloadMarkerKey)).toBeNull();
    advance(1_000);
    void lazyPage(() => Promise.reject(chunkError), deps)();
    await flush();
    expect(reloads).toHaveLength(2);
  });

  it('treats a failure long after the last reload as a new one', async () => {
    const { deps, reloads, advance } = setUp();
    const failing = lazyPage(() => Promise.reject(chunkError), deps);
    void failing();
    await flush();
    advance(60_000);
    expect(await settled(failing())).toBe('pending');
    expect(reloads).toHaveLength(2);
  });
});
