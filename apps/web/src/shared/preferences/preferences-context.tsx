import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Preferences, PreferencesStore } from './preferences-store';

export const PreferencesContext = createContext<PreferencesStore | null>(null);

export function usePreferencesStore(): PreferencesStore {
  const store = useContext(PreferencesContext);
  if (!store) throw new Error('usePreferences is used outside the PreferencesContext provider');
  return store;
}

/** The current preferences; the component re-renders when one changes. */
export function usePreferences(): Preferences {
  const store = usePreferencesStore();
  // The same snapshot serves a server render (renderToStaticMarkup in tests).
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
