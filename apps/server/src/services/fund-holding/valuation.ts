import type { Kysely, Transaction } from 'kysely';
import type { CashBalance } from '@portal/contract';
import type { BrandConfig } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import type { CurrencyBook } from '../../platform/money/valuation';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The account's cash from the ledger: every currency it has a balance in, and the brand's cash currencies even at
 * zero; the brand's first, in its order, then the others by code.
 */
export async function cashBalancesOf(
  db: Executor,
  account: { readonly accountCode: string; readonly source: string },
  brand: BrandConfig,
  book: CurrencyBook,
): Promise<CashBalance[]> {
  const rows = await db
    .selectFrom('ledger_balance')
    .innerJoin('currency', 'currency.code', 'ledger_balance.asset')
    .select(['ledger_balance.asset', 'ledger_balance.available', 'ledger_balance.on_hold'])
    .where('ledger_balance.account_code', '=', account.accountCode.toUpperCase())
    .where('ledger_balance.source', '=', account.source === 'fos' ? 'fos' : 'gateway')
    .execute();
  const balances = new Map(rows.map((row) => [row.asset, row]));
  const brandCurrencies: readonly string[] = brand.cashCurrencies;
  const others = [...balances.keys()].filter((currency) => !brandCurrencies.includes(currency)).sort();
  return [...brandCurrencies, ...others].map((currency) => {
    const row = balances.get(currency);
    return {
      currency,
      available: book.format(row?.available ?? 0, currency),
      onHold: book.format(row?.on_hold ?? 0, currency),
    };
  });
}
