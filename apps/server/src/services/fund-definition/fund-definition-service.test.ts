import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskRank, type FundPerformancePeriod } from '@portal/contract';
import { generateFundCatalogue } from './fund-catalogue-generator';
import type { FundTable } from './fund-tables';
import { clientHeaders, signIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';
import {
  maximumFundPricePoints,
  measuredFundPerformancePeriods,
  type FundDetail,
  type FundSearchPage,
  type FundSummary,
} from '@portal/contract';
import { createFundTestApp, referencePercent } from '../../test/fund-test-support';
import { measuredFrom } from './performance';

type Headers = Record<string, string>;

/** The catalogue the test app holds: its clock's Hong Kong day is 15 January 2025. */
const catalogue = generateFundCatalogue({ asOf: { year: 2025, month: 1, day: 15 } });
const fundsById = new Map(catalogue.funds.map((fund) => [fund.id, fund]));

function fundOf(id: string): FundTable {
  const fund = fundsById.get(id);
  if (fund === undefined) throw new Error(`No fund ${id}`);
  return fund;
}

/** The expected performance, from the generated prices and an integer reference of the rounding. */
function expectedPerformance(fund: FundTable, period: FundPerformancePeriod): string | null {
  const from = measuredFrom(period, fund.latest_nav_date, fund.launch_date);
  if (from === undefined) return null;
  if (from === 'launch') return referencePercent(fund.launch_nav, fund.latest_nav);
  const start = catalogue.prices.filter((price) => price.fund_id === fund.id && price.price_date <= from.day).at(-1);
  return start === undefined ? null : referencePercent(start.nav, fund.latest_nav);
}

describe('fund definition service', () => {
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
    return testApp.app.inject({ method: 'POST', url: `/api/fundDefinition/${operation}`, headers: as, payload });
  }

  async function search(payload: object): Promise<FundSearchPage> {
    const response = await call('searchFunds', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FundSearchPage>();
  }

  /** Every fund a search finds, page after page of 50. */
  async function searchAll(payload: object): Promise<FundSummary[]> {
    const found: FundSummary[] = [];
    for (let pageIndex = 0; ; pageIndex += 1) {
      const page = await search({ ...payload, pageIndex, pageSize: 50 });
      found.push(...page.funds);
      if (!page.hasMore) return found;
    }
  }

  it('needs a session', async () => {
    for (const [operation, payload] of [
      ['searchFunds', {}],
      ['getFund', { fundId: 'F0001' }],
      ['fundPrices', { fundId: 'F0001', period: '1year' }],
    ] as const) {
      const response = await call(operation, payload, { ...clientHeaders });
      expect(response.statusCode, operation).toBe(401);
    }
  });

  it('lists the whole catalogue by English name, 20 a page, the pages ending with hasMore false', async () => {
    const pages = [await search({})];
    while (pages.at(-1)?.hasMore === true) pages.push(await search({ pageIndex: pages.length }));
    expect(pages.map((page) => page.funds.length)).toEqual([20, 20, 20]);
    expect(pages.map((page) => page.total)).toEqual([60, 60, 60]);
    const names = pages.flatMap((page) => page.funds.map((fund) => fund.names.en));
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('en').compare(a, b)));
    expect(new Set(pages.flatMap((page) => page.funds.map((fund) => fund.fundId)))).toEqual(new Set(fundsById.keys()));
    const beyond = await search({ pageIndex: 3 });
    expect(beyond).toMatchObject({ funds: [], total: 60, hasMore: false });
  });

  it('answers a fund as stored, with its one-year performance by default, decimals as strings', async () => {
    const found = await searchAll({ text: fundOf('F0004').code });
    const fund = fundOf('F0004');
    expect(found).toEqual([
      {
        fundId: 'F0004',
        code: fund.code,
        names: { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn },
        house: fund.house,
        region: fund.region,
        category: fund.category,
        assetClass: fund.asset_class,
        currency: fund.currency,
        riskLevel: fund.risk_level,
        professionalOnly: false,
        suspended: false,
        latestNav: fund.latest_nav,
        latestNavDate: '2025-01-15',
        dividendYieldPercent: fund.dividend_yield_percent,
        dividendYieldBand: fund.dividend_yield_band,
        performance: expectedPerformance(fund, '1year'),
      },
    ]);
  });

  it('narrows by each filter: any value of a list, every list at once', async () => {
    const cases: readonly [string, readonly string[], keyof FundTable][] = [
      ['regions', ['japan', 'europe'], 'region'],
      ['categories', ['bond'], 'category'],
      ['assetClasses', ['cash', 'realEstate'], 'asset_class'],
      ['riskLevels', ['None', 'Locked'], 'risk_level'],
      ['currencies', ['EUR', 'GBP', 'JPY'], 'currency'],
      ['dividendYieldBands', ['higherThanForty', 'thirtyToForty'], 'dividend_yield_band'],
      ['dividendYieldBands', ['none'], 'dividend_yield_band'],
    ];
    for (const [filter, values, column] of cases) {
      const expected = catalogue.funds.filter((fund) => values.includes(String(fund[column]))).map((fund) => fund.id);
      expect(expected.length, filter).toBeGreaterThan(0);
      expect(expected.length, filter).toBeLessThan(60);
      const found = await searchAll({ [filter]: values });
      expect(found.map((fund) => fund.fundId).sort(), `${filter} ${values.join()}`).toEqual(expected.sort());
    }
    const both = await searchAll({ currencies: ['USD'], categories: ['bond', 'equity'] });
    expect(both.map((fund) => fund.fundId).sort()).toEqual(
      catalogue.funds
        .filter((fund) => fund.currency === 'USD' && ['bond', 'equity'].includes(fund.category))
        .map((fund) => fund.id)
        .sort(),
    );
  });

  it('finds text in any name, ignoring case, or in the code, and takes % and _ literally', async () => {
    const gold = catalogue.funds.filter((fund) => fund.name_en.includes('Gold')).map((fund) => fund.id);
    expect(gold.length).toBeGreaterThan(1);
    expect((await searchAll({ text: 'gOLD' })).map((fund) => fund.fundId).sort()).toEqual(gold);
    expect((await searchAll({ text: '黃金' })).map((fund) => fund.fundId).sort()).toEqual(gold);
    expect((await searchAll({ text: '黄金' })).map((fund) => fund.fundId).sort()).toEqual(gold);
    const luxembourg = catalogue.funds.filter((fund) => fund.code.startsWith('LU')).map((fund) => fund.id);
    expect((await searchAll({ text: 'lu0' })).map((fund) => fund.fundId).sort()).toEqual(luxembourg);
    expect(await searchAll({ text: '%' })).toEqual([]);
    expect(await searchAll({ text: '_' })).toEqual([]);
  });

  it('sorts by latest NAV, risk level and name in a language, each way, ties by fund id', async () => {
    const byNav = await searchAll({ sortBy: 'latestNav', direction: 'desc' });
    for (const [index, fund] of byNav.slice(1).entries()) {
      expect(new Decimal(byNav[index]?.latestNav ?? '0').greaterThanOrEqualTo(fund.latestNav)).toBe(true);
    }
    const byRisk = await searchAll({ sortBy: 'riskLevel' });
    const keys = byRisk.map((fund) => [riskRank(fund.riskLevel), fund.fundId] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
    expect(byRisk[0]?.riskLevel).toBe('None');
    expect(byRisk.at(-1)?.riskLevel).toBe('Locked');
    const byChineseName = await searchAll({ sortBy: 'name', language: 'zh-HK', direction: 'desc' });
    const names = byChineseName.map((fund) => fund.names['zh-HK']);
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('zh-HK').compare(b, a)));
  });

  it("computes each period's performance exactly and sorts by it, funds without one last either way", async () => {
    for (const period of ['1week', '3months', '1year', '5years', '10years', 'ytd', 'sinceLaunch'] as const) {
      const found = await searchAll({ performancePeriod: period });
      for (const fund of found) {
        expect(fund.performance, `${fund.fundId} ${period}`).toBe(expectedPerformance(fundOf(fund.fundId), period));
      }
    }
    for (const direction of ['asc', 'desc'] as const) {
      const sorted = await searchAll({ performancePeriod: '3years', sortBy: 'performance', direction });
      const measured = sorted.filter((fund) => fund.performance !== null);
      expect(measured.length).toBeGreaterThan(20);
      expect(sorted.slice(measured.length).every((fund) => fund.performance === null)).toBe(true);
      expect(sorted.slice(measured.length).length).toBeGreaterThan(0);
      const values = measured.map((fund) => new Decimal(fund.performance ?? '0'));
      for (const [index, value] of values.slice(1).entries()) {
        const previous = values[index] ?? value;
        expect(direction === 'asc' ? previous.lessThanOrEqualTo(value) : previous.greaterThanOrEqualTo(value)).toBe(
          true,
        );
      }
    }
    const none = await search({ performancePeriod: 'none' });
    expect(none.funds.every((fund) => fund.performance === null)).toBe(true);
  });

  it('gets a fund with its fees, terms, dividends newest first and the performance of every period', async () => {
    const response = await call('getFund', { fundId: 'F0002' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<FundDetail>();
    const fund = fundOf('F0002');
    expect(detail).toMatchObject({
      fundId: 'F0002',
      launchDate: fund.launch_date,
      minimumSubscription: fund.minimum_subscription,
      subscriptionFeePercent: fund.subscription_fee_percent,
      redemptionFeePercent: fund.redemption_fee_percent,
      managementFeePercent: fund.management_fee_percent,
      dealingDays: fund.dealing_days,
      settlementDays: fund.settlement_days,
      unitDecimals: fund.unit_decimals,
      dividendYieldPercent: fund.dividend_yield_percent,
    });
    expect(detail).not.toHaveProperty('performance.none');
    expect(detail.performance).toEqual(
      Object.fromEntries(measuredFundPerformancePeriods.map((period) => [period, expectedPerformance(fund, period)])),
    );
    // F0002 was launched before the five-year history: no price ten years back.
    expect(detail.performance['10years']).toBeNull();
    expect(detail.performance['5years']).not.toBeNull();
    const dividends = catalogue.dividends.filter((dividend) => dividend.fund_id === 'F0002').reverse();
    expect(detail.dividends).toEqual(
      dividends.map((dividend) => ({
        exDate: dividend.ex_date,
        amountPerUnit: dividend.amount_per_unit,
        currency: dividend.currency,
      })),
    );
  });

  it('gives no performance for periods longer than a young fund has existed', async () => {
    // F0060 was launched on 1 January 2025, two weeks before the clock's day.
    const detail = (await call('getFund', { fundId: 'F0060' })).json<FundDetail>();
    expect(detail.launchDate).toBe('2025-01-01');
    const measured = Object.entries(detail.performance)
      .filter(([, performance]) => performance !== null)
      .map(([period]) => period);
    expect(measured).toEqual(['1week', 'sinceLaunch']);
    // The suspended fund's periods end at its last NAV.
    const suspended = (await call('getFund', { fundId: 'F0018' })).json<FundDetail>();
    expect(suspended).toMatchObject({ suspended: true, latestNavDate: '2024-12-18' });
    expect(suspended.performance['1year']).toBe(expectedPerformance(fundOf('F0018'), '1year'));
  });

  it('answers 404 for an unknown fund and 400 for input the contract refuses', async () => {
    for (const [operation, payload] of [
      ['getFund', { fundId: 'F9999' }],
      ['fundPrices', { fundId: 'F9999', period: '1year' }],
    ] as const) {
      const response = await call(operation, payload);
      expect(response.statusCode, operation).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'There is no such fund.' });
    }
    const refused: readonly [string, object][] = [
      ['searchFunds', { pageSize: 51 }],
      ['searchFunds', { pageSize: 0 }],
      ['searchFunds', { regions: ['mars'] }],
      ['searchFunds', { sortBy: 'performance', performancePeriod: 'none' }],
      ['searchFunds', { currencies: ['hkd'] }],
      ['searchFunds', { text: '' }],
      ['searchFunds', { unknown: true }],
      ['getFund', { fundId: '../F0001' }],
      ['getFund', {}],
      ['fundPrices', { fundId: 'F0001', period: 'none' }],
      ['fundPrices', { fundId: 'F0001', period: '7years' }],
    ];
    for (const [operation, payload] of refused) {
      const response = await call(operation, payload);
      expect(response.statusCode, `${operation} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
    }
  });

  it('answers the NAVs of a period from its start to the latest, thinned to at most 260 points', async () => {
    type Prices = { fundId: string; period: string; currency: string; points: { date: string; nav: string }[] };
    const prices = async (fundId: string, period: string): Promise<Prices> => {
      const response = await call('fundPrices', { fundId, period });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Prices>();
    };
    const fund = fundOf('F0001');
    const all = catalogue.prices.filter((price) => price.fund_id === 'F0001');

    const week = await prices('F0001', '1week');
    // From the last NAV on or before Wednesday 8 January to Wednesday 15 January: six business days.
    expect(week).toEqual({
      fundId: 'F0001',
      period: '1week',
      currency: fund.currency,
      points: all
        .filter((price) => price.price_date >= '2025-01-08')
        .map((price) => ({ date: price.price_date, nav: price.nav })),
    });
    expect(week.points).toHaveLength(6);

    const halfYear = await prices('F0001', '6months');
    expect(halfYear.points).toEqual(
      all
        .filter((price) => price.price_date >= '2024-07-15')
        .map((price) => ({ date: price.price_date, nav: price.nav })),
    );

    // A year holds 263 business days from Monday 15 January 2024 on: thinned, first and last kept.
    const year = await prices('F0001', '1year');
    expect(all.filter((price) => price.price_date >= '2024-01-15')).toHaveLength(263);
    expect(year.points).toHaveLength(maximumFundPricePoints);
    expect(year.points[0]?.date).toBe('2024-01-15');
    expect(year.points.at(-1)?.date).toBe('2025-01-15');

    // Five years back is Wednesday 15 January 2020; ten years and since launch reach before the stored history,
    // which starts on Wednesday 8 January 2020.
    for (const [period, firstDay] of [
      ['5years', '2020-01-15'],
      ['10years', '2020-01-08'],
      ['sinceLaunch', '2020-01-08'],
    ] as const) {
      const long = await prices('F0001', period);
      const first = all.find((price) => price.price_date === firstDay);
      expect(long.points, period).toHaveLength(maximumFundPricePoints);
      expect(long.points[0], period).toEqual({ date: firstDay, nav: first?.nav });
      expect(long.points.at(-1), period).toEqual({ date: '2025-01-15', nav: fund.latest_nav });
      const dates = long.points.map((point) => point.date);
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates).toEqual([...dates].sort());
    }

    // A young fund's long period shows its whole life, from the launch NAV.
    const young = await prices('F0060', '1year');
    expect(young.points[0]).toEqual({ date: '2025-01-01', nav: fundOf('F0060').launch_nav });
    expect(young.points).toHaveLength(11);
  });
});
