import type { LoginSource } from '@portal/contract/brands';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';

/** The account the research pages act for (the watchlist is an account's): the active session's, if any. */
export type ResearchAccount = { readonly accountCode: string; readonly source: LoginSource };

export function useResearchAccount(): ResearchAccount | undefined {
  const session = activeSession(useSessions());
  return session && { accountCode: session.accountCode, source: session.source };
}
