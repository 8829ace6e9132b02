import * as z from 'zod/mini';
import { colourModes, defaultColourMode, defaultLanguage, languages } from '@portal/contract/domain/language';
import type { ColourMode, Language } from '@portal/contract/domain/language';
import type { ExpiringStorage } from '../storage/expiring-storage';
import { storageLifetimes } from '@portal/contract';
import { layoutLifetimeMs } from '../storage/storage-lifetimes';

/** 'simple' hides the header (SPEC §2 Navigation), for a portal embedded in a host page. */
export const layouts = ['default', 'simple'] as const;
export type Layout = (typeof layouts)[number];
export const layoutSchema = z.enum(layouts);

/** The contract's languages and colour modes as zod/mini schemas, for storage and host messages. */
export const languageSchema = z.enum(languages);
export const colourModeSchema = z.enum(colourModes);

/** How the visitor wants the portal shown; kept in the browser, so it applies before anyone signs in. */
export type Preferences = {
  readonly colourMode: ColourMode;
  readonly language: Language;
  readonly layout: Layout;
};

export const defaultPreferences: Preferences = {
  colourMode: defaultColourMode,
  language: defaultLanguage,
  layout: 'default',
};

/** Storage keys of the preferences (under the `portal:` prefix of the expiring storage). */
export const preferenceStorageKeys = { colourMode: 'colourMode', language: 'language', layout: 'layout' } as const;

export type PreferencesStore = {
  getSnapshot(): Preferences;
  subscribe(listener: () => void): () => void;
  setColourMode(colourMode: ColourMode): void;
  setLanguage(language: Language): void;
  setLayout(layout: Layout): void;
};

export function readPreferences(storage: ExpiringStorage): Preferences {
  return {
    colourMode: storage.get(preferenceStorageKeys.colourMode, colourModeSchema) ?? defaultPreferences.colourMode,
    language: storage.get(preferenceStorageKeys.language, languageSchema) ?? defaultPreferences.language,
    layout: storage.get(preferenceStorageKeys.layout, layoutSchema) ?? defaultPreferences.layout,
  };
}

export function createPreferencesStore(storage: ExpiringStorage): PreferencesStore {
  let preferences = readPreferences(storage);
  const listeners = new Set<() => void>();

  function change<K extends keyof Preferences>(key: K, value: Preferences[K], lifetimeMs: number) {
    storage.set(preferenceStorageKeys[key], value, lifetimeMs);
    if (preferences[key] === value) return;
    preferences = { ...preferences, [key]: value };
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => preferences,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setColourMode: (colourMode) => change('colourMode', colourMode, storageLifetimes.colourMode),
    setLanguage: (language) => change('language', language, storageLifetimes.defaultLanguage),
    setLayout: (layout) => change('layout', layout, layoutLifetimeMs),
  };
}
