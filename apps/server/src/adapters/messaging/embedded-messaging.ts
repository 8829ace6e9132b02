import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import type { MessagingAdapter, MessagingChannel } from './messaging-adapter';

/** The part of a pino / Fastify logger the simulator uses. */
export type MessagingLog = {
  info(details: object, message: string): void;
};

export type EmbeddedMessagingDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly log: MessagingLog;
};

/**
 * The messaging simulator: nothing leaves the machine. Each message is kept in message_outbox (so tests, the demo
 * and a developer can read the OTP that was "sent") and written to the log.
 */
export function createEmbeddedMessaging({ db, clock, log }: EmbeddedMessagingDependencies): MessagingAdapter {
  return {
    send: async ({ channel, destination, accountCode, body }) => {
      await db
        .insertInto('message_outbox')
        .values({
          id: randomUUID(),
          channel,
          destination,
          account_code: accountCode,
          body,
          created_at: clock.now().toISOString(),
        })
        .execute();
      log.info({ channel, destination, accountCode, body }, 'Messaging simulator delivered a message');
    },
  };
}

export type OutboxMessage = {
  readonly id: string;
  readonly channel: MessagingChannel;
  readonly destination: string;
  readonly accountCode: string;
  readonly body: string;
  /** ISO instant, from the clock when it was sent. */
  readonly createdAt: string;
};

export type ReadOutboxOptions = {
  readonly accountCode: string;
  readonly channel?: MessagingChannel;
  /** How many to return, newest first; 20 unless told. */
  readonly limit?: number;
};

const defaultOutboxLimit = 20;

/**
 * The simulator's messages to one account, newest first. Messages sent at the same instant (a test clock standing
 * still) have no defined order among themselves: advance the clock between sends when the order matters.
 */
export async function readOutbox(
  db: Kysely<Database>,
  { accountCode, channel, limit = defaultOutboxLimit }: ReadOutboxOptions,
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('message_outbox')
    .select(['id', 'channel', 'destination', 'account_code', 'body', 'created_at'])
    .where('account_code', '=', accountCode);
  if (channel !== undefined) query = query.where('channel', '=', channel);
  const rows = await query
    .orderBy('created_at', 'desc')
    .limit(Math.max(1, Math.floor(limit)))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    accountCode: row.account_code,
    body: row.body,
    createdAt: row.created_at,
  }));
}
