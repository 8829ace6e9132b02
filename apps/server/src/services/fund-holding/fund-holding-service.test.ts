import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, maximumWatchlistItems, type FundPortfolio, type WatchlistItem } from '@portal/contract';
import { generateFundCatalogue } from '../../test/fund-test-support';
import { deposit } from '../../platform/money/ledger';
import { clientHeaders, signIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';
import { createFundTestApp, referencePercent } from '../../test/fund-test-support';
import { extendFundPrices } from '../fund-definition/public';
import {
  createOrderTestApp,
  depositFor,
  orderDependenciesOf,
  signedInCaller,
} from '../../test/fund-order-test-support';
import { advanceFundOrders } from '../../test/fund-order-test-support';
import { fundPositionsOf } from '../fund-order/public';

type Headers = Record<string, string>;

/** The catalogue the test app holds: its clock's Hong Kong day is 15 January 2025. */
const catalogue = generateFundCatalogue({ asOf: { year: 2025, month: 1, day: 15 } });

describe('fund holding service', () => {
  let testApp: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    testApp = await createFundTestApp();
    ({ headers } = await signIn(testApp, 'C10001'));
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(operation: string, payload: object, as: Headers = headers) {
    return testApp.app.inject({ method: 'POST', url: `/api/fundHolding/${operation}`, headers: as, payload });
  }

  async function watchlist(operation: string, payload: object): Promise<WatchlistItem[]> {
    const response = await call(operation, { accountCode: 'C10001', ...payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: WatchlistItem[] }>().items;
  }

  it('needs a session, and acts only for an account the caller may act for', async () => {
    for (const operation of ['fundPortfolio', 'portfolioValueHistory', 'listWatchlist']) {
      expect((await call(operation, { accountCode: 'C10001' }, { ...clientHeaders })).statusCode, operation).toBe(401);
      // C10005 is nobody's advisee and not the caller.
      expect((await call(operation, { accountCode: 'C10005' })).statusCode, operation).toBe(403);
    }
  });

  it('adds funds newest first with the latest NAV, day change and one-year return; again is a no-op', async () => {
    expect(await watchlist('listWatchlist', {})).toEqual([]);
    await watchlist('addToWatchlist', { fundId: 'F0002' });
    testApp.clock.advance(1000);
    const items = await watchlist('addToWatchlist', { fundId: 'F0060' });
    expect(items.map((item) => item.fundId)).toEqual(['F0060', 'F0002']);
    const fund = catalogue.funds.find((candidate) => candidate.id === 'F0002');
    const prices = catalogue.prices.filter((price) => price.fund_id === 'F0002');
    const yearStart = prices.filter((price) => price.price_date <= '2024-01-15').at(-1);
    expect(items[1]).toEqual({
      fundId: 'F0002',
      fundNames: { en: fund?.name_en, 'zh-HK': fund?.name_zh_hk, 'zh-CN': fund?.name_zh_cn },
      currency: fund?.currency,
      riskLevel: fund?.risk_level,
      latestNav: fund?.latest_nav,
      latestNavDate: '2025-01-15',
      dayChangePercent: referencePercent(prices.at(-2)?.nav ?? '', prices.at(-1)?.nav ?? ''),
      oneYearPercent: referencePercent(yearStart?.nav ?? '', fund?.latest_nav ?? ''),
      addedAt: expect.any(String),
    });
    // F0060 is a fortnight old: no one-year return.
    expect(items[0]?.oneYearPercent).toBeNull();
    testApp.clock.advance(1000);
    const again = await watchlist('addToWatchlist', { fundId: 'F0002' });
    expect(again).toEqual(items);
  });

  it('removes a fund (one not on the list is a no-op) and answers 404 for an unknown fund', async () => {
    expect((await watchlist('removeFromWatchlist', { fundId: 'F0060' })).map((item) => item.fundId)).toEqual(['F0002']);
    expect((await watchlist('removeFromWatchlist', { fundId: 'F0060' })).map((item) => item.fundId)).toEqual(['F0002']);
    const unknown = await call('addToWatchlist', { accountCode: 'C10001', fundId: 'F9999' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('addToWatchlist', { accountCode: 'C10001', fundId: '../F0001' })).statusCode).toBe(400);
    expect((await watchlist('listWatchlist', {})).map((item) => item.fundId)).toEqual(['F0002']);
  });

  it(`holds at most ${maximumWatchlistItems} funds: the next one answers 409`, async () => {
    const ids = catalogue.funds.map((fund) => fund.id).filter((id) => id !== 'F0002');
    for (const fundId of ids.slice(0, maximumWatchlistItems - 1)) await watchlist('addToWatchlist', { fundId });
    expect(await watchlist('listWatchlist', {})).toHaveLength(maximumWatchlistItems);
    const over = await call('addToWatchlist', { accountCode: 'C10001', fundId: ids[maximumWatchlistItems] ?? '' });
    expect(over.statusCode, over.body).toBe(409);
    // Adding one already on it is still a no-op.
    expect((await call('addToWatchlist', { accountCode: 'C10001', fundId: 'F0002' })).statusCode).toBe(200);
    // Another account's list is its own (C10005: C10003's sign-in gates would refuse the call, ADR 020).
    const other = await signIn(testApp, 'C10005');
    const response = await call('listWatchlist', { accountCode: 'C10005' }, other.headers);
    expect(response.json()).toEqual({ items: [] });
  });

  it('values cash from the ledger in the reporting currency, falling back to HKD', async () => {
    const { db, dialect } = testApp.database;
    const at = testApp.clock.now();
    await db.transaction().execute(async (trx) => {
      await deposit(trx, dialect, {
        accountCode: 'C10001',
        source: 'gateway',
        asset: 'HKD',
        amount: '1000.10',
        reference: 'holding-test-1',
        at,
      });
      await deposit(trx, dialect, {
        accountCode: 'C10001',
        source: 'gateway',
        asset: 'USD',
        amount: '0.1',
        reference: 'holding-test-2',
        at,
      });
      await deposit(trx, dialect, {
        accountCode: 'C10001',
        source: 'gateway',
        asset: 'USD',
        amount: '0.2',
        reference: 'holding-test-3',
        at,
      });
    });
    for (const [requested, reporting, cash] of [
      [undefined, 'HKD', '1002.44'],
      ['USD', 'USD', '128.59'],
      // EUR is no reporting currency of the demo brand: HKD.
      ['EUR', 'HKD', '1002.44'],
    ] as const) {
      const response = await call('fundPortfolio', {
        accountCode: 'C10001',
        ...(requested === undefined ? {} : { reportingCurrency: requested }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const portfolio = response.json<FundPortfolio>();
      expect(portfolio.reportingCurrency).toBe(reporting);
      // At the FX simulator's rates of the test clock (ADR 034): 1000.10 HKD + 0.30 USD (× 7.795587 = 2.3387 → 2.34
      // HKD); in USD: 1000.10 × 0.1282775 = 128.2903... → 128.29 + 0.30.
      expect(portfolio.totals.cash, String(requested)).toBe(cash);
      expect(portfolio.cash).toEqual([
        { currency: 'HKD', available: '1000.10', onHold: '0.00' },
        { currency: 'USD', available: '0.30', onHold: '0.00' },
        { currency: 'CNY', available: '0.00', onHold: '0.00' },
      ]);
    }
  });

  it('answers an empty value history without holdings', async () => {
    const response = await call('portfolioValueHistory', { accountCode: 'C10001', period: '1year' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reportingCurrency: 'HKD', points: [] });
  });
});

describe('the portfolio of real fund orders', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('values a settled subscription at the latest NAV and charts its value from the day it settled', async () => {
    const deps = orderDependenciesOf(testApp);
    await depositFor(testApp, 'C10001', 'HKD', '50000');
    const call = await signedInCaller(testApp, 'C10001');
    const placed = await call('subscribeFund', {
      accountCode: 'C10001',
      clientReference: 'holding-portfolio-1',
      fundId: 'F0048',
      amount: '10000.50',
      currency: 'HKD',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // F0048 (HKD) deals the next business day and settles on Thursday 23 January; then three more market days.
    for (const instant of ['2025-01-15T09:00:00.000Z', '2025-01-16T10:00:00.000Z', '2025-01-23T01:00:00.000Z']) {
      testApp.clock.set(instant);
      await extendFundPrices(deps.db, deps.clock);
      await advanceFundOrders(deps);
    }
    testApp.clock.set('2025-01-28T10:00:00.000Z');
    await extendFundPrices(deps.db, deps.clock);
    const { headers } = await signIn(testApp, 'C10001');
    const [position] = await fundPositionsOf(deps.db, { accountCode: 'C10001', source: 'gateway' });
    const fund = await deps.db
      .selectFrom('fund')
      .select(['latest_nav', 'latest_nav_date'])
      .where('id', '=', 'F0048')
      .executeTakeFirstOrThrow();
    expect(fund.latest_nav_date).toBe('2025-01-28');
    const units = position?.availableUnits.toFixed() ?? '';
    const marketValue = new ExactDecimal(units).times(fund.latest_nav).toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/fundHolding/fundPortfolio',
      headers,
      payload: { accountCode: 'C10001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const portfolio = response.json<FundPortfolio>();
    expect(portfolio.holdings).toHaveLength(1);
    expect(portfolio.holdings[0]).toMatchObject({
      fundId: 'F0048',
      currency: 'HKD',
      units,
      availableUnits: units,
      onHoldUnits: '0',
      cost: '10000.50',
      nav: String(fund.latest_nav),
      navDate: '2025-01-28',
      marketValue: marketValue.toFixed(2),
      unrealisedProfit: marketValue.minus('10000.50').toFixed(2),
      marketValueReporting: marketValue.toFixed(2),
    });
    expect(portfolio.totals).toMatchObject({ marketValue: marketValue.toFixed(2), cost: '10000.50', cash: '39999.50' });
    expect(portfolio.allocation.byCurrency).toEqual([{ key: 'HKD', value: marketValue.toFixed(2), percent: '100.00' }]);

    const history = await testApp.app.inject({
      method: 'POST',
      url: '/api/fundHolding/portfolioValueHistory',
      headers,
      payload: { accountCode: 'C10001', period: '1months' },
    });
    expect(history.statusCode, history.body).toBe(200);
    const { points } = history.json<{ points: { date: string; value: string }[] }>();
    expect(points.map((point) => point.date)).toEqual(['2025-01-23', '2025-01-24', '2025-01-27', '2025-01-28']);
    expect(points.at(-1)?.value).toBe(marketValue.toFixed(2));
  });
});
