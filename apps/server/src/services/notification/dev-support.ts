import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  accountCodeSchema,
  notificationFieldsOf,
  notificationSchema,
  notificationTypes,
  type NotificationField,
  type NotificationType,
} from '@portal/contract';
import { loginSources } from '@portal/contract/brands';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { DomainEvent, EventPublisher } from '../../platform/runtime/events';
import { findAccountCodes } from '../../platform/identity/account-directory';
import { findNotificationIdOfEvent } from './queries';
import { createRandom, sampleNotificationFields } from './sample-events';

/** Where journeys and developers make something happen to an account (PORTAL_DEV_SUPPORT=on, never production). */
export const notificationDevSupportPaths = { events: '/api/_dev/events' } as const;

const eventRequest = z
  .object({
    accountCode: accountCodeSchema,
    source: z.enum(loginSources).optional(),
    type: z.enum(notificationTypes),
    /** The type's fields (all of them, decimals as strings); realistic made-up ones when absent. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .strict();

export type NotificationDevSupportDependencies = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly events: EventPublisher;
  readonly clock: Clock;
};

/** Checks given fields against the type: exactly the fields it carries, each as the contract writes it. */
function checkedFields(type: NotificationType, fields: Readonly<Record<string, string>>): Record<string, string> {
  const expected: readonly NotificationField[] = notificationFieldsOf[type];
  const given = Object.keys(fields);
  const missing = expected.filter((field) => fields[field] === undefined);
  const extra = given.filter((field) => !(expected as readonly string[]).includes(field));
  if (missing.length > 0 || extra.length > 0) {
    throw AppError.badRequest(
      `A ${type} event carries exactly these fields: ${expected.join(', ')}` +
        (missing.length > 0 ? `; missing: ${missing.join(', ')}` : '') +
        (extra.length > 0 ? `; not of this type: ${extra.join(', ')}` : '') +
        '.',
    );
  }
  for (const field of expected) {
    const checked = notificationSchema.shape[field].safeParse(fields[field]);
    if (!checked.success) {
      throw AppError.badRequest(`${field}: ${checked.error.issues.map((issue) => issue.message).join('; ')}.`);
    }
  }
  return { ...fields };
}

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/events {accountCode, source?, type, fields?}
 * publishes a domain event for the account as the back end would (a cash movement, a matched order ...), so a
 * journey can watch the bell count it and the browser receive its push. Answers the stored notification's id.
 */
export function registerNotificationDevSupport(
  app: FastifyInstance,
  { config, db, events, clock }: NotificationDevSupportDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  const random = createRandom(clock.now().getTime());
  app.post(notificationDevSupportPaths.events, async (request) => {
    assertSameSiteRequest(request);
    const body = eventRequest.safeParse(request.body);
    if (!body.success) {
      throw AppError.badRequest(
        `accountCode and type (one of ${notificationTypes.join(', ')}) are required; source: gateway or fos; ` +
          'fields: an object of the fields of the type, as strings.',
      );
    }
    const { type } = body.data;
    const accountCode = body.data.accountCode.toUpperCase();
    const source = body.data.source ?? 'gateway';
    const known = await findAccountCodes(db, [accountCode], source, { activeOnly: false });
    if (!known.has(accountCode)) throw AppError.notFound(`No ${source} account ${accountCode}.`);
    const fields =
      body.data.fields === undefined
        ? sampleNotificationFields(type, { random, at: clock.now() })
        : checkedFields(type, body.data.fields);
    // The fields are exactly those of the type (made for it, or checked against it just above).
    const event = { type, accountCode, source, fields } as DomainEvent;
    const notificationId = await events.inTransaction(db, async (transaction, publish) => {
      const published = await publish(event);
      return findNotificationIdOfEvent(transaction, published.id);
    });
    if (notificationId === undefined) throw new Error('The event was published but became no notification.');
    return { notificationId };
  });
}
