import type { OnChainMovement } from '@portal/contract/domain/crypto/on-chain-movement';
import type { CustodyAccount } from '../../adapters/custody/custody-backend';
import type { CryptoWalletDependencies, MovementFilter } from './crypto-wallet-dependencies';

/*
 * The wallet history (ADR 043): every on-chain movement of the account from every movement source (deposits here;
 * withdrawals from crypto-withdrawal's public.ts, one more entry in the service's list), merged newest first (by
 * createdAt, then id) and paged.
 */
export async function walletHistory(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  filter: MovementFilter,
  paging: { readonly page: number; readonly pageSize: number },
): Promise<{ movements: OnChainMovement[]; total: number }> {
  const lists = await Promise.all(deps.movementSources.map((source) => source(deps.db, account, filter)));
  const merged = lists
    .flat()
    .filter((movement) => filter.asset === undefined || movement.asset === filter.asset)
    .filter((movement) => filter.direction === undefined || movement.direction === filter.direction)
    .filter((movement) => filter.status === undefined || movement.status === filter.status)
    .sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1,
    );
  const start = (paging.page - 1) * paging.pageSize;
  return { movements: merged.slice(start, start + paging.pageSize), total: merged.length };
}
