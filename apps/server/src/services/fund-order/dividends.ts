import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import type { Executor, FundOrderDependencies } from './fund-order-dependencies';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { dividendsExDatedBy } from '../fund-definition/public';
import { marketDayOf, marketInstant, settlementTime } from '../../platform/market/market-calendar';
import { postFromFund, publishBalance, publishMovement } from './order-ledger';
import { fundLedgerKinds, unitsHeldBefore } from './positions';

/*
 * Fund dividends paid in cash (issue 6): on a dividend's ex-date, at the settlement time (09:00 market time), every
 * account that held units of the fund at the close of the business day before is paid units × amount per unit in the
 * dividend's currency, rounded DOWN to the currency's precision, from the fund's house account. One transaction per
 * dividend writes every holder's journal, their events and the fund_dividend_payment row that makes it once only.
 * A dividend waits while an order of its fund that should already have moved units before the ex-date is still on
 * its way (a subscription settling before it, a redemption not yet deducted), so nobody is paid on a stale count.
 */

export type DividendRun = { readonly dividends: number; readonly payments: number };

/** What `units` units are paid: units × amount per unit, rounded down to the currency's precision. */
export function dividendAmountOf(units: Decimal.Value, amountPerUnit: Decimal.Value, precision: number): Decimal {
  return new ExactDecimal(units).times(amountPerUnit).toDecimalPlaces(precision, Decimal.ROUND_DOWN);
}

/** The journal reference of a dividend payment (one per account, kind fund.dividend). */
export function dividendReference(fundId: string, exDate: string): string {
  return `dividend:${fundId}:${exDate}`;
}

type Dividend = {
  readonly fund_id: string;
  readonly ex_date: string;
  readonly amount_per_unit: string;
  readonly currency: string;
};

/** Whether an order of the fund that moves units before the ex-date has not moved them yet. */
async function ordersStillMoving(deps: FundOrderDependencies, dividend: Dividend): Promise<boolean> {
  const moving = await deps.db
    .selectFrom('fund_order')
    .select('id')
    .where('fund_id', '=', dividend.fund_id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('type', '=', 'S'),
          eb('settlement_date', '<', dividend.ex_date),
          eb('status', 'in', ['pending', 'submitted', 'processing', 'deducted', 'priced']),
        ]),
        eb.and([
          eb('type', '=', 'R'),
          eb('order_date', '<', dividend.ex_date),
          eb('status', 'in', ['pending', 'submitted', 'processing']),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return moving !== undefined;
}

async function payDividend(deps: FundOrderDependencies, dividend: Dividend, at: Date): Promise<number | undefined> {
  return deps.events.inTransaction(deps.db, async (trx: Transaction<Database>, publish) => {
    const claimed = await trx
      .insertInto('fund_dividend_payment')
      .values({ fund_id: dividend.fund_id, ex_date: dividend.ex_date, payments: 0, paid_at: at.toISOString() })
      .onConflict((conflict) => conflict.columns(['fund_id', 'ex_date']).doNothing())
      .executeTakeFirst();
    // Another run paid it first.
    if ((claimed.numInsertedOrUpdatedRows ?? 0n) === 0n) return undefined;
    const precision = (await currencyPrecisions(trx)).get(dividend.currency) ?? 2;
    const holders = await trx
      .selectFrom('fund_position')
      .select(['account_code', 'source'])
      .where('fund_id', '=', dividend.fund_id)
      .orderBy('account_code')
      .orderBy('source')
      .execute();
    let payments = 0;
    for (const holder of holders) {
      const account = { accountCode: holder.account_code, source: holder.source };
      const units = await unitsHeldBefore(trx, account, dividend.fund_id, dividend.ex_date);
      const amount = dividendAmountOf(units, dividend.amount_per_unit, precision);
      if (!amount.greaterThan(0)) continue;
      const reference = dividendReference(dividend.fund_id, dividend.ex_date);
      const payment = {
        id: reference,
        account_code: holder.account_code,
        source: holder.source,
        fund_id: dividend.fund_id,
      };
      const movement = { asset: dividend.currency, amount, at };
      await postFromFund(trx, deps.dialect, fundLedgerKinds.dividend, payment, movement);
      await publishMovement(publish, payment, { ...movement, direction: 'in' });
      await publishBalance(trx, publish, payment, dividend.currency, at);
      payments += 1;
    }
    await trx
      .updateTable('fund_dividend_payment')
      .set({ payments })
      .where('fund_id', '=', dividend.fund_id)
      .where('ex_date', '=', dividend.ex_date)
      .execute();
    return payments;
  });
}

export type DividendsReceived = { readonly fundId: string; readonly currency: string; readonly amount: Decimal };

/**
 * The cash dividends each fund has paid the account, summed exactly per fund and currency (what the portfolio shows;
 * read from the ledger's dividend journals, whose reference names the fund), by fund id.
 */
export async function dividendsReceivedOf(
  db: Executor,
  account: { readonly accountCode: string; readonly source: LoginSource },
): Promise<DividendsReceived[]> {
  const accountCode = account.accountCode.toUpperCase();
  const rows = await db
    .selectFrom('ledger_journal')
    .innerJoin('ledger_entry', 'ledger_entry.journal_id', 'ledger_journal.id')
    .select(['ledger_journal.reference', 'ledger_entry.asset', 'ledger_entry.amount'])
    .where('ledger_journal.kind', '=', fundLedgerKinds.dividend)
    .where('ledger_journal.account_code', '=', accountCode)
    .where('ledger_journal.source', '=', account.source)
    .where('ledger_entry.account_code', '=', accountCode)
    .execute();
  const sums = new Map<string, DividendsReceived>();
  for (const row of rows) {
    const fundId = row.reference.split(':')[1] ?? '';
    const key = `${fundId} ${row.asset}`;
    const amount = (sums.get(key)?.amount ?? new ExactDecimal(0)).plus(row.amount);
    sums.set(key, { fundId, currency: row.asset, amount });
  }
  return [...sums.values()].sort((a, b) => (a.fundId < b.fundId ? -1 : a.fundId > b.fundId ? 1 : 0));
}

/**
 * Pays every dividend due by the clock (its ex-date come, at or after the settlement time) and not paid yet, oldest
 * first; one left waiting for an order still on its way is tried again on a later run.
 */
export async function payFundDividends(deps: FundOrderDependencies): Promise<DividendRun> {
  const now = deps.clock.now();
  const timeZone = deps.brand.marketTimeZone;
  const today = marketDayOf(now, timeZone);
  // The dividends ex-dated by today (fund-definition's), less those with a payment row (ours), oldest first.
  const exDated = await dividendsExDatedBy(deps.db, today);
  const paid = await deps.db
    .selectFrom('fund_dividend_payment')
    .select(['fund_id', 'ex_date'])
    .where('ex_date', '<=', today)
    .execute();
  const paidKeys = new Set(paid.map((payment) => `${payment.fund_id}|${payment.ex_date}`));
  const due = exDated
    .filter((dividend) => !paidKeys.has(`${dividend.fund_id}|${dividend.ex_date}`))
    .map(({ fund_id, ex_date, amount_per_unit, currency }) => ({ fund_id, ex_date, amount_per_unit, currency }));
  let dividends = 0;
  let payments = 0;
  for (const row of due) {
    const dividend = { ...row, amount_per_unit: String(row.amount_per_unit) };
    // Paid as of 09:00 on its ex-date (a run catching up books it then, as a lifecycle step is booked when due).
    const payableAt = marketInstant(dividend.ex_date, settlementTime, timeZone);
    if (now < payableAt) continue;
    if (await ordersStillMoving(deps, dividend)) continue;
    const paid = await payDividend(deps, dividend, payableAt);
    if (paid === undefined) continue;
    dividends += 1;
    payments += paid;
  }
  return { dividends, payments };
}
