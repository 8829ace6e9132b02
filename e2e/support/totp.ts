import { totpCodeAt, timeStepOf } from '@portal/server/testing';

/** The README's authenticator secret of C10004, as the seed stores it. */
export { demoTotpSecret } from '@portal/server/testing';

/**
 * The code an authenticator app shows now for a secret (RFC 6238, the server's own implementation). The server also
 * accepts the neighbouring steps, so a code read at the end of a step still works after typing and a round trip.
 */
export function currentTotpCode(secret: string, now: Date = new Date()): string {
  return totpCodeAt(secret, timeStepOf(now));
}
