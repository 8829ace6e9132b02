import { cryptoWithdrawalResultCatalogue, type CryptoWithdrawalResult } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { CustodyBackend } from '../../adapters/custody/custody-backend';
import { custodyBackendOf } from '../../adapters/custody/custody-backend-of';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { EventPublisher } from '../../platform/runtime/events';
import {
  ledgerServiceDependenciesOf,
  type LedgerServiceDependencies,
} from '../../platform/runtime/service-dependencies';

/**
 * What crypto withdrawals need: the ledger's dependencies, the custody platform and chain that sends them (ADR 051),
 * and, for the notices when a withdrawal ends, the messaging adapter (absent in unit tests: then no notice goes out).
 */
export type CryptoWithdrawalDependencies = LedgerServiceDependencies & {
  readonly custody: CustodyBackend;
  readonly messaging?: MessagingAdapter | undefined;
};

export function cryptoWithdrawalDependenciesOf(context: {
  readonly config: Pick<Config, 'databaseUrl' | 'portalVariant'>;
  readonly db: Kysely<Database>;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly messaging?: MessagingAdapter | undefined;
}): CryptoWithdrawalDependencies {
  return {
    ...ledgerServiceDependenciesOf(context),
    custody: custodyBackendOf(context.config),
    messaging: context.messaging,
  };
}

/** The 422 answer of a refusal: code the result's name, details its name and code (ADR 017). */
export function cryptoWithdrawalRefusal(result: CryptoWithdrawalResult): AppError {
  return AppError.businessRule(result, cryptoWithdrawalResultCatalogue.textOf(result, 'en'), {
    result,
    resultCode: cryptoWithdrawalResultCatalogue.codes[result],
  });
}

/** The ledger's names (ADR 042, 044): the client's asset `CRYPTO:<code>`; what left for the chain `HOUSE:CRYPTO:<code>`. */
export function cryptoLedgerAsset(asset: string): string {
  return `CRYPTO:${asset}`;
}
export function chainAccount(asset: string): string {
  return `HOUSE:CRYPTO:${asset}`;
}

/** The journals of a withdrawal: amount + fee held when placed, settled to the chain when completed, else released. */
export const cryptoWithdrawalLedgerKinds = {
  hold: 'cryptoWithdrawal.hold',
  settle: 'cryptoWithdrawal.settle',
  release: 'cryptoWithdrawal.release',
} as const;
