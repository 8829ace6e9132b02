import * as z from '../validation/schema';
import { storageCleanup } from '@portal/contract/domain/storage-lifetimes';

/** Every key the portal writes starts with this, so entries of other scripts on the origin are left alone. */
export const storageKeyPrefix = 'portal:';

/** A stored browser entry (SPEC §3): the content, when it was written and how long it lives, in milliseconds. */
export const storedEntrySchema = z.object({
  content: z.unknown(),
  lastTime: z.number(),
  expireLength: z.number().check(z.nonnegative()),
});
export type StoredEntry = z.Infer<typeof storedEntrySchema>;

export type ExpiringStorage = {
  /** The content under `key`, or undefined when absent, expired or malformed (those two are removed). */
  get<T>(key: string, contentSchema: z.Schema<T>): T | undefined;
  set(key: string, content: unknown, expireLength: number): void;
  remove(key: string): void;
  /** Removes every expired or malformed portal entry; returns how many went. */
  removeExpiredEntries(): number;
};

export function isExpired(entry: StoredEntry, now: number): boolean {
  return now >= entry.lastTime + entry.expireLength;
}

function readEntry(raw: string | null): StoredEntry | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = storedEntrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createExpiringStorage(storage: Storage, now: () => number = Date.now): ExpiringStorage {
  const fullKey = (key: string) => `${storageKeyPrefix}${key}`;

  return {
    get(key, contentSchema) {
      const raw = storage.getItem(fullKey(key));
      if (raw === null) return undefined;
      const entry = readEntry(raw);
      const content = entry && !isExpired(entry, now()) ? z.safeParse(contentSchema, entry.content) : undefined;
      if (!content?.success) {
        storage.removeItem(fullKey(key));
        return undefined;
      }
      return content.data;
    },
    set(key, content, expireLength) {
      const entry: StoredEntry = { content, lastTime: now(), expireLength };
      storage.setItem(fullKey(key), JSON.stringify(entry));
    },
    remove(key) {
      storage.removeItem(fullKey(key));
    },
    removeExpiredEntries() {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(storageKeyPrefix)) keys.push(key);
      }
      const moment = now();
      const stale = keys.filter((key) => {
        const entry = readEntry(storage.getItem(key));
        return entry === undefined || isExpired(entry, moment);
      });
      for (const key of stale) storage.removeItem(key);
      return stale.length;
    },
  };
}

/** The timer functions of `window` (or of a test's fake clock). */
export type CleanupTimers<Handle> = {
  setTimeout: (run: () => void, delayMs: number) => Handle;
  setInterval: (run: () => void, intervalMs: number) => Handle;
  clearTimeout: (handle: Handle) => void;
  clearInterval: (handle: Handle) => void;
};

/**
 * SPEC §9: expired entries are removed at start, then after 1,000 ms, then every 36,000,000 ms.
 * Returns a function that stops the schedule.
 */
export function startExpiryCleanup<Handle>(store: ExpiringStorage, timers: CleanupTimers<Handle>): () => void {
  store.removeExpiredEntries();
  let interval: Handle | undefined;
  const first = timers.setTimeout(() => {
    store.removeExpiredEntries();
    interval = timers.setInterval(() => store.removeExpiredEntries(), storageCleanup.everyMs);
  }, storageCleanup.firstAfterMs);
  return () => {
    timers.clearTimeout(first);
    if (interval !== undefined) timers.clearInterval(interval);
  };
}
