import { ExactDecimal } from '@portal/contract';
import { deposit, type LedgerJournal } from '../../platform/money/ledger';
import type { FundOrderDependencies } from './fund-order-dependencies';
import { publishBalance, publishMovement } from './order-ledger';
import { fundLedgerKinds, type AccountKey } from './positions';

export type CashDeposit = AccountKey & {
  readonly currency: string;
  readonly amount: string;
  /** Makes the deposit idempotent: the same reference again posts nothing. */
  readonly reference: string;
};

/**
 * Cash arriving in a client's account from outside (HOUSE:CASH → the client's available), with its cashMovement
 * and balancesUpdate events, in one transaction: how the demo (and tests) fund a client before it subscribes.
 */
export async function depositCash(deps: FundOrderDependencies, cash: CashDeposit): Promise<LedgerJournal> {
  const at = deps.clock.now();
  const amount = new ExactDecimal(cash.amount);
  const accountCode = cash.accountCode.toUpperCase();
  return deps.events.inTransaction(deps.db, async (trx, publish) => {
    const journal = await deposit(trx, deps.dialect, {
      accountCode,
      source: cash.source,
      asset: cash.currency,
      amount,
      reference: cash.reference,
      at,
      kind: fundLedgerKinds.deposit,
    });
    if (!journal.replayed) {
      const key = { id: cash.reference, account_code: accountCode, source: cash.source, fund_id: '' };
      await publishMovement(publish, key, { asset: cash.currency, amount, at, direction: 'in' });
      await publishBalance(trx, publish, key, cash.currency, at);
    }
    return journal;
  });
}
