import { gatePendingCode, isSignInGate } from '@portal/contract/domain/sign-in-gates';
import type { SignInGate } from '@portal/contract/domain/sign-in-gates';
import type { ActingAccount } from './acting-account';
import type { ApiError } from './api-error';

/** The server refused a call because a sign-in gate of the account it acted for is pending (ADR 020). */
export type GateRefusal = { readonly gate: SignInGate; readonly account: ActingAccount | undefined };

const listeners = new Set<(refusal: GateRefusal) => void>();

/** The gate an error says is pending: a 403 GATE_PENDING whose details name it. */
export function gateOf(error: ApiError): SignInGate | undefined {
  if (error.status !== 403 || error.code !== gatePendingCode) return undefined;
  const gate: unknown =
    typeof error.details === 'object' && error.details !== null ? Reflect.get(error.details, 'gate') : undefined;
  return isSignInGate(gate) ? gate : undefined;
}

/** Hears every gate refusal of any call (the session supervision shows the gate's screen); returns the unsubscribe. */
export function onGateRefusal(listener: (refusal: GateRefusal) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the api client with every error it raises: a gate refusal is told to the listeners. */
export function reportGateRefusal(error: ApiError, account: ActingAccount | undefined): void {
  const gate = gateOf(error);
  if (gate === undefined) return;
  for (const listener of listeners) listener({ gate, account });
}
