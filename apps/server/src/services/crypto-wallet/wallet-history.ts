import type { Language } from '@portal/contract';
import { cryptoNetworkOf } from '@portal/contract/domain/crypto/crypto-networks';
import {
  onChainDirectionLabels,
  onChainStatusLabels,
  type OnChainMovement,
} from '@portal/contract/domain/crypto/on-chain-movement';
import type { CustodyAccount } from '../../adapters/custody/custody-backend';
import { csvField, csvText } from '../../platform/content/csv';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/paging/keyset';
import type { CryptoWalletDependencies, MovementFilter } from './crypto-wallet-dependencies';

/*
 * The wallet history (ADR 043): every on-chain movement of the account from every movement source (deposits here;
 * withdrawals from crypto-withdrawal's public.ts, one more entry in the service's list), merged newest first (by
 * createdAt, then id) and keyset paged (ADR 016): each source reads pageSize + 1 of its movements past the cursor's
 * position, in its own index's order; the merge's first pageSize are the page, and one more says another follows. The
 * cursor is the last shown movement's (createdAt, id), so a page costs the same at any depth.
 */
export async function walletHistory(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  filter: MovementFilter,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ movements: OnChainMovement[]; nextCursor: string | null }> {
  const after = page.cursor === undefined ? undefined : decodeKeysetCursor(page.cursor);
  const read = { ...(after === undefined ? {} : { after }), limit: page.pageSize + 1 };
  const lists = await Promise.all(deps.movementSources.map((source) => source(deps.db, account, filter, read)));
  const merged = lists
    .flat()
    .sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1,
    );
  const movements = merged.slice(0, page.pageSize);
  const last = movements.at(-1);
  return {
    movements,
    nextCursor:
      merged.length > page.pageSize && last !== undefined
        ? encodeKeysetCursor({ key: last.createdAt, id: last.id })
        : null,
  };
}

const headers: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'Time',
    'Direction',
    'Asset',
    'Amount',
    'Fee',
    'Network',
    'Counterparty',
    'Transaction hash',
    'Confirmations',
    'Status',
  ],
  'zh-HK': ['時間', '方向', '資產', '數量', '費用', '網絡', '對方地址', '交易哈希', '確認次數', '狀態'],
  'zh-CN': ['时间', '方向', '资产', '数量', '费用', '网络', '对方地址', '交易哈希', '确认次数', '状态'],
};

/**
 * The movements as a CSV file (platform/content/csv): the columns and headers the wallet history page wrote before the
 * export moved here, directions and statuses in the contract's words, in the asked language.
 */
export function walletHistoryCsv(movements: readonly OnChainMovement[], language: Language): string {
  return csvText([
    headers[language].map((header) => csvField(header)),
    ...movements.map((movement) => [
      csvField(movement.createdAt),
      csvField(onChainDirectionLabels[movement.direction][language]),
      csvField(movement.asset),
      csvField(movement.amount, true),
      csvField(movement.fee, true),
      csvField(cryptoNetworkOf(movement.network)?.name ?? movement.network),
      csvField(movement.counterpartyAddress),
      csvField(movement.transactionHash ?? null),
      csvField(String(movement.confirmations), true),
      csvField(onChainStatusLabels[movement.status][language]),
    ]),
  ]);
}
