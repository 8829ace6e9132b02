import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationFieldsOf, NotificationType } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Clock } from './clock';
import { compiledRowInsert, dialectOf } from '../db/compiled-query';
import type { Database } from '../db/db';
import type { DomainEventTable } from './infrastructure-tables';

/**
 * Domain events (ARCHITECTURE §4): something happened to an account (a cash movement, an order's new status, a new
 * document ...). Each kind carries the fields SPEC §3 gives its notification. An event is published inside the
 * transaction of the change that caused it: it is stored (domain_event) and handed to the in-transaction handlers
 * (the notification service stores its notification) there, so a change never commits without its event and a
 * rolled-back change leaves none. What a handler must do only once the change is durable (a web push) it returns
 * as an after-commit action, run after the commit and never failing the publisher.
 */
export type DomainEvent = {
  readonly [T in NotificationType]: {
    readonly type: T;
    readonly accountCode: string;
    readonly source: LoginSource;
    readonly fields: NotificationFieldsOf<T>;
    /** When it happened; the transaction's clock time when absent (the seed back-dates its history). */
    readonly occurredAt?: Date;
  };
}[NotificationType];

/** An event as handlers see it: with its id and time. */
export type PublishedEvent = DomainEvent & { readonly id: string; readonly occurredAt: Date };

/** Work to do once the transaction that published the event has committed. */
export type AfterCommitAction = () => Promise<void>;

/** Runs inside the publishing transaction; a throw rolls the whole change back. */
export type EventHandler = (
  event: PublishedEvent,
  transaction: Transaction<Database>,
) => Promise<AfterCommitAction | undefined>;

export type Publish = (event: DomainEvent) => Promise<PublishedEvent>;

export type EventPublisher = {
  /** Adds a handler for every event published from now on. */
  subscribe(handler: EventHandler): void;
  /**
   * Runs `work` in one transaction with a `publish` bound to it: the events are stored and handled inside the
   * transaction; after it commits, the handlers' after-commit actions start in the background (a push service's
   * latency never holds up the caller; errors are logged, not thrown).
   */
  inTransaction<T>(
    db: Kysely<Database>,
    work: (transaction: Transaction<Database>, publish: Publish) => Promise<T>,
  ): Promise<T>;
  /** Resolves once every after-commit action started so far has finished (tests; a graceful shutdown). */
  settled(): Promise<void>;
};

export type EventPublisherOptions = {
  readonly clock: Clock;
  /** Where failed after-commit actions are reported; silent without one. */
  readonly log?: Pick<FastifyBaseLogger, 'error'>;
};

/** Every published event's row: compiled once (platform/db/compiled-query), as every order and movement writes one. */
const insertEvent = compiledRowInsert<DomainEventTable>('domain_event', [
  'id',
  'type',
  'account_code',
  'source',
  'payload',
  'occurred_at',
]);

export function createEventPublisher({ clock, log }: EventPublisherOptions): EventPublisher {
  const handlers: EventHandler[] = [];
  const running = new Set<Promise<void>>();

  function runInBackground(action: AfterCommitAction): void {
    const run = action()
      .catch((error: unknown) => {
        log?.error({ err: error }, 'An action after a domain event failed; the event itself is stored.');
      })
      .finally(() => running.delete(run));
    running.add(run);
  }

  async function publishIn(transaction: Transaction<Database>, event: DomainEvent, afterCommit: AfterCommitAction[]) {
    const published = { ...event, id: randomUUID(), occurredAt: event.occurredAt ?? clock.now() } as PublishedEvent; // the spread keeps the event's own type, which TypeScript cannot follow through a mapped union.
    await insertEvent(transaction, dialectOf(transaction), {
      id: published.id,
      type: published.type,
      account_code: published.accountCode.toUpperCase(),
      source: published.source,
      payload: JSON.stringify(published.fields),
      occurred_at: published.occurredAt.toISOString(),
    });
    for (const handler of handlers) {
      const action = await handler(published, transaction);
      if (action !== undefined) afterCommit.push(action);
    }
    return published;
  }

  return {
    subscribe(handler) {
      handlers.push(handler);
    },
    async inTransaction(db, work) {
      const afterCommit: AfterCommitAction[] = [];
      const result = await db
        .transaction()
        .execute((transaction) => work(transaction, (event) => publishIn(transaction, event, afterCommit)));
      afterCommit.forEach(runInBackground);
      return result;
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
