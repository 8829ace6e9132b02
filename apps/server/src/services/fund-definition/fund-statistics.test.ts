import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExactDecimal,
  fundAssetClasses,
  fundCategories,
  fundRegions,
  riskLevels,
  type FundSearchPage,
} from '@portal/contract';
import { portalVariants } from '@portal/contract/brands';
import { migrateToLatest } from '../../db/migrate';
import { seedFundCatalogue } from './fund-catalogue';
import { fundIdsOfBrand, generateFundCatalogue, minimumBrandCatalogueSize } from './fund-catalogue-generator';
import { createTestClock } from '../../platform/runtime/clock';
import { signIn } from '../../test/sign-in';
import { createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app';
import { createFundTestApp, referencePercent } from '../../test/fund-test-support';
import { fundQuotesOf, fundsWithStaleStatistics, refreshFundStatistics } from './fund-statistics';

const asOf = { year: 2025, month: 1, day: 15 } as const;
const catalogue = generateFundCatalogue({ asOf });

describe('stored fund statistics', () => {
  let testApp: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    testApp = await createFundTestApp();
    ({ headers } = await signIn(testApp, 'C10001'));
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function search(payload: object): Promise<FundSearchPage> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/fundDefinition/searchFunds',
      headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FundSearchPage>();
  }

  it('are stored with the seed for every fund, none stale', async () => {
    const { db } = testApp.database;
    expect(await fundsWithStaleStatistics(db)).toEqual([]);
    const quotes = await fundQuotesOf(db, ['F0001', 'F9999']);
    expect([...quotes.keys()]).toEqual(['F0001']);
    const prices = catalogue.prices.filter((price) => price.fund_id === 'F0001');
    expect(quotes.get('F0001')?.dayChangePercent).toBe(
      referencePercent(prices.at(-2)?.nav ?? '', prices.at(-1)?.nav ?? ''),
    );
  });

  it('follow a new NAV once refreshed in the same transaction: search, sort and day change move with it', async () => {
    const { db } = testApp.database;
    const rankOf = async () =>
      (await search({ sortBy: 'latestNav', direction: 'desc', pageSize: 50 })).funds.findIndex(
        (candidate) => candidate.fundId === 'F0003',
      );
    const rankBefore = await rankOf();
    const fund = catalogue.funds.find((candidate) => candidate.id === 'F0003');
    // Thursday 16 January: F0003 doubles.
    const newNav = new ExactDecimal(fund?.latest_nav ?? '0').times(2).toFixed(4);
    await db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('fund_price')
        .values({ fund_id: 'F0003', price_date: '2025-01-16', nav: newNav })
        .execute();
      await transaction
        .updateTable('fund')
        .set({ latest_nav: newNav, latest_nav_date: '2025-01-16' })
        .where('id', '=', 'F0003')
        .execute();
      expect(await fundsWithStaleStatistics(transaction)).toEqual(['F0003']);
      await refreshFundStatistics(transaction, ['F0003']);
    });
    expect(await fundsWithStaleStatistics(db)).toEqual([]);
    const quote = (await fundQuotesOf(db, ['F0003'])).get('F0003');
    expect(quote).toMatchObject({ latestNav: newNav, latestNavDate: '2025-01-16' });
    expect(quote?.dayChangePercent).toBe(referencePercent(fund?.latest_nav ?? '', newNav));
    expect(quote?.dayChangePercent).toBe('100.00');
    expect(await rankOf()).toBeLessThan(rankBefore);
    const found = await search({ text: fund?.code ?? '', performancePeriod: '1week' });
    const weekStart = catalogue.prices
      .filter((price) => price.fund_id === 'F0003' && price.price_date <= '2025-01-09')
      .at(-1);
    expect(found.funds[0]?.performance).toBe(referencePercent(weekStart?.nav ?? '', newNav));
  });

  it('answer the same page through one query for every sort key and language, past the end too', async () => {
    const all = await search({ pageSize: 50 });
    expect(all.total).toBe(60);
    const beyond = await search({ pageIndex: 200, regions: ['japan'] });
    expect(beyond.funds).toEqual([]);
    expect(beyond.total).toBe(catalogue.funds.filter((fund) => fund.region === 'japan').length);
    for (const language of ['en', 'zh-HK', 'zh-CN'] as const) {
      const names = (await search({ language, pageSize: 50 })).funds.map((fund) => fund.names[language]);
      expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    }
  });
});

describe('per-brand catalogues', () => {
  it('list every fund for demo and team, and for every other brand at least 40 covering every trait', () => {
    for (const variant of portalVariants) {
      const ids = fundIdsOfBrand(variant);
      expect(ids).toEqual(fundIdsOfBrand(variant));
      const funds = catalogue.funds.filter((fund) => ids.includes(fund.id));
      if (variant === 'demo' || variant === 'team') {
        expect(funds, variant).toHaveLength(60);
        continue;
      }
      expect(funds.length, variant).toBeGreaterThanOrEqual(minimumBrandCatalogueSize);
      expect(funds.length, variant).toBeLessThan(60);
      expect(ids, variant).toContain('F0018');
      for (const [traits, column] of [
        [fundRegions, 'region'],
        [fundCategories, 'category'],
        [fundAssetClasses, 'asset_class'],
        [riskLevels, 'risk_level'],
        [[...new Set(catalogue.funds.map((fund) => fund.currency))], 'currency'],
        [[...new Set(catalogue.funds.map((fund) => fund.dividend_yield_band))], 'dividend_yield_band'],
      ] as const) {
        expect(new Set(funds.map((fund) => fund[column])), `${variant} ${column}`).toEqual(new Set(traits));
      }
    }
    // Brands differ from one another.
    expect(fundIdsOfBrand('magpie')).not.toEqual(fundIdsOfBrand('cepa'));
  });

  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  it("seeds only the brand's funds, with their statistics, and refreshes statistics left missing", async () => {
    const { db } = testDatabase.database;
    const clock = createTestClock('2025-01-15T02:00:00.000Z');
    const seeded = await seedFundCatalogue(db, clock, { variant: 'magpie' });
    const ids = fundIdsOfBrand('magpie');
    expect(seeded.funds).toBe(ids.length);
    const stored = (await db.selectFrom('fund').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(stored).toEqual(ids);
    expect(await fundsWithStaleStatistics(db)).toEqual([]);
    // A database seeded before the statistics existed: the next seed fills them in.
    await db.deleteFrom('fund_statistic').where('fund_id', 'in', ids.slice(0, 3)).execute();
    expect(await seedFundCatalogue(db, clock, { variant: 'magpie' })).toEqual({ funds: 0, prices: 0, dividends: 0 });
    expect(await fundsWithStaleStatistics(db)).toEqual([]);
  });
});
