import { describe, expect, it } from 'vitest';
import type { OnChainMovement } from '@portal/contract/domain/crypto/on-chain-movement';
import type { CryptoWalletDependencies, MovementSource } from './crypto-wallet-dependencies';
import { walletHistory } from './wallet-history';

/* The wallet history merges its movement sources newest first, filters and pages them (ADR 043). */

function movement(id: string, direction: OnChainMovement['direction'], createdAt: string): OnChainMovement {
  return {
    id,
    direction,
    asset: direction === 'deposit' ? 'USDT' : 'BTC',
    network: direction === 'deposit' ? 'ethereum' : 'bitcoin',
    amount: '1',
    fee: direction === 'deposit' ? '0' : '0.0002',
    counterpartyAddress: 'x',
    confirmations: 0,
    requiredConfirmations: 3,
    status: direction === 'deposit' ? 'completed' : 'pending',
    createdAt,
    updatedAt: createdAt,
  };
}

const deposits: MovementSource = async () => [
  movement('d2', 'deposit', '2026-11-27T05:00:00.000Z'),
  movement('d1', 'deposit', '2026-11-27T01:00:00.000Z'),
];
const withdrawals: MovementSource = async () => [
  movement('w2', 'withdrawal', '2026-11-27T06:00:00.000Z'),
  movement('w1', 'withdrawal', '2026-11-27T03:00:00.000Z'),
];
const deps = { movementSources: [deposits, withdrawals] } as unknown as CryptoWalletDependencies;
const account = { accountCode: 'V20001', source: 'fos' } as const;

describe('the wallet history', () => {
  it('merges deposits and withdrawals newest first and pages the merged list', async () => {
    const all = await walletHistory(deps, account, {}, { page: 1, pageSize: 10 });
    expect(all.movements.map((entry) => entry.id)).toEqual(['w2', 'd2', 'w1', 'd1']);
    expect(all.total).toBe(4);
    const second = await walletHistory(deps, account, {}, { page: 2, pageSize: 3 });
    expect(second).toEqual({ movements: [expect.objectContaining({ id: 'd1' })], total: 4 });
  });

  it('filters by direction, asset and status across the sources', async () => {
    const out = await walletHistory(deps, account, { direction: 'withdrawal' }, { page: 1, pageSize: 10 });
    expect(out.movements.map((entry) => entry.id)).toEqual(['w2', 'w1']);
    const usdt = await walletHistory(deps, account, { asset: 'USDT' }, { page: 1, pageSize: 10 });
    expect(usdt.movements.map((entry) => entry.id)).toEqual(['d2', 'd1']);
    const pending = await walletHistory(deps, account, { status: 'pending' }, { page: 1, pageSize: 10 });
    expect(pending.total).toBe(2);
  });
});
