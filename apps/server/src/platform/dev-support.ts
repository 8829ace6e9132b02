import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { readOutbox } from '../adapters/messaging/embedded-messaging';
import type { Config } from './config';
import type { Database } from './db';
import { AppError } from './errors';

/** Where tests and developers read what the embedded simulators did: only with PORTAL_DEV_SUPPORT=on, never in production. */
export const devSupportPaths = { outbox: '/api/_dev/outbox', captcha: '/api/_dev/captcha' } as const;

const outboxQuery = z.object({
  accountCode: z.string().min(1).max(32),
  channel: z.enum(['sms', 'email']).optional(),
});
const captchaQuery = z.object({ captchaId: z.string().min(1).max(64) });

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): the messages the messaging simulator delivered to an account (newest first), and a captcha's
 * answer, so browser journeys can read an SMS code or solve a captcha as a person would with a phone and eyes.
 */
export function registerDevSupport(app: FastifyInstance, config: Config, db: Kysely<Database>): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.get(devSupportPaths.outbox, async (request) => {
    const query = outboxQuery.safeParse(request.query);
    if (!query.success) throw AppError.badRequest('accountCode is required (channel: sms or email).');
    const messages = await readOutbox(db, {
      accountCode: query.data.accountCode.toUpperCase(),
      ...(query.data.channel === undefined ? {} : { channel: query.data.channel }),
      limit: 20,
    });
    return { messages };
  });
  app.get(devSupportPaths.captcha, async (request) => {
    const query = captchaQuery.safeParse(request.query);
    if (!query.success) throw AppError.badRequest('captchaId is required.');
    const row = await db
      .selectFrom('captcha')
      .select('answer')
      .where('id', '=', query.data.captchaId)
      .executeTakeFirst();
    if (row === undefined) throw AppError.notFound('No such captcha.');
    return { answer: row.answer };
  });
}
