/*
 * The sign-in gates of SPEC §4: a forced password change and the first-login agreement. While one is pending the
 * account sees only its screen, and the server answers only the operations declared open during the gates (ADR 020).
 * Plain values free of zod, so the browser's first load may import them.
 */
import type { Role } from './roles';

/** The gates, in the order they are passed: the password first, then the agreement. */
export const signInGates = ['forcedPasswordChange', 'firstLoginAgreement'] as const;
export type SignInGate = (typeof signInGates)[number];

export function isSignInGate(value: unknown): value is SignInGate {
  return typeof value === 'string' && (signInGates as readonly string[]).includes(value);
}

/** What decides an account's gates. */
export type GateFacts = {
  readonly role: Role;
  readonly forceChangePassword: boolean;
  readonly agreementConfirmed: boolean;
};

/**
 * The gate an account must pass before anything else, if any: a forced password change (any role: an admin made by
 * `admin:create` too), then the first-login agreement (the plain client role only, SPEC §4).
 */
export function pendingGate(facts: GateFacts): SignInGate | undefined {
  if (facts.forceChangePassword) return 'forcedPasswordChange';
  if (facts.role === 'user' && !facts.agreementConfirmed) return 'firstLoginAgreement';
  return undefined;
}

/** The code of the server's refusal (403) of an operation not open during a pending gate; details name the gate. */
export const gatePendingCode = 'GATE_PENDING';

/** The details of that refusal, read by the web to show the gate's screen. */
export type GatePendingDetails = { readonly gate: SignInGate };
