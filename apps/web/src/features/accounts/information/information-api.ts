import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';

/** The api client the page calls: the real one, or in a component test the real client over a fake network. */
export const InformationApiContext = createContext<Api>(api);

export function useInformationApi(): Api {
  return useContext(InformationApiContext);
}

export type InformationAccount = {
  readonly accountCode: string;
  readonly source: 'gateway' | 'fos';
  /** Set in an advisor's advisee session: the record may be read, not changed. */
  readonly advisorAccountCode: string | undefined;
};

/** The signed-in account the page acts for (undefined while signing out). */
export function useInformationAccount(): InformationAccount | undefined {
  const session = activeSession(useSessions());
  return session
    ? { accountCode: session.accountCode, source: session.source, advisorAccountCode: session.advisorAccountCode }
    : undefined;
}

/** Query keys: everything under ['accountProfile'] is refreshed after a change request. */
export const informationQueryKeys = {
  all: ['accountProfile'] as const,
  information: (accountCode: string, source: string) => ['accountProfile', 'information', accountCode, source] as const,
};
