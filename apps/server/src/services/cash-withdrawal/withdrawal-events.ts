import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { balanceOf } from '../../platform/money/ledger';
import type { CashWithdrawalTable } from './cash-withdrawal-tables';

/** Journal kinds of withdrawals (area-prefixed, ADR 031): the hold at submission, its release, the payment out. */
export const withdrawalLedgerKinds = {
  hold: 'cashWithdrawal.hold',
  release: 'cashWithdrawal.release',
  paid: 'cashWithdrawal.paid',
} as const;

type WithdrawalKey = Pick<CashWithdrawalTable, 'id' | 'account_code' | 'source' | 'currency'>;

/** cashUpdate: the withdrawal's status changed and with it the client's available cash in its currency. */
export async function publishCashUpdate(
  trx: Transaction<Database>,
  publish: Publish,
  withdrawal: WithdrawalKey,
  at: Date,
): Promise<void> {
  const balance = await balanceOf(trx, {
    accountCode: withdrawal.account_code,
    source: withdrawal.source,
    asset: withdrawal.currency,
  });
  await publish({
    type: 'cashUpdate',
    accountCode: withdrawal.account_code,
    source: withdrawal.source,
    occurredAt: at,
    fields: { currencyCode: withdrawal.currency, balance: balance.available.toFixed() },
  });
}

/** cashMovement: the money left the client's books (negative amount: out). */
export async function publishCashMovementOut(
  publish: Publish,
  withdrawal: WithdrawalKey,
  amount: Decimal,
  at: Date,
): Promise<void> {
  await publish({
    type: 'cashMovement',
    accountCode: withdrawal.account_code,
    source: withdrawal.source,
    occurredAt: at,
    fields: { currencyCode: withdrawal.currency, amount: amount.negated().toFixed(), referenceCode: withdrawal.id },
  });
}
