/**
 * A `Storage` held in memory: used where the browser refuses localStorage (a sandboxed frame, a privacy mode that
 * throws on access) and by unit tests, which run in Node.
 */
export class MemoryStorage implements Storage {
  readonly #entries = new Map<string, string>();

  get length(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }

  getItem(key: string): string | null {
    return this.#entries.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#entries.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#entries.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#entries.set(key, String(value));
  }
}

/** The browser's localStorage when it can be used, otherwise an in-memory one (nothing survives a reload). */
export function browserStorage(pick: () => Storage): Storage {
  try {
    const storage = pick();
    const probe = 'portal:probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
