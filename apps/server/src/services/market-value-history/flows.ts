import type { Kysely } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { CurrencyBook } from '../../platform/money/valuation';
import type { PortfolioAccount } from './holdings';

/*
 * External flows (issue 26): money that came into or left the account from outside, taken out of its returns.
 * Deposits (bank, eDDA, crypto transfers in, the demo's deposits) are in; a withdrawal is out when it is paid or
 * settled (its hold only moved money between the account's own buckets, which the value counts both of). Trades,
 * fees, dividends, interest and FX conversions are not flows: they are the portfolio's own doing.
 */
export const externalFlowKinds = [
  'deposit',
  'cashDeposit.credit',
  'cashEdda.deposit',
  'cryptoDeposit.credit',
  'cryptoOrder.demoDeposit',
  'cashWithdrawal.paid',
  'cryptoWithdrawal.settle',
] as const;

/**
 * The net external flow into the account after `from` and up to `to` (instants), in `currency` at the book's rates:
 * the client's own ledger lines of those journals, per asset. A currency converts at the book; another asset (a coin)
 * at `priceOf` in the reporting currency, left out when it has none.
 */
export async function externalFlowBetween(
  db: Kysely<Database>,
  account: PortfolioAccount,
  from: Date | undefined,
  to: Date,
  book: CurrencyBook,
  currency: string,
  priceOf: (asset: string) => string | undefined,
): Promise<string> {
  let query = db
    .selectFrom('ledger_entry')
    .innerJoin('ledger_journal', 'ledger_journal.id', 'ledger_entry.journal_id')
    .select(['ledger_entry.asset', 'ledger_entry.amount'])
    .where('ledger_entry.account_code', '=', account.accountCode)
    .where('ledger_entry.source', '=', account.source)
    .where('ledger_journal.kind', 'in', [...externalFlowKinds])
    .where('ledger_journal.created_at', '<=', to.toISOString());
  if (from !== undefined) query = query.where('ledger_journal.created_at', '>', from.toISOString());
  const lines = await query.execute();
  const currencies = new Set((await db.selectFrom('currency').select('code').execute()).map((row) => row.code));
  const byAsset = new Map<string, InstanceType<typeof ExactDecimal>>();
  for (const line of lines) {
    byAsset.set(line.asset, (byAsset.get(line.asset) ?? new ExactDecimal(0)).plus(line.amount));
  }
  let flow = new ExactDecimal(0);
  for (const [asset, amount] of byAsset) {
    if (currencies.has(asset)) flow = flow.plus(book.convert(amount, asset, currency));
    else {
      const price = priceOf(asset);
      if (price !== undefined) flow = flow.plus(book.round(amount.times(price), currency));
    }
  }
  return book.format(flow, currency);
}
