import type { ComponentType } from 'react';
import * as z from '../../shared/validation/schema';

/** The sessionStorage key remembering that a chunk failed and the page was reloaded for it. */
export const chunkReloadMarkerKey = 'portal:chunkReload';
/** A second failure within this time after the reload is final: the route's error page shows. */
export const chunkReloadWindowMs = 60_000;

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
 * Loads a page's chunk (or another lazy part the router needs: the features' routes). When the chunk fails to load (a deploy replaced it, the network dropped), the page is
 * loaded afresh once; if it fails again after that reload the error is thrown, so the route's error page shows
 * instead of a reload loop. A successful load clears the marker.
 */
export function lazyPage<Loaded = ComponentType>(
  load: () => Promise<Loaded>,
  deps: ChunkReloadDeps,
): () => Promise<Loaded> {
  return async () => {
    const path = deps.targetPath();
    try {
      const page = await load();
      if (readMarker(deps.storage)?.path === path) deps.storage.removeItem(chunkReloadMarkerKey);
      return page;
    } catch (error) {
      const marker = readMarker(deps.storage);
      if (marker && marker.path === path && deps.now() - marker.time < chunkReloadWindowMs) throw error;
      deps.storage.setItem(chunkReloadMarkerKey, JSON.stringify({ path, time: deps.now() }));
      deps.reloadAt(path);
      // The page is being replaced; nothing should render meanwhile.
      return new Promise<never>(() => undefined);
    }
  };
}
