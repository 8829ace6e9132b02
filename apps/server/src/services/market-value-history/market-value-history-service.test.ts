import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssetHolding,
  ExactDecimal,
  type CryptoHolding,
  type FundPortfolio,
  type NamedPortfolioDetail,
  type NamedPortfolioSummary,
  type NetWorth,
  type NetWorthHistory,
  type StockPosition,
  portfolioSummaryPdfPath,
} from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { getBrand } from '@portal/contract/brands';
import { areas } from '../../areas';
import { openDatabase } from '../../platform/db/db';
import { deposit } from '../../platform/money/ledger';
import { createFundTestApp } from '../../test/fund-test-support';
import { clientHeaders, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applyStockMovement } from '../stock-order/public';
import { extractPdfText, readPdf } from '../../platform/pdf/pdf-test-support';
import { backfillDemoHistory, takeDailySnapshot, type SnapshotPlatform } from './snapshots';

type Headers = Record<string, string>;
const dayMs = 86_400_000;

describe('the one portfolio and named portfolios (market-value-history)', () => {
  let testApp: TestApp;
  let headers: Headers;
  let c10005: Headers;
  let v20001: Headers;

  const platformOf = (serverId: string, db = testApp.database.db): SnapshotPlatform => ({
    config: testApp.config,
    db,
    clock: testApp.clock,
    events: testApp.events,
    brand: getBrand(testApp.config.portalVariant),
    serverId,
  });

  beforeAll(async () => {
    testApp = await createFundTestApp();
    const { db, dialect } = testApp.database;
    const seedContext = {
      clock: testApp.clock,
      passwords: undefined as never,
      brand: undefined,
      seededAt: testApp.clock.now(),
      dialect,
    };
    // C10001's demo fund holdings, then shares and cash of its own.
    for (const area of areas) await area.seeds.demoActivity?.(db, seedContext);
    await db.transaction().execute(async (trx) => {
      await deposit(trx, dialect, {
        accountCode: 'C10001',
        source: 'gateway',
        asset: 'USD',
        amount: '12345.67',
        reference: 'mvh-test-usd',
        at: testApp.clock.now(),
      });
      await applyStockMovement(trx, dialect, {
        accountCode: 'C10001',
        source: 'gateway',
        stockId: 'HKEX-00700',
        quantity: new ExactDecimal(300),
        cost: new ExactDecimal('180000'),
        kind: 'test.stockIn',
        reference: 'mvh-test-00700',
        at: testApp.clock.now(),
      });
    });
    ({ headers } = await signIn(testApp, 'C10001'));
    ({ headers: c10005 } = await signIn(testApp, 'C10005'));
    ({ headers: v20001 } = await signIn(testApp, 'V20001'));
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(service: string, operation: string, payload: object, as: Headers = headers) {
    return testApp.app.inject({ method: 'POST', url: `/api/${service}/${operation}`, headers: as, payload });
  }
  async function ok<T>(service: string, operation: string, payload: object, as: Headers = headers): Promise<T> {
    const response = await call(service, operation, payload, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const exact = (value: string) => new ExactDecimal(value).toString();
  const byId = (a: { holdingId: string }, b: { holdingId: string }) => (a.holdingId < b.holdingId ? -1 : 1);
  const sum = (values: readonly string[]) =>
    values.reduce((total, value) => total.plus(value), new ExactDecimal(0)).toFixed(2);

  it('net worth equals the sum of the areas’ own valuations at the same instant, to the cent, in every currency', async () => {
    for (const currency of ['HKD', 'USD', 'CNY']) {
      const payload = { accountCode: 'C10001', reportingCurrency: currency };
      const netWorth = await ok<NetWorth>('marketValueHistory', 'netWorth', payload);
      const funds = await ok<FundPortfolio>('fundHolding', 'fundPortfolio', payload);
      const stocks = await ok<{ positions: StockPosition[] }>('stockOrder', 'stockPositions', payload);
      const others = await ok<{ holdings: AssetHolding[] }>('assetHolding', 'myAssetHoldings', {
        accountCode: 'C10001',
        status: 'active',
      });
      expect(funds.holdings.length).toBeGreaterThan(0);
      expect(stocks.positions.map((position) => position.stockId)).toContain('HKEX-00700');
      // The other assets (the demo's flat, car and gold) at the values their own area shows, each in its currency;
      // converted at the same rates as the rest.
      expect(others.holdings.length).toBeGreaterThan(0);
      const otherHoldings = netWorth.holdings.filter((holding) => holding.area === 'other');
      expect(
        otherHoldings
          .map(({ holdingId, currency, value }) => ({ holdingId, currency, value: exact(value) }))
          .sort(byId),
      ).toEqual(
        others.holdings
          .map(({ holdingId, currency, value }) => ({ holdingId: `other:${holdingId}`, currency, value: exact(value) }))
          .sort(byId),
      );
      for (const other of otherHoldings.filter((holding) => holding.currency === currency)) {
        expect(other.valueReporting).toBe(other.value);
        expect(exact(other.value)).not.toBe('0');
      }
      const areasTotal = sum([
        ...funds.holdings.map((holding) => holding.marketValueReporting),
        ...stocks.positions.map((position) => position.marketValueReporting),
        funds.totals.cash,
        ...otherHoldings.map((holding) => holding.valueReporting),
      ]);
      expect(netWorth.reportingCurrency).toBe(currency);
      expect(new ExactDecimal(netWorth.netWorth).toFixed(2), currency).toBe(areasTotal);
      expect(netWorth.rateTime).toBe(funds.rateTime);
      for (const allocation of Object.values(netWorth.allocation)) {
        expect(sum(allocation.map((slice) => slice.percent))).toBe('100.00');
      }
      expect(netWorth.allocation.byCategory.map((slice) => slice.key).sort()).toEqual(
        [...new Set(['cash', 'fund', 'stock', ...others.holdings.map((holding) => holding.category)])].sort(),
      );
    }
    // A virtual-asset client: its coins as the crypto portfolio values them.
    const crypto = await ok<{ holdings: CryptoHolding[] }>(
      'cryptoOrder',
      'cryptoPortfolio',
      { accountCode: 'V20001', source: 'fos', reportingCurrency: 'USD' },
      v20001,
    );
    const fos = await ok<NetWorth>(
      'marketValueHistory',
      'netWorth',
      { accountCode: 'V20001', source: 'fos', reportingCurrency: 'USD' },
      v20001,
    );
    const coins = fos.holdings.filter((holding) => holding.area === 'crypto');
    expect(sum(coins.map((coin) => coin.valueReporting))).toBe(sum(crypto.holdings.map((holding) => holding.value)));
    expect(fos.netWorth).toBe(sum(fos.holdings.map((holding) => holding.valueReporting)));
  });

  it('answers a PDF summary in the client’s language (en, zh-HK, zh-CN), and nothing to another account', async () => {
    const { db } = testApp.database;
    const url = `${portfolioSummaryPdfPath}?accountCode=C10001&reportingCurrency=USD`;
    const download = (as: Headers = headers) =>
      testApp.app.inject({ method: 'GET', url, headers: { cookie: as.cookie ?? '' } });
    const netWorth = await ok<NetWorth>('marketValueHistory', 'netWorth', {
      accountCode: 'C10001',
      reportingCurrency: 'USD',
    });
    const fund = netWorth.holdings.find((holding) => holding.area === 'fund');
    expect(fund).toBeDefined();
    const setLanguage = (language: string) =>
      db
        .insertInto('preference')
        .values({ account_code: 'C10001', source: 'gateway', language, currency_code: 'HKD', updated_at: '2025-01-15' })
        .onConflict((conflict) => conflict.columns(['account_code', 'source']).doUpdateSet({ language }))
        .execute();
    const expected = {
      en: ['Portfolio summary', 'Net worth (USD)', 'Exchange rates as of', 'Allocation by asset class', 'Funds'],
      'zh-HK': ['投資組合摘要', '資產淨值（USD）', '匯率截至', '按資產類別的資產分佈', '基金', '時間加權回報'],
      'zh-CN': ['投资组合摘要', '资产净值（USD）', '汇率截至', '按资产类别的资产分布', '基金', '时间加权回报'],
    } as const;
    const method = { en: 'How we measure', 'zh-HK': '計算方法', 'zh-CN': '计算方法' } as const;
    try {
      for (const language of ['en', 'zh-HK', 'zh-CN'] as const) {
        await setLanguage(language);
        const response = await download();
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="portfolio-summary-C10001-/);
        const text = await extractPdfText(response.rawPayload);
        for (const words of expected[language]) expect(text, language).toContain(words);
        expect(text, language).toContain(method[language]);
        // The date, the net worth in the reporting currency, a fund by its name in the language, every period.
        expect(text).toContain(netWorth.asOf.slice(0, 10));
        expect(text).toContain(formatNumber(netWorth.netWorth, { decimals: 2 }));
        expect(text).toContain((fund?.names[language] ?? '').slice(0, 6));
        expect((await readPdf(response.rawPayload)).pageCount).toBeGreaterThan(0);
      }
    } finally {
      await db.deleteFrom('preference').where('account_code', '=', 'C10001').where('source', '=', 'gateway').execute();
    }
    // Another client: refused as netWorth refuses it, no PDF; no session: 401.
    const other = await download(c10005);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).not.toBe('application/pdf');
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('takes the daily snapshot once per day, across restarts and two processes racing, and backfills once', async () => {
    const { db } = testApp.database;
    const brand = getBrand(testApp.config.portalVariant);
    // Two "processes" started at once: on PostgreSQL each its own connection pool (SQLite is one process's file).
    const second = testApp.database.dialect === 'postgres' ? openDatabase(testApp.config) : testApp.database;
    try {
      const results = await Promise.all([
        takeDailySnapshot(platformOf('process-a')),
        takeDailySnapshot(platformOf('process-b', second.db)),
      ]);
      expect(results.filter((result) => result.taken)).toHaveLength(1);
      // A restart (a new server id) the same day takes nothing.
      expect((await takeDailySnapshot(platformOf('process-a-restarted'))).taken).toBe(false);
      const day = results[0]?.day ?? '';
      const rows = await db.selectFrom('market_value_snapshot').selectAll().where('day', '=', day).execute();
      const accounts = new Set(rows.map((row) => `${row.account_code}:${row.source}`));
      expect(rows.length).toBe(accounts.size * brand.reportingCurrencies.length);
      // The next day is taken again, once.
      testApp.clock.advance(dayMs);
      const next = await Promise.all([
        takeDailySnapshot(platformOf('process-a')),
        takeDailySnapshot(platformOf('process-b', second.db)),
      ]);
      expect(next.filter((result) => result.taken)).toHaveLength(1);
      expect(next[0]?.day).not.toBe(day);
    } finally {
      if (second !== testApp.database) await second.close();
    }
    // The sessions ended with the day: sign in again.
    ({ headers } = await signIn(testApp, 'C10001'));
    ({ headers: c10005 } = await signIn(testApp, 'C10005'));
    const written = await backfillDemoHistory(platformOf('process-a'));
    expect(written).toBeGreaterThan(365 * 5 * brand.reportingCurrencies.length);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('market_value_snapshot')
            .select((eb) => eb.fn.countAll<string | number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    expect(await backfillDemoHistory(platformOf('process-b'))).toBe(0);
    expect(await count()).toBe(before);
  });

  it('answers the net worth history with TWR, MWR and the Modified Dietz cross-check for a period', async () => {
    const history = await ok<NetWorthHistory>('marketValueHistory', 'netWorthHistory', {
      accountCode: 'C10001',
      period: '1year',
      reportingCurrency: 'HKD',
    });
    expect(history.points.length).toBeGreaterThan(300);
    expect(history.returns.timeWeighted).toMatch(/^-?\d+\.\d{2}$/);
    expect(history.returns.moneyWeighted).toMatch(/^-?\d+\.\d{2}$/);
    expect(history.points.at(-1)?.cumulativeReturn).toBe(history.returns.timeWeighted);
    const csv = await ok<{ content: string; rows: number }>('marketValueHistory', 'exportNetWorthHistory', {
      accountCode: 'C10001',
      period: '1year',
      language: 'zh-HK',
    });
    expect(csv.content).toContain('資產淨值');
    expect(csv.rows).toBeGreaterThan(300);
    const holdings = await ok<{ content: string }>('marketValueHistory', 'exportPortfolioHoldings', {
      accountCode: 'C10001',
    });
    expect(holdings.content).toContain('stock:HKEX-00700');
  });

  it('keeps named portfolios to their account, and refuses a target that does not add up to 100 without changing it', async () => {
    const created = await ok<NamedPortfolioSummary>('marketValueHistory', 'createNamedPortfolio', {
      accountCode: 'C10001',
      name: 'Retirement',
    });
    await ok('marketValueHistory', 'assignNamedPortfolioHoldings', {
      accountCode: 'C10001',
      key: created.key,
      holdingIds: ['stock:HKEX-00700', 'cash:USD'],
    });
    const target = [
      { category: 'stock', percent: '60' },
      { category: 'cash', percent: '40' },
    ];
    await ok('marketValueHistory', 'setNamedPortfolioTarget', { accountCode: 'C10001', key: created.key, target });
    const bad = await call('marketValueHistory', 'setNamedPortfolioTarget', {
      accountCode: 'C10001',
      key: created.key,
      target: [{ category: 'stock', percent: '70' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('100%');
    const detail = await ok<NamedPortfolioDetail>('marketValueHistory', 'namedPortfolioDetail', {
      accountCode: 'C10001',
      key: created.key,
    });
    expect(detail.target).toEqual([
      { category: 'cash', percent: '40.00' },
      { category: 'stock', percent: '60.00' },
    ]);
    expect(detail.value).toBe(sum(detail.holdings.map((holding) => holding.valueReporting)));
    const stockDrift = detail.drift.find((entry) => entry.category === 'stock');
    expect(stockDrift?.driftPercent).toBe(new ExactDecimal('60').minus(stockDrift?.actualPercent ?? '0').toFixed(2));
    // Another client's holding cannot be put in it.
    const foreign = await call('marketValueHistory', 'assignNamedPortfolioHoldings', {
      accountCode: 'C10001',
      key: created.key,
      holdingIds: ['crypto:BTC'],
    });
    expect(foreign.statusCode).toBe(400);
    // Another client neither sees it nor reaches it by its key, nor acts for C10001.
    const theirs = await ok<{ portfolios: NamedPortfolioSummary[] }>(
      'marketValueHistory',
      'listNamedPortfolios',
      { accountCode: 'C10005' },
      c10005,
    );
    expect(theirs.portfolios).toEqual([]);
    for (const operation of ['namedPortfolioDetail', 'deleteNamedPortfolio']) {
      const byKey = await call('marketValueHistory', operation, { accountCode: 'C10005', key: created.key }, c10005);
      expect(byKey.statusCode, operation).toBe(404);
      const actingForOther = await call(
        'marketValueHistory',
        operation,
        { accountCode: 'C10001', key: created.key },
        c10005,
      );
      expect(actingForOther.statusCode, operation).toBe(403);
    }
    const renamed = await ok<NamedPortfolioSummary>('marketValueHistory', 'renameNamedPortfolio', {
      accountCode: 'C10001',
      key: created.key,
      name: "Children's education",
    });
    expect(renamed.name).toBe("Children's education");
    await ok('marketValueHistory', 'deleteNamedPortfolio', { accountCode: 'C10001', key: created.key });
    expect(
      (await call('marketValueHistory', 'namedPortfolioDetail', { accountCode: 'C10001', key: created.key }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('marketValueHistory', 'netWorth', { accountCode: 'C10001' }, { ...clientHeaders })).statusCode,
    ).toBe(401);
  });
});

describe('market-value-history with the features off', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // cepa: neither assetEnabled nor portfolioEnabled.
    testApp = await createTestApp({ variant: 'cepa' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses the portfolio and the named portfolio operations with 404 FEATURE_OFF', async () => {
    const { headers } = await signIn(testApp, 'C10001');
    for (const operation of ['netWorth', 'netWorthHistory', 'listNamedPortfolios', 'createNamedPortfolio']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/marketValueHistory/${operation}`,
        headers,
        payload: { accountCode: 'C10001', name: 'Retirement' },
      });
      expect(response.statusCode, operation).toBe(404);
      expect(response.json<{ code: string }>().code, operation).toBe('FEATURE_OFF');
    }
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `${portfolioSummaryPdfPath}?accountCode=C10001`,
      headers: { cookie: headers.cookie ?? '' },
    });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json<{ code: string }>().code).toBe('FEATURE_OFF');
  });
});
