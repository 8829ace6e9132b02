import { ExactDecimal } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/db';
import { journalTotals } from '../platform/money/ledger';
import type { TestApp } from './test-app';

/*
 * What every money property test checks of the ledger after its sequences, whatever area moved the money.
 */

/** Every asset's entries sum to zero at full precision (the journal balances per asset). */
export async function unbalancedAssets(testApp: TestApp): Promise<string[]> {
  return [...(await journalTotals(testApp.database.db))]
    .filter(([, total]) => !new ExactDecimal(total).isZero())
    .map(([asset, total]) => `${asset} ${total.toFixed()}`);
}

/** The account's ledger amounts with more than `places` decimals (none: nothing was stored beyond its precision). */
export async function amountsBeyondPlaces(
  db: Kysely<Database>,
  accountCode: string,
  places: number,
): Promise<string[]> {
  const entries = await db
    .selectFrom('ledger_entry')
    .select('amount')
    .where('account_code', '=', accountCode)
    .execute();
  return entries.map((entry) => entry.amount).filter((amount) => new ExactDecimal(amount).decimalPlaces() > places);
}
