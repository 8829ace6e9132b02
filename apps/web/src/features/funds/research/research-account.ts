import type { LoginSource } from '@portal/contract/brands';
import { pendingGate } from '@portal/contract/domain/sign-in-gates';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';

/**
 * The account the research pages act for (the watchlist is an account's): the active session's, if any, and none
 * while a sign-in gate is pending: the research pages are outside the gates (SPEC §2), the account's data is not
 * (ADR 020), so they show without the watchlist.
 */
export type ResearchAccount = { readonly accountCode: string; readonly source: LoginSource };

export function useResearchAccount(): ResearchAccount | undefined {
  const session = activeSession(useSessions());
  if (session === undefined || pendingGate(session) !== undefined) return undefined;
  return { accountCode: session.accountCode, source: session.source };
}
