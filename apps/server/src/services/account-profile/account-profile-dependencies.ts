import type { Kysely } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import type { Clock } from '../../platform/runtime/clock';
import type { Database, DatabaseDialect } from '../../platform/db/db';

/** What the record and its change requests need: the database, the server clock, the brand and the messaging. */
export type AccountProfileDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly clock: Clock;
  readonly brand: BrandConfig;
  readonly messaging: MessagingAdapter;
};
