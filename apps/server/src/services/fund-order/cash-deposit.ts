import { ExactDecimal } from '@portal/contract';
import { houseCashAccount, postJournal, type LedgerJournal } from '../../platform/ledger';
import type { FundOrderDependencies } from './fund-orders';
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
export async function depositCash(deps: FundOrderDependencies, deposit: CashDeposit): Promise<LedgerJournal> {
  const at = deps.clock.now();
  const amount = new ExactDecimal(deposit.amount);
  const accountCode = deposit.accountCode.toUpperCase();
  return deps.events.inTransaction(deps.db, async (trx, publish) => {
    const journal = await postJournal(trx, deps.dialect, {
      kind: fundLedgerKinds.deposit,
      accountCode,
      source: deposit.source,
      reference: deposit.reference,
      at,
      lines: [
        { accountCode, source: deposit.source, asset: deposit.currency, bucket: 'available', amount },
        {
          accountCode: houseCashAccount,
          source: deposit.source,
          asset: deposit.currency,
          bucket: 'available',
          amount: amount.negated(),
        },
      ],
    });
    if (!journal.replayed) {
      const key = { id: deposit.reference, account_code: accountCode, source: deposit.source, fund_id: '' };
      await publishMovement(publish, key, { asset: deposit.currency, amount, at, direction: 'in' });
      await publishBalance(trx, publish, key, deposit.currency, at);
    }
    return journal;
  });
}
