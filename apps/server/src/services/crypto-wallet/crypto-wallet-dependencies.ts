import type { Kysely } from 'kysely';
import { cryptoWalletResultCatalogue, type CryptoWalletResult } from '@portal/contract';
import type {
  OnChainDirection,
  OnChainMovement,
  OnChainStatus,
} from '@portal/contract/domain/crypto/on-chain-movement';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { KeysetPosition } from '../../platform/paging/keyset';
import type { LedgerServiceDependencies } from '../../platform/runtime/service-dependencies';
import type { CustodySimulator } from '../../adapters/custody/custody-backend';

/** What the wallet history filters on; every movement source answers it (deposits here, withdrawals at merge). */
export type MovementFilter = {
  readonly asset?: string;
  readonly direction?: OnChainDirection;
  readonly status?: OnChainStatus;
};

/** Which movements of a source the history reads: those past a keyset position, at most `limit` of them. */
export type MovementRead = { readonly after?: KeysetPosition; readonly limit: number };

/**
 * A source of on-chain movements of an account (ADR 043): the movements that match the filter, newest first (by
 * createdAt, then id, both descending) past `read.after`, at most `read.limit`. The history merges the sources' reads
 * in that order and pages the merge (wallet-history.ts), so a source filters in its query, never after its limit.
 */
export type MovementSource = (
  db: Kysely<Database>,
  account: { readonly accountCode: string; readonly source: LoginSource },
  filter: MovementFilter,
  read: MovementRead,
) => Promise<readonly OnChainMovement[]>;

/** Test-only hooks: a fault after the credit's journal proves one transaction (nothing of it stays). */
export type CryptoWalletFaults = { readonly afterCreditJournal?: () => void };

/** What the crypto-wallet service needs: the ledger's dependencies, the custody platform, the history's sources. */
export type CryptoWalletDependencies = LedgerServiceDependencies & {
  readonly custody: CustodySimulator;
  readonly movementSources: readonly MovementSource[];
  readonly faults?: CryptoWalletFaults;
};

/** The 422 answer of a refused wallet operation: code the result's name, details its name and code (ADR 017). */
export function cryptoWalletRefusal(result: CryptoWalletResult): AppError {
  return AppError.businessRule(result, cryptoWalletResultCatalogue.textOf(result, 'en'), {
    result,
    resultCode: cryptoWalletResultCatalogue.codes[result],
  });
}

export const cryptoWalletLedgerKinds = { credit: 'cryptoDeposit.credit' } as const;
