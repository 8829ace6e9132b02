import { ExactDecimal, cryptoWithdrawalStatuses } from '@portal/contract';
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import type { OnChainMovement, OnChainStatus } from '@portal/contract/domain/crypto/on-chain-movement';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import type { OrderAccount } from '../../platform/orders/place-order';
import { inKeysetOrder, type KeysetPosition } from '../../platform/paging/keyset';
import type { CryptoWithdrawalTable } from './crypto-withdrawal-tables';

export type WithdrawalMovementFilter = {
  readonly asset?: string | undefined;
  readonly network?: string | undefined;
  /** Created on or after this instant (ISO). */
  readonly from?: string | undefined;
  /** Created before this instant (ISO). */
  readonly before?: string | undefined;
  /** Those that stand at this on-chain status (a withdrawal is never `held`). */
  readonly status?: OnChainStatus | undefined;
  /** Those past this position in the list's order (a page of the wallet history after its cursor). */
  readonly after?: KeysetPosition | undefined;
  readonly limit?: number | undefined;
};

/** The most withdrawals one read answers: the wallet history's export reads 5,001 (its 5,000 rows and one more). */
const maximumRead = 10_000;

const statusOf: Readonly<Record<CryptoWithdrawalTable['status'], OnChainStatus>> = {
  pending: 'pending',
  processing: 'confirming',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

export function movementOf(row: CryptoWithdrawalTable): OnChainMovement {
  return {
    id: row.id,
    direction: 'withdrawal',
    asset: row.asset as OnChainMovement['asset'],
    network: row.network as CryptoNetworkId,
    amount: new ExactDecimal(row.amount).toFixed(),
    fee: new ExactDecimal(row.fee).toFixed(),
    counterpartyAddress: row.address,
    ...(row.destination_tag === null ? {} : { memo: row.destination_tag }),
    ...(row.transaction_hash === null ? {} : { transactionHash: row.transaction_hash }),
    confirmations: row.confirmations,
    requiredConfirmations: row.required_confirmations,
    status: statusOf[row.status],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The account's withdrawals as on-chain movements, newest first (by created_at, then id), past `after` when given (at
 * most `limit`, 500 by default).
 */
export async function withdrawalMovements(
  db: Kysely<Database>,
  account: OrderAccount,
  filter: WithdrawalMovementFilter = {},
): Promise<OnChainMovement[]> {
  const statuses = cryptoWithdrawalStatuses.filter(
    (status) => filter.status === undefined || statusOf[status] === filter.status,
  );
  if (statuses.length === 0) return [];
  let query = db
    .selectFrom('crypto_withdrawal')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source);
  if (filter.asset !== undefined) query = query.where('asset', '=', filter.asset);
  if (filter.network !== undefined) query = query.where('network', '=', filter.network);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
  if (filter.status !== undefined) query = query.where('status', 'in', statuses);
  const rows = await inKeysetOrder(query, { key: 'created_at', id: 'id', direction: 'desc' }, filter.after)
    .limit(Math.min(filter.limit ?? 500, maximumRead))
    .execute();
  return rows.map(movementOf);
}
