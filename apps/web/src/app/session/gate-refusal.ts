import type { GateRefusal } from '../../shared/api/gate-refusals';
import { activeSession, withSessionFacts } from '../../shared/session/session-store';
import type { SessionState } from '../../shared/session/session-store';

/**
 * The sessions after the server refused a call for a pending sign-in gate (ADR 020): the account the call acted for
 * (else the active one) learns the gate, so the guard of every gated route sends it to the gate's screen.
 */
export function withGateRefusal(state: SessionState, { gate, account }: GateRefusal): SessionState {
  const accountCode = account?.accountCode ?? activeSession(state)?.accountCode;
  if (accountCode === undefined) return state;
  const facts = gate === 'forcedPasswordChange' ? { forceChangePassword: true } : { agreementConfirmed: false };
  return withSessionFacts(state, accountCode, facts);
}
