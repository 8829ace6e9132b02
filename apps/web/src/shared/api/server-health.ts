/**
 * Server health (SPEC §4): what the keep-alive learnt from its latest checks. The keep-alive (app/session/keep-alive)
 * reports here; the maintenance page reads it to show how the reconnecting goes. No dependency, as it is part of the
 * first load.
 */
export type ServerHealth = {
  /** unknown until the first check has answered. */
  readonly status: 'unknown' | 'active' | 'error';
  /** Checks failed in a row; 0 after a success. */
  readonly failedChecks: number;
};

export type ServerHealthStore = {
  getSnapshot(): ServerHealth;
  subscribe(listener: () => void): () => void;
  /** The outcome of one check. */
  report(alive: boolean): void;
};

export function createServerHealth(): ServerHealthStore {
  let health: ServerHealth = { status: 'unknown', failedChecks: 0 };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => health,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(alive) {
      health = alive
        ? { status: 'active', failedChecks: 0 }
        : { status: 'error', failedChecks: health.failedChecks + 1 };
      for (const listener of listeners) listener();
    },
  };
}

/** The portal's one server health, reported by the keep-alive main.tsx starts. */
export const serverHealth: ServerHealthStore = createServerHealth();
