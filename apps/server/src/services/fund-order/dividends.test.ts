import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import type { TestApp } from '../../test/test-app';
import { runFundOrderJob } from './dev-support';
import { dividendAmountOf, dividendReference, dividendsReceivedOf } from './dividends';
import { createOrderTestApp, depositFor, orderDependenciesOf } from '../../test/fund-order-test-support';
import { placeRedemption, placeSubscription } from './placement';
import { fundUnitsAsset } from './positions';

/*
 * Dividends paid in cash on the ex-date (09:00 market time) to whoever held units at the close of the day before.
 * The test clock starts on 15 January 2025; 31 March 2025 (a Monday) is the quarter's last business day.
 */

const exDate = '2025-03-31';

describe('fund dividends', () => {
  let testApp: TestApp;
  let fund: { id: string; currency: string; dividend_yield_percent: string };

  beforeAll(async () => {
    testApp = await createOrderTestApp();
    const row = await testApp.database.db
      .selectFrom('fund')
      .select(['id', 'currency', 'dividend_yield_percent'])
      .where('dividend_yield_percent', 'is not', null)
      .where('currency', '=', 'HKD')
      .where('professional_only', '=', 0)
      .where('suspended', '=', 0)
      .where('risk_level', 'in', ['Low', 'LowToMedium', 'Medium'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    fund = { id: row.id, currency: row.currency, dividend_yield_percent: String(row.dividend_yield_percent) };
    await depositFor(testApp, 'C10001', 'HKD', '100000');
    await depositFor(testApp, 'C10002', 'HKD', '100000');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const runAt = async (instant: string) => {
    testApp.clock.set(instant);
    return runFundOrderJob(orderDependenciesOf(testApp), { extendPrices: true });
  };
  const hkd = (accountCode: string) => balanceOf(testApp.database.db, { accountCode, source: 'gateway', asset: 'HKD' });
  const dividendJournals = (accountCode: string) =>
    testApp.database.db
      .selectFrom('ledger_journal')
      .select('id')
      .where('kind', '=', 'fund.dividend')
      .where('account_code', '=', accountCode)
      .execute();

  it('rounds a payment down to the currency: 1234.5678 units × 0.0123 is 15.18', () => {
    expect(dividendAmountOf('1234.5678', '0.0123', 2).toFixed()).toBe('15.18');
    expect(dividendAmountOf('1000', '0.1234', 2).toFixed()).toBe('123.4');
    expect(dividendAmountOf('0.001', '0.0100', 2).toFixed()).toBe('0');
  });

  it('pays the holders of the day before the ex-date, once, from the fund', async () => {
    const deps = orderDependenciesOf(testApp);
    const account = { accountCode: 'C10001', source: 'gateway' } as const;
    // The first run settles nothing and finds the catalogue's past dividends with nobody to pay.
    expect((await runAt('2025-01-15T02:00:00.000Z')).dividendPayments).toBe(0);
    await placeSubscription(deps, {
      ...account,
      clientReference: 'div-sub-1',
      fundId: fund.id,
      amount: '20000',
      currency: 'HKD',
    });
    await runAt('2025-02-14T02:00:00.000Z');
    const held = (await balanceOf(deps.db, { ...account, asset: fundUnitsAsset(fund.id) })).available;
    expect(held.greaterThan(100)).toBe(true);

    // Days before the ex-date: 100 units redeemed (they leave before it); C10002 subscribes too late to be paid.
    testApp.clock.set('2025-03-27T02:00:00.000Z');
    await placeRedemption(deps, {
      ...account,
      clientReference: 'div-red-1',
      fundId: fund.id,
      basis: 'unit',
      quantity: '100',
    });
    await placeSubscription(deps, {
      accountCode: 'C10002',
      source: 'gateway',
      clientReference: 'div-sub-2',
      fundId: fund.id,
      amount: '20000',
      currency: 'HKD',
    });
    await runAt('2025-03-31T00:59:00.000Z');
    const dividend = await deps.db
      .selectFrom('fund_dividend')
      .selectAll()
      .where('fund_id', '=', fund.id)
      .where('ex_date', '=', exDate)
      .executeTakeFirstOrThrow();
    const nav = await deps.db
      .selectFrom('fund_price')
      .select('nav')
      .where('fund_id', '=', fund.id)
      .where('price_date', '=', exDate)
      .executeTakeFirstOrThrow();
    // The NAV extension added the quarter's dividend: NAV × yield ÷ 400, half-up to 4 decimals.
    expect(new ExactDecimal(dividend.amount_per_unit).toFixed()).toBe(
      new ExactDecimal(nav.nav).times(fund.dividend_yield_percent).dividedBy(400).toDecimalPlaces(4, 4).toFixed(),
    );
    expect(await dividendJournals('C10001')).toHaveLength(0);
    const before = await hkd('C10001');

    // At 09:00 on the ex-date: held − 100 units are paid, rounded down to cents; C10002 gets nothing.
    const run = await runAt('2025-03-31T01:00:00.000Z');
    expect(run.dividendPayments).toBe(1);
    const expected = dividendAmountOf(held.minus(100), dividend.amount_per_unit, 2);
    expect(expected.greaterThan(0)).toBe(true);
    const paid = await deps.db
      .selectFrom('ledger_entry')
      .innerJoin('ledger_journal', 'ledger_journal.id', 'ledger_entry.journal_id')
      .select(['ledger_entry.account_code', 'ledger_entry.asset', 'ledger_entry.amount'])
      .where('ledger_journal.kind', '=', 'fund.dividend')
      .where('ledger_journal.account_code', '=', 'C10001')
      .orderBy('ledger_entry.line_number')
      .execute();
    expect(paid.map((entry) => [entry.account_code, entry.asset, new ExactDecimal(entry.amount).toFixed()])).toEqual([
      ['C10001', 'HKD', expected.toFixed()],
      [`HOUSE:FUND:${fund.id}`, 'HKD', expected.negated().toFixed()],
    ]);
    const after = await hkd('C10001');
    expect(after.available.greaterThanOrEqualTo(before.available.plus(expected))).toBe(true);
    expect(await dividendJournals('C10002')).toHaveLength(0);
    const events = await deps.db
      .selectFrom('domain_event')
      .select('payload')
      .where('type', '=', 'cashMovement')
      .where('account_code', '=', 'C10001')
      .execute();
    expect(events.filter((event) => event.payload.includes(dividendReference(fund.id, exDate)))).toHaveLength(1);

    // Again: nothing more.
    expect((await runAt('2025-04-01T02:00:00.000Z')).dividendPayments).toBe(0);
    expect(await dividendJournals('C10001')).toHaveLength(1);
    expect((await hkd('C10001')).available.toFixed()).toBe(after.available.toFixed());

    // What the portfolio shows as received from the fund.
    const received = await dividendsReceivedOf(deps.db, account);
    expect(received.map((entry) => [entry.fundId, entry.currency, entry.amount.toFixed()])).toEqual([
      [fund.id, 'HKD', expected.toFixed()],
    ]);
    expect(await dividendsReceivedOf(deps.db, { accountCode: 'C10002', source: 'gateway' })).toEqual([]);

    expect(await balanceDiscrepancies(deps.db)).toEqual([]);
    for (const [asset, total] of await journalTotals(deps.db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
  });
});
