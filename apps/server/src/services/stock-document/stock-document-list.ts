import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { exchangeDayOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { stockExchanges } from '@portal/contract/domain/stock/exchanges';
import type { Database } from '../../platform/db/db';
import { stockAsset, stockTradeDays } from '../stock-order/public';
import { contractNoteKey, monthlyStockStatementKey, type StockDocumentKey } from './stock-document-ids';
import { stockAreaKindPrefixes } from './stock-document-texts';

/*
 * Which stock documents an account has: a contract note for each trade date with fills (from its first fill on;
 * remade as later fills of the day come, final after the close), a monthly statement for each past Hong Kong month
 * with activity in the stock area (fills, share movements, or cash moved by stock orders, IPOs, corporate actions).
 */

export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

/** Today in the brand's home market (Hong Kong): the current month has no statement yet. */
export function homeDayOf(now: Date): string {
  return exchangeDayOf('HKEX', now);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The months (yyyy-mm) before `beforeMonth` with stock-area ledger activity or fills. */
async function activeMonthsOf(
  db: Kysely<Database>,
  account: AccountKey,
  tradeDays: readonly string[],
  range: { readonly fromMonth?: string; readonly beforeMonth: string },
): Promise<Set<string>> {
  const homeZone = stockExchanges.HKEX.timeZone;
  let query = db
    .selectFrom('ledger_entry as entry')
    .innerJoin('ledger_journal as journal', 'journal.id', 'entry.journal_id')
    .select('entry.created_at')
    .distinct()
    .where('entry.account_code', '=', account.accountCode.toUpperCase())
    .where('entry.source', '=', account.source)
    .where('entry.created_at', '<', zonedInstant(`${range.beforeMonth}-01`, 0, homeZone).toISOString())
    .where((eb) =>
      eb.or([
        eb('entry.asset', 'like', `${stockAsset('')}%`),
        ...stockAreaKindPrefixes.map((prefix) => eb('journal.kind', 'like', `${prefix}%`)),
      ]),
    );
  if (range.fromMonth !== undefined) {
    query = query.where('entry.created_at', '>=', zonedInstant(`${range.fromMonth}-01`, 0, homeZone).toISOString());
  }
  const rows = await query.execute();
  const months = new Set(rows.map((row) => exchangeDayOf('HKEX', new Date(row.created_at)).slice(0, 7)));
  for (const day of tradeDays) months.add(day.slice(0, 7));
  return new Set(
    [...months].filter(
      (month) => month < range.beforeMonth && (range.fromMonth === undefined || month >= range.fromMonth),
    ),
  );
}

/** The account's stock documents by `now`, unordered. */
export async function stockDocumentKeysOf(
  db: Kysely<Database>,
  account: AccountKey,
  now: Date,
): Promise<StockDocumentKey[]> {
  const days = (await stockTradeDays(db, { account })).map((row) => row.tradeDate);
  const months = await activeMonthsOf(db, account, days, { beforeMonth: homeDayOf(now).slice(0, 7) });
  return [
    ...days.map((day) => contractNoteKey(account.accountCode, account.source, day)),
    ...[...months].map((month) => monthlyStockStatementKey(account.accountCode, account.source, month)),
  ];
}

/** Whether the account has the document by `now` (a contract note: fills that day; a statement: a past active month). */
export async function stockDocumentExists(db: Kysely<Database>, key: StockDocumentKey, now: Date): Promise<boolean> {
  if (key.kind === 'dailyStatement') {
    const days = await stockTradeDays(db, { account: key, fromDate: key.periodStart });
    return days.some((row) => row.tradeDate === key.periodStart);
  }
  const month = key.periodStart.slice(0, 7);
  const days = await stockTradeDays(db, { account: key, fromDate: key.periodStart });
  const tradeDays = days.map((row) => row.tradeDate).filter((day) => day <= key.periodEnd);
  const beforeMonth = homeDayOf(now).slice(0, 7);
  if (month >= beforeMonth) return false;
  const next = nextDay(key.periodEnd).slice(0, 7);
  const months = await activeMonthsOf(db, key, tradeDays, {
    fromMonth: month,
    beforeMonth: next < beforeMonth ? next : beforeMonth,
  });
  return months.has(month);
}
