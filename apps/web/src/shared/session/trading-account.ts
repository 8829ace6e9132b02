import type { LoginSource } from '@portal/contract/brands';
import { useSessions } from './session-context';
import { activeSession } from './session-store';

/** The account the trading pages act for: the active session's (a client's own, or an advisee's). */
export type TradingAccount = { readonly accountCode: string; readonly source: LoginSource };

export function useTradingAccount(): TradingAccount | undefined {
  const session = activeSession(useSessions());
  return session ? { accountCode: session.accountCode, source: session.source } : undefined;
}
