/*
 * The caller's reference for one order submission (ARCHITECTURE §4), the same for every order area: the same
 * reference again (a retry after a lost answer) returns the order it made the first time and makes no second one.
 */
import { z } from 'zod';

export const clientReferenceSchema = z
  .string()
  .min(8, 'A client reference has at least 8 characters')
  .max(64, 'A client reference has at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'A client reference has only letters, digits, _ and -');

export type ClientReference = z.infer<typeof clientReferenceSchema>;

/** The Web Crypto API of browsers and Node (the contract is built without DOM or Node types). */
declare const crypto: { randomUUID(): string };

/** A new reference for one ticket: made once, and sent again with every retry of the same order. */
export function newClientReference(): ClientReference {
  return crypto.randomUUID();
}
