import { describe, expect, it } from 'vitest';
import type { OnChainMovement } from '@portal/contract/domain/crypto/on-chain-movement';
import { AppError } from '../../platform/http/errors';
import type { CryptoWalletDependencies, MovementSource } from './crypto-wallet-dependencies';
import { walletHistory, walletHistoryCsv } from './wallet-history';

/*
 * The wallet history merges its movement sources newest first and keyset pages the merge (ADR 043, ADR 016): each
 * source answers the filter and the read it is given (past a position, at most a limit) as its query would; the
 * history asks each for a page and one more, and its cursor carries the last shown movement's position.
 */

function movement(id: string, direction: OnChainMovement['direction'], createdAt: string): OnChainMovement {
  return {
    id,
    direction,
    asset: direction === 'deposit' ? 'USDT' : 'BTC',
    network: direction === 'deposit' ? 'ethereum' : 'bitcoin',
    amount: direction === 'deposit' ? '1200.000000000000000001' : '0.5',
    fee: direction === 'deposit' ? '0' : '0.0002',
    counterpartyAddress: direction === 'deposit' ? '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' : '=cmd',
    confirmations: 0,
    requiredConfirmations: 3,
    status: direction === 'deposit' ? 'completed' : 'pending',
    createdAt,
    updatedAt: createdAt,
  };
}

/** A source over these movements as its query answers: filtered, newest first, past the position, at most limit. */
function sourceOf(movements: readonly OnChainMovement[], reads: unknown[] = []): MovementSource {
  return async (_db, _account, filter, read) => {
    reads.push(read);
    return movements
      .filter((entry) => filter.asset === undefined || entry.asset === filter.asset)
      .filter((entry) => filter.direction === undefined || entry.direction === filter.direction)
      .filter((entry) => filter.status === undefined || entry.status === filter.status)
      .filter(
        (entry) =>
          read.after === undefined ||
          entry.createdAt < read.after.key ||
          (entry.createdAt === read.after.key && entry.id < read.after.id),
      )
      .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)))
      .slice(0, read.limit);
  };
}

// Two movements at 03:00, one of each source: only their ids order them.
const newestDeposit = movement('d3', 'deposit', '2026-11-27T05:00:00.000Z');
const newestWithdrawal = movement('w2', 'withdrawal', '2026-11-27T06:00:00.000Z');
const deposits = [
  newestDeposit,
  movement('d2', 'deposit', '2026-11-27T03:00:00.000Z'),
  movement('d1', 'deposit', '2026-11-27T01:00:00.000Z'),
];
const withdrawals = [newestWithdrawal, movement('w1', 'withdrawal', '2026-11-27T03:00:00.000Z')];
const account = { accountCode: 'V20001', source: 'fos' } as const;

function historyOver(reads: unknown[] = []) {
  return {
    movementSources: [sourceOf(deposits, reads), sourceOf(withdrawals, reads)],
  } as unknown as CryptoWalletDependencies;
}

describe('the wallet history', () => {
  it('merges deposits and withdrawals newest first, ties by id, and pages the merge by its cursor', async () => {
    const reads: unknown[] = [];
    const deps = historyOver(reads);
    const ids: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await walletHistory(deps, account, {}, { cursor, pageSize: 2 });
      ids.push(page.movements.map((entry) => entry.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && ids.length < 10);
    expect(ids).toEqual([['w2', 'd3'], ['w1', 'd2'], ['d1']]);
    // Each source is asked for a page and one more, past the last shown movement.
    expect(reads.slice(0, 2)).toEqual([{ limit: 3 }, { limit: 3 }]);
    expect(reads.slice(2, 4)).toEqual([
      { after: { key: '2026-11-27T05:00:00.000Z', id: 'd3' }, limit: 3 },
      { after: { key: '2026-11-27T05:00:00.000Z', id: 'd3' }, limit: 3 },
    ]);
  });

  it('gives the last page no cursor, even when it is full', async () => {
    const page = await walletHistory(historyOver(), account, {}, { pageSize: 5 });
    expect(page.movements.map((entry) => entry.id)).toEqual(['w2', 'd3', 'w1', 'd2', 'd1']);
    expect(page.nextCursor).toBeNull();
  });

  it('pages what the filter selects across the sources', async () => {
    const out = await walletHistory(historyOver(), account, { direction: 'withdrawal' }, { pageSize: 10 });
    expect(out.movements.map((entry) => entry.id)).toEqual(['w2', 'w1']);
    const usdt = await walletHistory(historyOver(), account, { asset: 'USDT' }, { pageSize: 2 });
    expect(usdt.movements.map((entry) => entry.id)).toEqual(['d3', 'd2']);
    const rest = await walletHistory(
      historyOver(),
      account,
      { asset: 'USDT' },
      { cursor: usdt.nextCursor ?? '', pageSize: 2 },
    );
    expect(rest).toEqual({ movements: [expect.objectContaining({ id: 'd1' })], nextCursor: null });
  });

  it('refuses a cursor it did not give out (400 on cursor)', async () => {
    await expect(walletHistory(historyOver(), account, {}, { cursor: 'page-2', pageSize: 2 })).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it('writes the movements as CSV: headers and words in the language, amounts exact, formulas defused', () => {
    const english = walletHistoryCsv([newestWithdrawal, newestDeposit], 'en').split('\r\n');
    expect(english[0]).toBe(
      '\uFEFF"Time","Direction","Asset","Amount","Fee","Network","Counterparty","Transaction hash","Confirmations","Status"',
    );
    expect(english[1]).toBe(
      '"2026-11-27T06:00:00.000Z","Withdrawal","BTC","0.5","0.0002","Bitcoin","\'=cmd","","0","Pending"',
    );
    expect(english[2]).toContain('"Deposit","USDT","1200.000000000000000001","0","Ethereum (ERC-20)"');
    const chinese = walletHistoryCsv([newestDeposit], 'zh-HK').split('\r\n');
    expect(chinese[0]).toBe('\uFEFF"時間","方向","資產","數量","費用","網絡","對方地址","交易哈希","確認次數","狀態"');
    expect(chinese[1]).toContain('"存入"');
    expect(chinese[1]).toMatch(/"已完成"$/);
  });
});
