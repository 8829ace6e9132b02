import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';

/** The api client the deposit pages call: the real one, or in a component test the real client over a fake network. */
export const DepositApiContext = createContext<Api>(api);

export function useDepositApi(): Api {
  return useContext(DepositApiContext);
}

export type DepositAccount = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** The signed-in account the pages act for (undefined while signing out). */
export function useDepositAccount(): DepositAccount | undefined {
  const session = activeSession(useSessions());
  return session ? { accountCode: session.accountCode, source: session.source } : undefined;
}

/** Query keys of the deposit pages: everything under ['cashDeposit'] is refreshed after a change. */
export const depositQueryKeys = {
  all: ['cashDeposit'] as const,
  instructions: (account: DepositAccount) => ['cashDeposit', 'depositInstructions', account] as const,
  requests: (account: DepositAccount) => ['cashDeposit', 'myDepositRequests', account] as const,
};
