import { firstLoadRoutes } from '../first-load-modules';
import type { PortalRoute } from './route-model';

/**
 * The route table as far as this page has fetched it (ADR 058): the first load's routes, then, once something has
 * needed them, every feature's (`route-table.ts`, a chunk of its own). The header's navigation follows it.
 */
let known: readonly PortalRoute[] = firstLoadRoutes;
let loading: Promise<readonly PortalRoute[]> | undefined;
const listeners = new Set<() => void>();

export function knownRoutes(): readonly PortalRoute[] {
  return known;
}

export function subscribeToKnownRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the whole route table once (`load`: route-table.ts's chunk, through the chunk reload policy); a failed
 * fetch may be tried again.
 */
export function loadAllRoutes(load: () => Promise<readonly PortalRoute[]>): Promise<readonly PortalRoute[]> {
  loading ??= load().then(
    (table) => {
      known = table;
      for (const listener of listeners) listener();
      return table;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
