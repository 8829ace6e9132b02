import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { chunkReloadMarkerKey, lazyPage, type ChunkReloadDeps } from './lazy-page';

const Page: ComponentType = () => null;
const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/login-page-1a2b.js');

/**
 * A browser tab: its sessionStorage survives a reload, everything else is new. Each document is a new Storage object
 * holding the tab's entries, as the page's modules start afresh on a reload.
 */
function tab(startPath = '/users/login') {
  let now = Date.UTC(2026, 10, 15, 9);
  let path = startPath;
  const reloads: string[] = [];
  const entries = new Map<string, string>();
  let document: MemoryStorage;
  const openDocument = () => {
    document = new MemoryStorage();
    for (const [key, value] of entries) document.setItem(key, value);
  };
  openDocument();
  const saved = () => {
    entries.clear();
    for (let index = 0; index < document.length; index += 1) {
      const key = document.key(index);
      if (key !== null) entries.set(key, document.getItem(key) ?? '');
    }
  };
  const deps = (): ChunkReloadDeps => {
    const storage = document;
    return {
      storage,
      targetPath: () => path,
      now: () => now,
      reloadAt: (target) => {
        reloads.push(target);
      },
    };
  };
  return {
    reloads,
    /** The page loader of the current document. */
    page: (load: () => Promise<ComponentType>) => lazyPage(load, deps()),
    storage: () => document,
    /** The reload (or a load the reader asks for): a new document over the same sessionStorage entries. */
    reload: (target = path) => {
      saved();
      path = target;
      openDocument();
    },
    navigate: (target: string) => {
      path = target;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const failing = () => Promise.reject(chunkError);
const loading = async () => Page;

/** Resolves to 'pending' when the promise has not settled after the current microtasks. */
async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 10))]);
}

describe('loading a page chunk', () => {
  it('returns the page when the chunk loads', async () => {
    const browser = tab();
    expect(await browser.page(loading)()).toBe(Page);
    expect(browser.reloads).toEqual([]);
  });

  it('reloads at the target path once when the chunk fails, remembering the path for the next document', async () => {
    const browser = tab('/funds/dashboard');
    expect(await settled(browser.page(failing)())).toBe('pending');
    expect(browser.reloads).toEqual(['/funds/dashboard']);
    expect(JSON.parse(browser.storage().getItem(chunkReloadMarkerKey) ?? 'null')).toMatchObject({
      path: '/funds/dashboard',
    });
  });

  it('throws when the chunk fails again in the reloaded document, so the error page shows instead of a loop', async () => {
    const browser = tab();
    expect(await settled(browser.page(failing)())).toBe('pending');
    browser.reload();
    await expect(browser.page(failing)()).rejects.toBe(chunkError);
    expect(browser.reloads).toHaveLength(1);
  });

  it('reloads once however long the reloaded document takes to fail again (a slow phone)', async () => {
    const browser = tab();
    expect(await settled(browser.page(failing)())).toBe('pending');
    browser.reload();
    // The second document reaches the chunk long after the first failed: still the reload, still the last one.
    browser.advance(10 * 60_000);
    await expect(browser.page(failing)()).rejects.toBe(chunkError);
    browser.advance(10 * 60_000);
    await expect(browser.page(failing)()).rejects.toBe(chunkError);
    expect(browser.reloads).toHaveLength(1);
  });

  it('takes the marker once: a document after the reloaded one reloads again on a new failure', async () => {
    const browser = tab();
    expect(await settled(browser.page(failing)())).toBe('pending');
    browser.reload();
    expect(await browser.page(loading)()).toBe(Page);
    expect(browser.storage().getItem(chunkReloadMarkerKey)).toBeNull();
    // The reader loads the page again later: a failure then is a new one, reloaded for once.
    browser.reload();
    expect(await settled(browser.page(failing)())).toBe('pending');
    expect(browser.reloads).toHaveLength(2);
  });

  it('reloads once for another page that fails in the reloaded document', async () => {
    const browser = tab();
    expect(await settled(browser.page(failing)())).toBe('pending');
    browser.reload();
    await expect(browser.page(failing)()).rejects.toBe(chunkError);
    browser.navigate('/funds/dashboard');
    expect(await settled(browser.page(failing)())).toBe('pending');
    expect(browser.reloads).toEqual(['/users/login', '/funds/dashboard']);
    browser.reload();
    await expect(browser.page(failing)()).rejects.toBe(chunkError);
    expect(browser.reloads).toHaveLength(2);
  });

  it('never reads back the marker its own document wrote: repeated failures there all reload', async () => {
    const browser = tab();
    const load = browser.page(failing);
    expect(await settled(load())).toBe('pending');
    expect(await settled(load())).toBe('pending');
    expect(browser.reloads).toEqual(['/users/login', '/users/login']);
  });
});
