import type { Kysely } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import type { Clock } from '../../platform/clock';
import type { Database, DatabaseDialect } from '../../platform/db';
import type { EventPublisher } from '../../platform/events';
import type { PasswordHasher } from '../../platform/passwords';

/** What submitting, moving and reading withdrawals needs. */
export type CashWithdrawalDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
  readonly passwords: PasswordHasher;
};
