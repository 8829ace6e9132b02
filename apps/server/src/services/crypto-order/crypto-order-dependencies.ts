import { cryptoOrderResultCatalogue, wireErrorCodes, type CryptoOrderResult } from '@portal/contract';
import type { Config } from '../../platform/runtime/config';
import { AppError } from '../../platform/http/errors';
import type { EventPublisher } from '../../platform/runtime/events';
import type { Clock } from '../../platform/runtime/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import {
  ledgerServiceDependenciesOf,
  type LedgerServiceDependencies,
} from '../../platform/runtime/service-dependencies';
import { fosBackendOf, type FosBackend } from '../crypto-market/public';

/** What crypto orders need: the ledger's dependencies and the FOS back end (ADR 042). */
export type CryptoOrderDependencies = LedgerServiceDependencies & { readonly fos: () => Promise<FosBackend> };

export function cryptoOrderDependenciesOf(context: {
  readonly config: Pick<Config, 'databaseUrl' | 'portalVariant'>;
  readonly db: Kysely<Database>;
  readonly events: EventPublisher;
  readonly clock: Clock;
}): CryptoOrderDependencies {
  return { ...ledgerServiceDependenciesOf(context), fos: () => fosBackendOf(context) };
}

/** The 422 answer of a refused crypto order: code the result's name, details its name and code (ADR 017). */
export function cryptoOrderRefusal(result: CryptoOrderResult): AppError {
  return AppError.businessRule(result, cryptoOrderResultCatalogue.textOf(result, 'en'), {
    result,
    resultCode: cryptoOrderResultCatalogue.codes[result],
  });
}

/** A field the schema let through that is not a plain decimal at all (exponent, letters): 400 like a schema error. */
export function fieldError(path: string, message: string): AppError {
  return new AppError(400, wireErrorCodes.validation, `The request is invalid: ${path}: ${message}`, {
    fieldErrors: [{ path, message }],
  });
}

/** The ledger's names of crypto (ADR 042), moved down to the platform for every crypto service. */
export { cryptoLedgerAsset, houseCryptoAccount } from '../../platform/money/crypto-ledger';

export const cryptoLedgerKinds = {
  hold: 'cryptoOrder.hold',
  fill: 'cryptoOrder.fill',
  release: 'cryptoOrder.release',
  demoDeposit: 'cryptoOrder.demoDeposit',
} as const;
