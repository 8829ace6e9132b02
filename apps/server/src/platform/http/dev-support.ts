import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { getBrand, loginSources } from '@portal/contract/brands';
import { readOutbox } from '../../adapters/messaging/embedded-messaging';
import { assertSameSiteRequest } from '../identity/access';
import { isAdjustableClock, type Clock } from '../runtime/clock';
import type { Config } from '../runtime/config';
import type { Database } from '../db/db';
import { AppError } from './errors';
import { issueSessionHandoff } from '../identity/session-handoff';

/** Where tests and developers read what the embedded simulators did: only with PORTAL_DEV_SUPPORT=on, never in production. */
export const devSupportPaths = {
  outbox: '/api/_dev/outbox',
  clock: '/api/_dev/clock',
  sessionHandoff: '/api/_dev/sessionHandoff',
} as const;

const outboxQuery = z.object({
  accountCode: z.string().min(1).max(32),
  channel: z.enum(['sms', 'email']).optional(),
});
/** At most a year forward per call; the clock never goes back (a session's times only move on). */
const sessionHandoffRequest = z
  .object({ accountCode: z.string().min(1).max(32), source: z.enum(loginSources).optional() })
  .strict();
const clockAdvance = z.object({ advanceMs: z.number().int().min(0).max(31_536_000_000) }).strict();

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): the messages the messaging simulator delivered to an account (newest first), so
 * browser journeys can read an SMS code as a person would with a phone (a captcha's answer is the account area's); and, where
 * the brand signs in by session login, a hand-off token as the host app's back end would issue one.
 */
export function registerDevSupport(app: FastifyInstance, config: Config, db: Kysely<Database>, clock: Clock): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  if (isAdjustableClock(clock)) {
    // Moves the server's clock forward, so a journey can reach a session's expiry without waiting for it.
    app.post(devSupportPaths.clock, async (request) => {
      // The same cross-site rule as every other mutating call: a form or script on another site cannot move it.
      assertSameSiteRequest(request);
      const body = clockAdvance.safeParse(request.body);
      if (!body.success) throw AppError.badRequest('advanceMs: whole milliseconds from 0 to one year.');
      clock.advance(body.data.advanceMs);
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
    });
    app.get(devSupportPaths.clock, async () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }));
  }
  // Stands in for a host app's back end in session-login mode: a one-time hand-off token and the page that redeems it.
  app.post(devSupportPaths.sessionHandoff, async (request) => {
    assertSameSiteRequest(request);
    const brand = getBrand(config.portalVariant);
    if (!brand.flags.sessionLoginMode) {
      throw AppError.notFound(`The ${config.portalVariant} portal has no session login (brand flag sessionLoginMode).`);
    }
    const body = sessionHandoffRequest.safeParse(request.body);
    if (!body.success) throw AppError.badRequest('accountCode is required (source: gateway or fos).');
    const source = body.data.source ?? brand.sources[0] ?? 'gateway';
    const issued = await issueSessionHandoff(db, clock, { accountCode: body.data.accountCode, source });
    if (issued === undefined) throw AppError.notFound(`No ${source} account ${body.data.accountCode.toUpperCase()}.`);
    return {
      token: issued.token,
      path: issued.path,
      accountCode: issued.accountCode,
      source: issued.source,
      expiresAt: issued.expiresAt.toISOString(),
    };
  });
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
}
