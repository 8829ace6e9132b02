import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dividendYieldBandOf,
  fundAssetClasses,
  fundCategories,
  fundDividendYieldBands,
  fundRegions,
  riskLevels,
} from '@portal/contract';
import { createTestClock } from '../../platform/runtime/clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { migrateToLatest } from '../../db/migrate';
import { seedFundCatalogue } from './fund-catalogue';
import type { FundPriceTable } from './fund-tables';
import {
  fundCatalogueSize,
  generateFundCatalogue,
  isinCheckDigit,
  type FundCatalogue,
} from './fund-catalogue-generator';

const asOf = { year: 2025, month: 1, day: 15 };
/** Five years and a week before it: Wednesday 8 January 2020. */
const windowStart = '2020-01-08';

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

describe('generateFundCatalogue', () => {
  const catalogue: FundCatalogue = generateFundCatalogue({ asOf });

  it('is deterministic: the same seed and day give the same catalogue, another seed another one', () => {
    expect(generateFundCatalogue({ asOf })).toEqual(catalogue);
    const other = generateFundCatalogue({ asOf, seed: 7 });
    expect(other.funds.map((fund) => fund.latest_nav)).not.toEqual(catalogue.funds.map((fund) => fund.latest_nav));
  });

  it('has 60 funds with unique ids, ISINs and names, covering every region, category, asset class, risk level and band', () => {
    const { funds } = catalogue;
    expect(funds).toHaveLength(fundCatalogueSize);
    expect(funds.map((fund) => fund.id)).toEqual(
      Array.from({ length: 60 }, (_, index) => `F${String(index + 1).padStart(4, '0')}`),
    );
    for (const column of ['code', 'name_en', 'name_zh_hk', 'name_zh_cn'] as const) {
      expect(new Set(funds.map((fund) => fund[column])).size, column).toBe(60);
    }
    expect(new Set(funds.map((fund) => fund.region))).toEqual(new Set(fundRegions));
    expect(new Set(funds.map((fund) => fund.category))).toEqual(new Set(fundCategories));
    expect(new Set(funds.map((fund) => fund.asset_class))).toEqual(new Set(fundAssetClasses));
    expect(new Set(funds.map((fund) => fund.risk_level))).toEqual(new Set(riskLevels));
    expect(new Set(funds.map((fund) => fund.dividend_yield_band))).toEqual(new Set(fundDividendYieldBands));
    expect(new Set(funds.map((fund) => fund.currency))).toEqual(new Set(['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'JPY']));
    expect(funds.filter((fund) => fund.suspended === 1).map((fund) => fund.id)).toEqual(['F0018']);
    expect(funds.filter((fund) => fund.professional_only === 1).length).toBeGreaterThanOrEqual(4);
  });

  it('writes ISINs with a valid check digit, Chinese names in both scripts and the band of each yield', () => {
    // Apple's ISIN, US0378331005, checks the algorithm itself.
    expect(isinCheckDigit('US037833100')).toBe(5);
    for (const fund of catalogue.funds) {
      expect(fund.code).toMatch(/^(HK|LU|IE)\d{9}\d$/);
      expect(Number(fund.code.slice(-1))).toBe(isinCheckDigit(fund.code.slice(0, 11)));
      expect(fund.name_zh_hk).toMatch(/基金$/);
      expect(fund.name_zh_cn).toMatch(/基金$/);
      expect(fund.dividend_yield_band).toBe(dividendYieldBandOf(fund.dividend_yield_percent));
      for (const decimal of [fund.subscription_fee_percent, fund.redemption_fee_percent, fund.management_fee_percent]) {
        expect(decimal).toMatch(/^\d+\.\d{2}$/);
      }
    }
    expect(catalogue.funds.find((fund) => fund.id === 'F0028')?.name_zh_cn).toBe('翠峰环球期权溢价收益基金');
    expect(catalogue.funds.find((fund) => fund.id === 'F0028')?.name_zh_hk).toBe('翠峰環球期權溢價收益基金');
  });

  it('prices every fund on business days only, with four decimals, from launch or the window start to its latest NAV', () => {
    const byFund = new Map<string, FundPriceTable[]>();
    for (const price of catalogue.prices) {
      const prices = byFund.get(price.fund_id) ?? [];
      prices.push(price);
      byFund.set(price.fund_id, prices);
    }
    for (const fund of catalogue.funds) {
      const prices = byFund.get(fund.id) ?? [];
      expect(prices.length, fund.id).toBeGreaterThan(5);
      const days = prices.map((price) => price.price_date);
      expect(days).toEqual([...days].sort());
      expect(new Set(days).size).toBe(days.length);
      for (const price of prices) {
        expect(price.nav).toMatch(/^\d+\.\d{4}$/);
        expect(Number(price.nav)).toBeGreaterThan(0);
        expect([0, 6]).not.toContain(weekdayOf(price.price_date));
      }
      expect(prices.at(-1)).toEqual({ fund_id: fund.id, price_date: fund.latest_nav_date, nav: fund.latest_nav });
      if (fund.launch_date >= windowStart) {
        // Launched inside the window: the history starts on the launch day at the launch NAV.
        expect(prices[0]).toEqual({ fund_id: fund.id, price_date: fund.launch_date, nav: fund.launch_nav });
      } else {
        expect(days[0]).toBe(windowStart);
      }
    }
    // Five years and a week of business days up to Wednesday 15 January 2025.
    const longest = Math.max(...[...byFund.values()].map((prices) => prices.length));
    expect(longest).toBe(1311);
    expect(catalogue.funds.find((fund) => fund.id === 'F0018')?.latest_nav_date).toBe('2024-12-18');
    expect(catalogue.funds.filter((fund) => fund.latest_nav_date === '2025-01-15')).toHaveLength(59);
  });

  it('pays quarterly dividends, at the last business day of a quarter, only for funds with a yield', () => {
    const payers = new Set(catalogue.dividends.map((dividend) => dividend.fund_id));
    for (const fund of catalogue.funds) {
      // F0060, launched on 1 January 2025, has not reached a quarter's end yet.
      const paysByNow = fund.dividend_yield_percent !== null && fund.launch_date < '2024-12-31';
      expect(payers.has(fund.id), fund.id).toBe(paysByNow);
    }
    expect(catalogue.funds.find((fund) => fund.id === 'F0060')?.dividend_yield_percent).not.toBeNull();
    for (const dividend of catalogue.dividends) {
      const fund = catalogue.funds.find((candidate) => candidate.id === dividend.fund_id);
      expect(dividend.currency).toBe(fund?.currency);
      expect(['03', '06', '09', '12']).toContain(dividend.ex_date.slice(5, 7));
      expect(Number(dividend.ex_date.slice(8))).toBeGreaterThanOrEqual(25);
      expect(dividend.amount_per_unit).toMatch(/^\d+\.\d{4}$/);
    }
    // A fund priced for the whole window pays 20 times in five years.
    expect(catalogue.dividends.filter((dividend) => dividend.fund_id === 'F0002')).toHaveLength(20);
  });
});

describe('seedFundCatalogue', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  async function counts() {
    const { db } = testDatabase.database;
    const count = async (table: 'fund' | 'fund_price' | 'fund_dividend') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return { funds: await count('fund'), prices: await count('fund_price'), dividends: await count('fund_dividend') };
  }

  it("stores the catalogue of the clock's Hong Kong day, then inserts nothing when run again", async () => {
    // 23:30 UTC on 14 January is already 15 January in Hong Kong.
    const clock = createTestClock('2025-01-14T23:30:00.000Z');
    const expected = generateFundCatalogue({ asOf });
    const seeded = await seedFundCatalogue(testDatabase.database.db, clock);
    expect(seeded).toEqual({
      funds: 60,
      prices: expected.prices.length,
      dividends: expected.dividends.length,
    });
    expect(await counts()).toEqual(seeded);

    const stored = await testDatabase.database.db.selectFrom('fund').selectAll().orderBy('id').execute();
    expect(stored).toEqual(expected.funds.map((fund) => expect.objectContaining({ ...fund })));

    clock.advance(3 * 86_400_000);
    expect(await seedFundCatalogue(testDatabase.database.db, clock)).toEqual({ funds: 0, prices: 0, dividends: 0 });
    expect(await counts()).toEqual(seeded);
  });
});
