import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from './session-store';

export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessions is used outside the SessionContext provider');
  return store;
}

/** The sessions this browser holds and which one is active. */
export function useSessions(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
