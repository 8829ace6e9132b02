import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import type { EventPublisher } from '../../platform/runtime/events';
import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { withdrawalMovements } from '../crypto-withdrawal/public';
import type { CustodyBackend } from '../../adapters/custody/custody-backend';
import { custodyBackendOf } from '../../adapters/custody/custody-backend-of';
import type { CryptoWalletDependencies, CryptoWalletFaults, MovementSource } from './crypto-wallet-dependencies';
import { depositMovementsOf } from './deposits';

/**
 * The wallet history's sources of on-chain movements (ADR 043), merged newest first: this service's deposits and the
 * withdrawals of crypto-withdrawal (its public.ts, ADR 044); another source is one more line here.
 */
function movementSourcesOf(custody: CustodyBackend, clock: Clock): readonly MovementSource[] {
  const withdrawals: MovementSource = async (db, account, filter, read) =>
    filter.direction === 'deposit'
      ? []
      : withdrawalMovements(db, account, { asset: filter.asset, status: filter.status, ...read });
  return [depositMovementsOf(custody, () => clock.now()), withdrawals];
}

/** The crypto-wallet service's dependencies from an operation's context, or the server's own for its job. */
export function cryptoWalletDependenciesOf(
  context: {
    readonly config: Pick<Config, 'databaseUrl' | 'portalVariant'>;
    readonly db: Kysely<Database>;
    readonly events: EventPublisher;
    readonly clock: Clock;
  },
  faults?: CryptoWalletFaults,
): CryptoWalletDependencies {
  const custody = custodyBackendOf(context.config);
  return {
    ...ledgerServiceDependenciesOf(context),
    custody,
    movementSources: movementSourcesOf(custody, context.clock),
    ...(faults === undefined ? {} : { faults }),
  };
}
