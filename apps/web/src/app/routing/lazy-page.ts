import type { ComponentType } from 'react';
import * as z from '../../shared/validation/schema';

/** The sessionStorage key remembering that a chunk failed and the page was reloaded for it. */
export const chunkReloadMarkerKey = 'portal:chunkReload';

/** The marker: the path reloaded for, and when (for the record: the decision does not depend on time). */
const markerSchema = z.object({ path: z.string(), time: z.number() });

export type ChunkReloadDeps = {
  /** sessionStorage: the marker survives the reload, and only in this tab. */
  readonly storage: Storage;
  /** The path being navigated to (the router's pending location), else the current one. */
  readonly targetPath: () => string;
  readonly now: () => number;
  /** Loads `path` afresh from the server, so new chunk names are picked up after a deploy. */
  readonly reloadAt: (path: string) => void;
};

function readMarker(storage: Storage): z.Infer<typeof markerSchema> | undefined {
  try {
    const parsed = markerSchema.safeParse(JSON.parse(storage.getItem(chunkReloadMarkerKey) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What this document is a reload for: the path of the marker the previous document left, taken (and removed from the
 * storage) at the first page load of this document. This module lives as long as the document, so each document reads
 * the marker once: the one left for it, never one it writes itself for the next.
 */
const reloadedFor = new WeakMap<Storage, string | null>();

function pathReloadedFor(storage: Storage): string | null {
  let path = reloadedFor.get(storage);
  if (path === undefined) {
    path = readMarker(storage)?.path ?? null;
    storage.removeItem(chunkReloadMarkerKey);
    reloadedFor.set(storage, path);
  }
  return path;
}

/**
 * Loads a page's chunk (or another lazy part the router needs: the features' routes). When the chunk fails to load (a deploy replaced it, the network dropped), the page is loaded
 * afresh once; if the chunk fails again in the document that reload brought, the error is thrown, so the route's error
 * page shows instead of a reload loop. The decision depends on which document this is, not on time: however slowly a
 * phone loads the page again, it reloads once (issue 25: a guard by time window reloaded again when the second
 * failure came late). A later failure on another page, or after the reader loads the page again, reloads once again.
 */
export function lazyPage<Loaded = ComponentType>(
  load: () => Promise<Loaded>,
  deps: ChunkReloadDeps,
): () => Promise<Loaded> {
  return async () => {
    const path = deps.targetPath();
    const isTheReload = pathReloadedFor(deps.storage) === path;
    try {
      return await load();
    } catch (error) {
      if (isTheReload) throw error;
      deps.storage.setItem(chunkReloadMarkerKey, JSON.stringify({ path, time: deps.now() }));
      deps.reloadAt(path);
      // The page is being replaced; nothing should render meanwhile.
      return new Promise<never>(() => undefined);
    }
  };
}
