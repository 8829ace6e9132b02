import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Captcha } from '@portal/contract';
import { captchaDataUrl, captchaText, renderCaptchaPng } from '../../platform/identity/captcha-image';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';

/** A captcha answers once, within five minutes. */
export const captchaLifetimeMs = 5 * 60 * 1000;

/** Makes a new captcha; the one it replaces (if named) stops working. */
export async function issueCaptcha(db: Kysely<Database>, clock: Clock, replaces?: string): Promise<Captcha> {
  const now = clock.now();
  const id = randomUUID();
  const answer = captchaText();
  await db.transaction().execute(async (transaction) => {
    if (replaces !== undefined) {
      await transaction
        .updateTable('captcha')
        .set({ used_at: now.toISOString() })
        .where('id', '=', replaces)
        .where('used_at', 'is', null)
        .execute();
    }
    await transaction
      .insertInto('captcha')
      .values({
        id,
        answer,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + captchaLifetimeMs).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return { captchaId: id, captchaImage: captchaDataUrl(renderCaptchaPng(answer)) };
}

/** Checks an answer (case-insensitive) and uses the captcha up, right or wrong: each captcha gets one try. */
export async function solveCaptcha(
  db: Kysely<Database>,
  clock: Clock,
  captchaId: string,
  text: string,
): Promise<boolean> {
  const now = clock.now().toISOString();
  const row = await db
    .selectFrom('captcha')
    .select(['answer', 'expires_at'])
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return false;
  const used = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n && row.expires_at > now && row.answer === text.trim().toUpperCase();
}
