import { describe, expect, it } from 'vitest';
import { defaultStockFeeSchedule, estimateFees, estimatedConsideration, netAmount, stockFeeLineLabels } from './fees';
import type { StockFeeEstimate } from './fees';

const byName = (estimate: StockFeeEstimate) =>
  Object.fromEntries(estimate.lines.map((line) => [line.name, line.amount]));

describe('Hong Kong fees', () => {
  it('charges the published rates on a HKD 100,000 trade, on either side', () => {
    // The published rates on HKD 100,000: SFC levy 0.0027% = 2.70, AFRC levy 0.00015% = 0.15, HKEX trading fee
    // 0.00565% = 5.65, stamp duty 0.1% = 100 (since 17 November 2023); brokerage 0.25% = 250.
    for (const side of ['B', 'S'] as const) {
      const estimate = estimateFees('HKEX', side, '100000', '1000');
      expect(byName(estimate)).toEqual({
        brokerage: '250.00',
        stampDuty: '100.00',
        sfcLevy: '2.70',
        afrcLevy: '0.15',
        tradingFee: '5.65',
      });
      expect(estimate.total).toBe('358.50');
    }
  });

  it('rounds stamp duty up to the whole dollar and the levies to the cent, with the minimum brokerage', () => {
    // 100 shares of 0700 at 388.60: consideration 38,860.
    const consideration = estimatedConsideration('388.60', '100');
    expect(consideration).toBe('38860');
    const estimate = estimateFees('HKEX', 'B', consideration, '100');
    expect(byName(estimate)).toEqual({
      brokerage: '100.00', // 0.25% is 97.15, below the minimum of 100
      stampDuty: '39.00', // 38.86, a part of a dollar counts as a dollar
      sfcLevy: '1.05', // 1.04922
      afrcLevy: '0.06', // 0.05829
      tradingFee: '2.20', // 2.19559
    });
    expect(estimate.total).toBe('142.31');
    expect(netAmount('B', consideration, estimate.total)).toBe('39002.31');
    expect(netAmount('S', consideration, estimate.total)).toBe('38717.69');
  });

  it('charges one dollar of stamp duty on a tiny trade and none when the stock is exempt', () => {
    expect(byName(estimateFees('HKEX', 'S', '50.5', '500')).stampDuty).toBe('1.00');
    const exempt = estimateFees('HKEX', 'B', '100000', '1000', defaultStockFeeSchedule, { stampDutyExempt: true });
    expect(byName(exempt).stampDuty).toBeUndefined();
    expect(exempt.total).toBe('258.50');
  });

  it("adds the broker's CCASS settlement charge within its limits when the schedule has one", () => {
    const schedule = {
      ...defaultStockFeeSchedule,
      HKEX: { ...defaultStockFeeSchedule.HKEX, settlementFee: { rate: '0.00002', minimum: '2', maximum: '100' } },
    };
    expect(byName(estimateFees('HKEX', 'B', '38860', '100', schedule)).settlementFee).toBe('2.00'); // 0.78 -> 2
    expect(byName(estimateFees('HKEX', 'B', '1000000', '100', schedule)).settlementFee).toBe('20.00');
    expect(byName(estimateFees('HKEX', 'B', '9000000', '100', schedule)).settlementFee).toBe('100.00'); // 180 -> 100
  });

  it('keeps exact decimals on a large trade (no float drift)', () => {
    const estimate = estimateFees('HKEX', 'B', '123456789.01', '100');
    expect(byName(estimate)).toEqual({
      brokerage: '308641.97', // 308,641.972525
      stampDuty: '123457.00', // 123,456.78901
      sfcLevy: '3333.33', // 3,333.33330327
      afrcLevy: '185.19', // 185.185183515
      tradingFee: '6975.31', // 6,975.3085790650
    });
  });
});

describe('US fees', () => {
  it('charges commission on a buy and no SEC fee or TAF', () => {
    expect(byName(estimateFees('US', 'B', '23050', '100'))).toEqual({ commission: '1.00' });
    expect(byName(estimateFees('US', 'B', '230500', '1000')).commission).toBe('5.00');
  });

  it('charges the SEC fee on a sell, rounded up to the cent: USD 27.80 on a million, 0.28 on 10,000', () => {
    expect(byName(estimateFees('US', 'S', '1000000', '5000')).secFee).toBe('27.80');
    expect(byName(estimateFees('US', 'S', '10000', '100')).secFee).toBe('0.28'); // 0.278
    const zeroRate = { ...defaultStockFeeSchedule, US: { ...defaultStockFeeSchedule.US, secFeeRatePerMillion: '0' } };
    expect(byName(estimateFees('US', 'S', '10000', '100', zeroRate)).secFee).toBe('0.00');
  });

  it('charges the FINRA TAF per share sold, rounded up to the cent, at most USD 8.30', () => {
    expect(byName(estimateFees('US', 'S', '10000', '100')).finraTaf).toBe('0.02'); // 0.0166
    expect(byName(estimateFees('US', 'S', '10000', '1000')).finraTaf).toBe('0.17'); // 0.166
    expect(byName(estimateFees('US', 'S', '500000', '100000')).finraTaf).toBe('8.30'); // 16.60 capped
    const estimate = estimateFees('US', 'S', '10000', '100');
    expect(estimate.total).toBe('1.30'); // 1.00 + 0.28 + 0.02
  });
});

describe('China Connect northbound fees', () => {
  it('charges handling, management and both transfer fees on each side and stamp duty on the seller only', () => {
    const buy = estimateFees('CN', 'B', '100000', '100');
    expect(byName(buy)).toEqual({
      brokerage: '250.00',
      handlingFee: '3.41',
      securitiesManagementFee: '2.00',
      transferFee: '1.00',
      hksccTransferFee: '2.00',
    });
    const sell = estimateFees('CN', 'S', '100000', '100');
    expect(byName(sell).stampDuty).toBe('50.00');
    expect(sell.total).toBe('308.41');
    expect(sell.lines.map((line) => line.name)).toEqual([
      'brokerage',
      'stampDuty',
      'handlingFee',
      'securitiesManagementFee',
      'transferFee',
      'hksccTransferFee',
    ]);
  });
});

describe('consideration and bad input', () => {
  it('multiplies price by quantity exactly', () => {
    expect(estimatedConsideration('0.1', '3')).toBe('0.3');
    expect(estimatedConsideration('0.0123', '7')).toBe('0.0861');
    expect(estimatedConsideration('9995', '100')).toBe('999500');
  });

  it('refuses a zero or negative consideration and a fractional or zero quantity', () => {
    expect(() => estimateFees('HKEX', 'B', '0', '100')).toThrow(RangeError);
    expect(() => estimateFees('HKEX', 'B', '-1', '100')).toThrow(RangeError);
    expect(() => estimateFees('HKEX', 'B', '100', '0')).toThrow(RangeError);
    expect(() => estimateFees('HKEX', 'B', '100', '1.5')).toThrow(RangeError);
    expect(() => estimateFees('HKEX', 'B', 'abc', '100')).toThrow(TypeError);
  });

  it('labels every line in the three languages', () => {
    for (const label of Object.values(stockFeeLineLabels)) {
      expect(label['zh-HK']).not.toBe(label.en);
      expect(label['zh-CN']).not.toBe('');
    }
  });
});
