import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { digestOf, sameDigest } from '../../platform/identity/tokens';

/** SPEC §9 and issue 3: codes expire within 5 minutes, 5 tries each, a new one at most every 60 s. */
export const oneTimePasswordLifetimeMs = 5 * 60 * 1000;
export const oneTimePasswordTries = 5;
export const resendCooldownMs = 60 * 1000;

/** Six digits from the CSPRNG. */
export function newOneTimePasswordCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored as digests salted with their pending login, so equal codes never share a digest. */
function codeDigest(pendingLoginId: string, code: string): string {
  return digestOf(`${pendingLoginId}:${code}`);
}

export type IssuedCode = { readonly code: string; readonly createdAt: Date; readonly expiresAt: Date };

/** A new code for the pending login; the earlier ones stop working. */
export async function issueOneTimePassword(
  db: Kysely<Database>,
  clock: Clock,
  pendingLoginId: string,
): Promise<IssuedCode> {
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + oneTimePasswordLifetimeMs);
  const code = newOneTimePasswordCode();
  await db.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('one_time_password')
      .set({ expires_at: createdAt.toISOString() })
      .where('pending_login_id', '=', pendingLoginId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', createdAt.toISOString())
      .execute();
    await transaction
      .insertInto('one_time_password')
      .values({
        id: randomUUID(),
        pending_login_id: pendingLoginId,
        code_hash: codeDigest(pendingLoginId, code),
        created_at: createdAt.toISOString(),
        expires_at: expiresAt.toISOString(),
        tries: 0,
        used_at: null,
      })
      .execute();
  });
  return { code, createdAt, expiresAt };
}

export async function latestCodeIssuedAt(db: Kysely<Database>, pendingLoginId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('one_time_password')
    .select('created_at')
    .where('pending_login_id', '=', pendingLoginId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : new Date(row.created_at);
}

/** The token error codes of SPEC §8 a code check can end in. */
export type CodeCheck = { readonly ok: true } | { readonly ok: false; readonly code: 'ERR001' | 'ERR002' | 'ERR003' };

/**
 * Checks a code against the newest one of the pending login: single use (ERR001), right digits (ERR002, counting
 * a try), unexpired and with tries left (ERR003).
 */
export async function checkOneTimePassword(
  db: Kysely<Database>,
  clock: Clock,
  pendingLoginId: string,
  code: string,
): Promise<CodeCheck> {
  const now = clock.now().toISOString();
  const row = await db
    .selectFrom('one_time_password')
    .selectAll()
    .where('pending_login_id', '=', pendingLoginId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return { ok: false, code: 'ERR003' };
  if (row.used_at !== null) return { ok: false, code: 'ERR001' };
  if (row.expires_at <= now || row.tries >= oneTimePasswordTries) return { ok: false, code: 'ERR003' };
  // Counting the try first and conditionally keeps two racing requests from trying the same code six times.
  const counted = await db
    .updateTable('one_time_password')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('tries', '<', oneTimePasswordTries)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (counted.numUpdatedRows !== 1n) return { ok: false, code: 'ERR003' };
  if (!/^\d{6}$/.test(code) || !sameDigest(codeDigest(pendingLoginId, code), row.code_hash)) {
    return { ok: false, code: 'ERR002' };
  }
  const used = await db
    .updateTable('one_time_password')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? { ok: true } : { ok: false, code: 'ERR001' };
}
