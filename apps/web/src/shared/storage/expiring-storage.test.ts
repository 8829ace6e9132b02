import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '../validation/schema';
import { createExpiringStorage, startExpiryCleanup, storageKeyPrefix } from './expiring-storage';
import { MemoryStorage } from './memory-storage';
import { storageLifetimes } from '@portal/contract';

const start = Date.UTC(2026, 0, 1);

function setUp() {
  const storage = new MemoryStorage();
  let now = start;
  const store = createExpiringStorage(storage, () => now);
  return {
    storage,
    store,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('expiring storage', () => {
  it('stores an entry as {content, lastTime, expireLength} under the portal prefix', () => {
    const { storage, store } = setUp();
    store.set('colourMode', 'dark', storageLifetimes.colourMode);
    expect(JSON.parse(storage.getItem(`${storageKeyPrefix}colourMode`) ?? 'null')).toEqual({
      content: 'dark',
      lastTime: start,
      expireLength: 31_536_000_000,
    });
  });

  it('returns the content until the lifetime has passed, then nothing, and removes the entry', () => {
    const { storage, store, advance } = setUp();
    store.set('colourMode', 'dark', storageLifetimes.colourMode);
    advance(storageLifetimes.colourMode - 1);
    expect(store.get('colourMode', z.enum(['light', 'dark']))).toBe('dark');
    advance(1);
    expect(store.get('colourMode', z.enum(['light', 'dark']))).toBeUndefined();
    expect(storage.getItem(`${storageKeyPrefix}colourMode`)).toBeNull();
  });

  it('drops an entry that is not JSON, lacks a field or holds content of the wrong shape', () => {
    const { storage, store } = setUp();
    storage.setItem(`${storageKeyPrefix}notJson`, '{oops');
    storage.setItem(`${storageKeyPrefix}noExpiry`, JSON.stringify({ content: 'dark', lastTime: start }));
    store.set('language', 'fr', storageLifetimes.colourMode);
    expect(store.get('notJson', z.string())).toBeUndefined();
    expect(store.get('noExpiry', z.string())).toBeUndefined();
    expect(store.get('language', z.enum(['en', 'zh-HK', 'zh-CN']))).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('removes expired and malformed portal entries at once and leaves other keys of the origin alone', () => {
    const { storage, store, advance } = setUp();
    store.set('short', 1, 1_000);
    store.set('long', 2, 10_000);
    storage.setItem(`${storageKeyPrefix}broken`, 'not json');
    storage.setItem('someone-else', 'kept');
    advance(1_000);
    expect(store.removeExpiredEntries()).toBe(2);
    expect(storage.getItem(`${storageKeyPrefix}short`)).toBeNull();
    expect(storage.getItem(`${storageKeyPrefix}broken`)).toBeNull();
    expect(store.get('long', z.number())).toBe(2);
    expect(storage.getItem('someone-else')).toBe('kept');
  });
});

describe('expiry cleanup schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cleans at start, after 1,000 ms and then every 36,000,000 ms until stopped', () => {
    vi.useFakeTimers();
    const cleanups: number[] = [];
    const store = {
      ...createExpiringStorage(new MemoryStorage()),
      removeExpiredEntries: () => cleanups.push(Date.now()),
    };
    const began = Date.now();
    const stop = startExpiryCleanup(store, globalThis);
    expect(cleanups.map((at) => at - began)).toEqual([0]);
    vi.advanceTimersByTime(999);
    expect(cleanups).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(36_000_000 * 2);
    expect(cleanups.map((at) => at - began)).toEqual([0, 1_000, 36_001_000, 72_001_000]);
    stop();
    vi.advanceTimersByTime(36_000_000);
    expect(cleanups).toHaveLength(4);
  });
});
