import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import type { FundQuote } from '../fund-definition/public';
import type { FundPosition } from '../fund-order/public';
import { valuePortfolio } from './portfolio';
import { businessDaysBetween } from '../../platform/money/history-days';
import { currencyBookOf, percentSharesOf, reportingCurrencyOf } from '../../platform/money/valuation';
import { valueHistoryOf } from './value-history';

const book = currencyBookOf(
  [
    { code: 'HKD', precision: 2 },
    { code: 'USD', precision: 2 },
    { code: 'CNY', precision: 2 },
    { code: 'JPY', precision: 0 },
  ],
  [
    { from: 'USD', to: 'HKD', rate: '7.7850' },
    { from: 'HKD', to: 'USD', rate: '0.128452' },
    { from: 'CNY', to: 'HKD', rate: '1.0795' },
    { from: 'HKD', to: 'CNY', rate: '0.926355' },
    { from: 'JPY', to: 'HKD', rate: '0.0503' },
  ],
);

function quote(fundId: string, overrides: Partial<FundQuote>): FundQuote {
  return {
    fundId,
    names: { en: `Fund ${fundId}`, 'zh-HK': `基金 ${fundId}`, 'zh-CN': `基金 ${fundId}` },
    currency: 'HKD',
    assetClass: 'equity',
    region: 'hongKong',
    riskLevel: 'Medium',
    latestNav: '10.0000',
    latestNavDate: '2025-01-15',
    dayChangePercent: '0.10',
    oneYearPercent: '5.00',
    ...overrides,
  };
}

const position = (fundId: string, available: string, onHold: string, cost: string): FundPosition => ({
  fundId,
  availableUnits: new Decimal(available),
  onHoldUnits: new Decimal(onHold),
  cost: new Decimal(cost),
});

const asOf = new Date('2025-01-15T02:00:00.000Z');

describe('the reporting currency (SPEC §9 fall-back)', () => {
  it('is the requested one when the brand offers it, else HKD, then USD, then the first', () => {
    expect(reportingCurrencyOf(getBrand('demo'), 'CNY')).toBe('CNY');
    expect(reportingCurrencyOf(getBrand('demo'), undefined)).toBe('HKD');
    // cepa offers CNY and USD: HKD is not there, USD is.
    expect(reportingCurrencyOf(getBrand('cepa'), 'HKD')).toBe('USD');
    expect(reportingCurrencyOf(getBrand('cepa'), 'CNY')).toBe('CNY');
    // abci offers HKD and CNY: a USD request falls back to HKD.
    expect(reportingCurrencyOf(getBrand('abci'), 'USD')).toBe('HKD');
    const onlyCny = { ...getBrand('demo'), reportingCurrencies: ['CNY'] as const };
    expect(reportingCurrencyOf(onlyCny, 'USD')).toBe('CNY');
  });
});

describe('percent shares', () => {
  it('add up to exactly 100.00 for any positive values, each within a hundredth of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 12 }), (cents) => {
        const values = cents.map((value) => new Decimal(value).dividedBy(100));
        const shares = percentSharesOf(values);
        const sum = shares.reduce((total, share) => total.plus(share), new Decimal(0));
        expect(sum.toFixed(2)).toBe('100.00');
        const total = values.reduce((all, value) => all.plus(value), new Decimal(0));
        shares.forEach((share, index) => {
          const exact = (values[index] ?? new Decimal(0)).times(100).dividedBy(total);
          expect(share.minus(exact).abs().lessThan('0.01')).toBe(true);
        });
      }),
    );
    expect(percentSharesOf([new Decimal(1), new Decimal(1), new Decimal(1)]).map((share) => share.toFixed(2))).toEqual([
      '33.34',
      '33.33',
      '33.33',
    ]);
  });
});

describe('valuing a portfolio', () => {
  const quotes = new Map<string, FundQuote>([
    ['F0001', quote('F0001', { latestNav: '12.3457', currency: 'HKD' })],
    [
      'F0002',
      quote('F0002', {
        latestNav: '101.1000',
        currency: 'USD',
        assetClass: 'fixedIncome',
        region: 'global',
        dayChangePercent: null,
      }),
    ],
    ['F0003', quote('F0003', { latestNav: '9876.0000', currency: 'JPY', region: 'japan' })],
  ]);
  const cash = [
    { currency: 'HKD', available: '1000.10', onHold: '0.20' },
    { currency: 'USD', available: '0.10', onHold: '0.20' },
    { currency: 'CNY', available: '0.00', onHold: '0.00' },
  ];

  it('values each holding exactly in its currency and the reporting currency, totals the rounded figures', () => {
    const portfolio = valuePortfolio({
      positions: [
        position('F0001', '1000.1234', '0.1', '11000.555'),
        position('F0002', '0.1', '0.2', '30'),
        position('F0003', '3.5', '0', '30000'),
        position('F0009', '5', '0', '50'),
        position('F0004', '0', '0', '0'),
      ],
      quotes,
      cash,
      // F0001 paid twice (summed before), F0002 once; F0008 was sold, but what it paid counts in the total.
      dividends: [
        { fundId: 'F0001', currency: 'HKD', amount: new Decimal('120.25') },
        { fundId: 'F0002', currency: 'USD', amount: new Decimal('0.1') },
        { fundId: 'F0008', currency: 'USD', amount: new Decimal('10.01') },
      ],
      book,
      reportingCurrency: 'HKD',
      asOf,
    });
    expect(portfolio.reportingCurrency).toBe('HKD');
    expect(portfolio.asOf).toBe('2025-01-15T02:00:00.000Z');
    // Funds the catalogue does not know (F0009) and empty positions (F0004) are left out.
    expect(portfolio.holdings.map((holding) => holding.fundId)).toEqual(['F0001', 'F0003', 'F0002']);
    const [first, yen, dollar] = portfolio.holdings;
    // 1000.2234 × 12.3457 = 12348.45603538 → 12348.46; cost 11000.555 → 11000.56 (HALF-UP).
    expect(first).toMatchObject({
      units: '1000.2234',
      availableUnits: '1000.1234',
      onHoldUnits: '0.1',
      marketValue: '12348.46',
      cost: '11000.56',
      unrealisedProfit: '1347.90',
      // 1347.90 ÷ 11000.56 × 100 = 12.2530... → 12.25
      returnPercent: '12.25',
      // 11000.555 ÷ 1000.2234 = 10.99809775... → 10.998098 (the exact cost, six decimals HALF-UP).
      averageCost: '10.998098',
      marketValueReporting: '12348.46',
      costReporting: '11000.56',
      unrealisedProfitReporting: '1347.90',
      dividendsReceived: '120.25',
      dayChangePercent: '0.10',
      nav: '12.3457',
      navDate: '2025-01-15',
    });
    // 0.3 × 101.1 = 30.33 USD; × 7.785 = 236.11905 → 236.12 HKD; cost 30 USD → 233.55 HKD.
    expect(dollar).toMatchObject({
      units: '0.3',
      marketValue: '30.33',
      cost: '30.00',
      unrealisedProfit: '0.33',
      returnPercent: '1.10',
      marketValueReporting: '236.12',
      costReporting: '233.55',
      unrealisedProfitReporting: '2.57',
      dividendsReceived: '0.10',
      dayChangePercent: null,
    });
    // Yen has no decimals: 3.5 × 9876 = 34566; × 0.0503 = 1738.6698 → 1738.67 HKD.
    expect(yen).toMatchObject({
      marketValue: '34566',
      cost: '30000',
      marketValueReporting: '1738.67',
      dividendsReceived: '0',
    });
    expect(portfolio.totals).toEqual({
      marketValue: '14323.25',
      cost: '12743.11',
      unrealisedProfit: '1580.14',
      returnPercent: '12.40',
      // 1000.30 HKD + 0.30 USD (2.3355 → 2.34 HKD) + 0 CNY.
      cash: '1002.64',
      // 120.25 HKD + 0.10 USD (0.7785 → 0.78 HKD) + 10.01 USD (77.92785 → 77.93 HKD).
      dividendsReceived: '198.96',
    });
    const sum = (values: readonly string[]) =>
      values.reduce((all, value) => all.plus(value), new Decimal(0)).toFixed(2);
    for (const slices of Object.values(portfolio.allocation)) {
      expect(sum(slices.map((slice) => slice.value))).toBe(portfolio.totals.marketValue);
      expect(sum(slices.map((slice) => slice.percent))).toBe('100.00');
    }
    expect(portfolio.allocation.byCurrency).toEqual([
      { key: 'HKD', value: '12348.46', percent: '86.21' },
      { key: 'JPY', value: '1738.67', percent: '12.14' },
      { key: 'USD', value: '236.12', percent: '1.65' },
    ]);
    expect(portfolio.allocation.byAssetClass.map((slice) => slice.key)).toEqual(['equity', 'fixedIncome']);
    expect(portfolio.cash).toEqual(cash);
  });

  it('reports in another currency, and an empty portfolio has zero totals, no return and no slices', () => {
    const inUsd = valuePortfolio({
      positions: [position('F0001', '100', '0', '1000')],
      quotes,
      cash: [],
      dividends: [],
      book,
      reportingCurrency: 'USD',
      asOf,
    });
    // 1234.57 HKD × 0.128452 = 158.5837... → 158.58 USD.
    expect(inUsd.holdings[0]?.marketValueReporting).toBe('158.58');
    expect(inUsd.totals.marketValue).toBe('158.58');
    const empty = valuePortfolio({
      positions: [],
      quotes,
      cash: [],
      dividends: [],
      book,
      reportingCurrency: 'HKD',
      asOf,
    });
    expect(empty.totals).toEqual({
      marketValue: '0.00',
      cost: '0.00',
      unrealisedProfit: '0.00',
      returnPercent: null,
      cash: '0.00',
      dividendsReceived: '0.00',
    });
    expect(empty.allocation).toEqual({ byAssetClass: [], byRegion: [], byCurrency: [] });
  });

  it('keeps 0.1 + 0.2 style sums exact', () => {
    const portfolio = valuePortfolio({
      positions: [position('F0001', '0.1', '0.2', '0.3')],
      quotes: new Map([['F0001', quote('F0001', { latestNav: '1.0000' })]]),
      cash: [{ currency: 'HKD', available: '0.1', onHold: '0.2' }],
      dividends: [],
      book,
      reportingCurrency: 'HKD',
      asOf,
    });
    expect(portfolio.holdings[0]).toMatchObject({ units: '0.3', marketValue: '0.30', unrealisedProfit: '0.00' });
    expect(portfolio.totals.cash).toBe('0.30');
  });
});

describe('the value over time', () => {
  it('counts business days only', () => {
    // Friday 10 January to Tuesday 14 January 2025.
    expect(businessDaysBetween('2025-01-10', '2025-01-14')).toEqual(['2025-01-10', '2025-01-13', '2025-01-14']);
  });

  it('multiplies the units settled by each day by the last NAV on or before it, converted, from the first purchase', () => {
    const points = valueHistoryOf({
      movements: [
        { fundId: 'F0001', date: '2025-01-08', units: new Decimal('100') },
        { fundId: 'F0002', date: '2025-01-10', units: new Decimal('2.5') },
        { fundId: 'F0001', date: '2025-01-13', units: new Decimal('-40') },
      ],
      navSeries: new Map([
        [
          'F0001',
          [
            { date: '2025-01-07', nav: '10.0000' },
            { date: '2025-01-08', nav: '10.1000' },
            { date: '2025-01-09', nav: '10.2000' },
            // No price on the 10th: the 9th's is used.
            { date: '2025-01-13', nav: '9.9000' },
            { date: '2025-01-14', nav: '10.0001' },
          ],
        ],
        [
          'F0002',
          [
            { date: '2025-01-09', nav: '100.0000' },
            { date: '2025-01-14', nav: '101.0000' },
          ],
        ],
      ]),
      fundCurrencies: new Map([
        ['F0001', 'HKD'],
        ['F0002', 'USD'],
      ]),
      book,
      reportingCurrency: 'HKD',
      period: '1months',
      today: '2025-01-14',
    });
    expect(points).toEqual([
      { date: '2025-01-08', value: '1010.00' },
      { date: '2025-01-09', value: '1020.00' },
      // 1020 + 2.5 × 100 USD = 250 USD → 1946.25 HKD.
      { date: '2025-01-10', value: '2966.25' },
      // 60 × 9.9 = 594 + 1946.25.
      { date: '2025-01-13', value: '2540.25' },
      // 60 × 10.0001 = 600.006 → 600.01; 252.50 USD → 1965.71 HKD (1965.7125).
      { date: '2025-01-14', value: '2565.72' },
    ]);
  });

  it('is empty without movements and thins a long period to 260 points, first and last kept', () => {
    const none = valueHistoryOf({
      movements: [],
      navSeries: new Map(),
      fundCurrencies: new Map(),
      book,
      reportingCurrency: 'HKD',
      period: '1year',
      today: '2025-01-14',
    });
    expect(none).toEqual([]);
    const long = valueHistoryOf({
      movements: [{ fundId: 'F0001', date: '2020-01-02', units: new Decimal('1') }],
      navSeries: new Map([['F0001', [{ date: '2020-01-01', nav: '1.0000' }]]]),
      fundCurrencies: new Map([['F0001', 'HKD']]),
      book,
      reportingCurrency: 'HKD',
      period: '3years',
      today: '2025-01-14',
    });
    expect(long).toHaveLength(260);
    expect(long[0]?.date).toBe('2022-01-14');
    expect(long.at(-1)).toEqual({ date: '2025-01-14', value: '1.00' });
  });
});
