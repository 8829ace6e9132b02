import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { accountRow, demoPassword } from '../../db/seed/demo-accounts';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { createEventPublisher, type DomainEvent, type PublishedEvent } from '../../platform/runtime/events';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { signIn, type SignedIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';
import { subscribeNotifications } from './notification-events';

/** Publishes events as the back end would, each stored as a notification (no web push), all in one transaction. */
export async function publishEvents(
  db: Kysely<Database>,
  clock: Clock,
  events: readonly DomainEvent[],
): Promise<PublishedEvent[]> {
  const publisher = createEventPublisher({ clock });
  subscribeNotifications(publisher);
  return publisher.inTransaction(db, async (_transaction, publish) => {
    const published: PublishedEvent[] = [];
    for (const event of events) published.push(await publish(event));
    return published;
  });
}

/**
 * A client of its own (no seeded notifications, no advisor), signed in with the demo password: tests that count
 * notifications start from an empty inbox.
 */
export async function createClient(
  testApp: TestApp,
  accountCode: string,
  source: LoginSource = 'gateway',
): Promise<SignedIn> {
  const hash = await createPasswordHasher(testApp.config).hash(demoPassword);
  await testApp.database.db
    .insertInto('account')
    .values(
      accountRow(
        { account_code: accountCode, source, role: 'user', display_name: accountCode },
        hash,
        testApp.clock.now(),
      ),
    )
    .execute();
  return signIn(testApp, accountCode, { source });
}
