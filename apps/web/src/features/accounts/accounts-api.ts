import { createContext, useContext } from 'react';
import { api } from '../../shared/api/api-client';
import type { Api } from '../../shared/api/api-client';
import { useSessions } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';

/** The api client the account pages call: the real one, or in a component test the real client over a fake network. */
export const AccountsApiContext = createContext<Api>(api);

export function useAccountsApi(): Api {
  return useContext(AccountsApiContext);
}

export type AccountKey = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** The signed-in account the pages act for (undefined while signing out). */
export function useAccountKey(): AccountKey | undefined {
  const session = activeSession(useSessions());
  return session ? { accountCode: session.accountCode, source: session.source } : undefined;
}
