import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';

/** Where journeys read a captcha's answer (PORTAL_DEV_SUPPORT=on, never production). */
export const accountDevSupportPaths = { captcha: '/api/_dev/captcha' } as const;

const captchaQuery = z.object({ captchaId: z.string().min(1).max(64) });

/** GET /api/_dev/captcha?captchaId=: the answer, as a person reads it off the image. */
export function registerAccountDevSupport(app: FastifyInstance, { db }: { readonly db: Kysely<Database> }): void {
  app.get(accountDevSupportPaths.captcha, async (request) => {
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
