import { describe, expect, it } from 'vitest';
import { fundOrderResults } from '@portal/contract';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { ApiError } from '../../../shared/api/api-error';
import { fundTradingEnglish } from './i18n';
import { fundTradingZhCN } from './i18n-zh-cn';
import { fundTradingZhHK } from './i18n-zh-hk';
import {
  checkRedemptionQuantity,
  checkSubscriptionAmount,
  checkSwitchTargets,
  defaultPayCash,
  estimateRedemption,
  estimateSubscription,
  minimumInPayCurrency,
  newClientReference,
  orderFailureOf,
  readQuantity,
  toWire,
} from './ticket-rules';
import { account, fakeServer, termsOf } from './trading-fixtures';

const cashOf = (currency: string) => {
  const cash = termsOf().cash.find((entry) => entry.currency === currency);
  if (!cash) throw new Error(`No ${currency} cash in the fixture`);
  return cash;
};

describe('reading a quantity the client typed', () => {
  it('accepts positive decimals within the precision, thousands separators too, and keeps them exact', () => {
    expect(toWire(readQuantity('1,000.25', 2).value ?? new ExactDecimal(0))).toBe('1000.25');
    expect(toWire(readQuantity(' 0.00000001 ', 8).value ?? new ExactDecimal(0))).toBe('0.00000001');
    expect(toWire(readQuantity('.5', 1).value ?? new ExactDecimal(0))).toBe('0.5');
  });

  it('names what is wrong: empty, not a number, zero or negative, too many decimals, absurdly large', () => {
    expect(readQuantity('', 2).error?.key).toBe('required');
    expect(readQuantity('abc', 2).error?.key).toBe('notANumber');
    expect(readQuantity('1e5', 2).error?.key).toBe('notANumber');
    expect(readQuantity('-5', 2).error?.key).toBe('notANumber');
    expect(readQuantity('0', 2).error?.key).toBe('notPositive');
    expect(readQuantity('0.000', 2).error?.key).toBe('notPositive');
    expect(readQuantity('1.234', 2).error).toEqual({ key: 'tooManyDecimals', values: { decimals: '2' } });
    expect(readQuantity('1000000000000.01', 2).error?.key).toBe('tooLarge');
    expect(readQuantity('Infinity', 2).error?.key).toBe('notANumber');
  });
});

describe('a subscription amount', () => {
  const terms = termsOf();

  it('pays in the fund currency by default when the client has it', () => {
    expect(defaultPayCash(terms)?.currency).toBe('USD');
    expect(defaultPayCash(termsOf({ fundCurrency: 'EUR' }))?.currency).toBe('HKD');
  });

  it('meets the minimum in the fund currency, converted at the rate (rounded up in the pay currency)', () => {
    // USD 1,000 minimum at 0.128 USD per HKD is HKD 7,812.50.
    expect(toWire(minimumInPayCurrency(terms, cashOf('HKD')))).toBe('7812.5');
    expect(checkSubscriptionAmount('7812.49', terms, cashOf('HKD')).error).toEqual({
      key: 'belowMinimum',
      values: { amount: '7812.5', currency: 'HKD' },
    });
    expect(checkSubscriptionAmount('7812.50', terms, cashOf('HKD')).error).toBeUndefined();
    expect(checkSubscriptionAmount('999.99', terms, cashOf('USD')).error?.key).toBe('belowMinimum');
  });

  it('stays within the available cash of the pay currency and its precision', () => {
    expect(checkSubscriptionAmount('50000', terms, cashOf('USD')).error).toBeUndefined();
    expect(checkSubscriptionAmount('50000.01', terms, cashOf('USD')).error).toEqual({
      key: 'aboveAvailable',
      values: { amount: '50000', currency: 'USD' },
    });
    expect(checkSubscriptionAmount('1000.001', terms, cashOf('USD')).error?.key).toBe('tooManyDecimals');
  });

  it('estimates the fee half-up and the units rounded down, exactly', () => {
    const estimate = estimateSubscription(terms, cashOf('HKD'), new ExactDecimal('10000'));
    expect(toWire(estimate.amountInFund)).toBe('1280');
    expect(toWire(estimate.fee)).toBe('19.2'); // 1,280 × 1.5%
    expect(toWire(estimate.units)).toBe('102.1254'); // 1,260.80 ÷ 12.3456 = 102.12545…, rounded down
  });

  it('adds 0.1 and 0.2 exactly (no float on the way)', () => {
    const sum = (readQuantity('0.1', 2).value ?? new ExactDecimal(0)).plus(readQuantity('0.2', 2).value ?? 0);
    expect(toWire(sum)).toBe('0.3');
  });
});

describe('a redemption quantity', () => {
  const terms = termsOf();

  it('is at most the units free (unit decimals of the fund) or what they are worth (amount basis)', () => {
    expect(checkRedemptionQuantity('120.5', terms, 'unit').error).toBeUndefined();
    expect(checkRedemptionQuantity('120.5001', terms, 'unit').error).toEqual({
      key: 'aboveUnits',
      values: { units: '120.5' },
    });
    expect(checkRedemptionQuantity('1.00001', terms, 'unit').error?.key).toBe('tooManyDecimals');
    // 120.5 × 12.3456 = 1,487.6448 → 1,487.64 at most.
    expect(checkRedemptionQuantity('1487.64', terms, 'amount').error).toBeUndefined();
    expect(checkRedemptionQuantity('1487.65', terms, 'amount').error).toEqual({
      key: 'aboveAvailable',
      values: { amount: '1487.64', currency: 'USD' },
    });
  });

  it('estimates the proceeds after the fee, and the units of an amount rounded down', () => {
    const byUnits = estimateRedemption(terms, 'unit', new ExactDecimal('100'));
    expect([byUnits.units, byUnits.gross, byUnits.fee, byUnits.proceeds].map(toWire)).toEqual([
      '100',
      '1234.56',
      '6.17',
      '1228.39',
    ]);
    const byAmount = estimateRedemption(terms, 'amount', new ExactDecimal('1000'));
    expect(toWire(byAmount.units)).toBe('81.0005');
    expect(toWire(byAmount.proceeds)).toBe('995');
  });
});

describe('switch targets', () => {
  it('need a fund other than the source, each once, whole percentages adding up to 100', () => {
    expect(checkSwitchTargets('F0001', [{ fundId: 'F0002', percent: '100' }])).toBeUndefined();
    expect(checkSwitchTargets('F0001', [{ fundId: '', percent: '100' }])?.key).toBe('noTarget');
    expect(checkSwitchTargets('F0001', [{ fundId: 'F0001', percent: '100' }])?.key).toBe('sameFund');
    expect(
      checkSwitchTargets('F0001', [
        { fundId: 'F0002', percent: '50' },
        { fundId: 'F0002', percent: '50' },
      ])?.key,
    ).toBe('duplicateTarget');
    expect(
      checkSwitchTargets('F0001', [
        { fundId: 'F0002', percent: '60' },
        { fundId: 'F0003', percent: '30' },
      ]),
    ).toEqual({ key: 'percentTotal', values: { total: '90' } });
    expect(checkSwitchTargets('F0001', [{ fundId: 'F0002', percent: '99.5' }])?.key).toBe('percent');
  });
});

describe('a refused order', () => {
  it('reads the result of a 422 from its code or its details, and the rest as retryable', async () => {
    const server = fakeServer({
      '/api/fundOrder/subscribeFund': {
        status: 422,
        body: {
          code: 'riskLevelViolation',
          message: "The fund's risk level is above your risk profile.",
          details: { result: 'riskLevelViolation', resultCode: 8 },
        },
      },
    });
    const failure = await server.api.fundOrder
      .subscribeFund({
        ...account,
        clientReference: newClientReference(),
        fundId: 'F0009',
        amount: '1000',
        currency: 'USD',
      })
      .catch((error: unknown) => orderFailureOf(error));
    expect(failure).toEqual({ kind: 'result', result: 'riskLevelViolation' });
    expect(server.calls[0]?.body).toMatchObject({ accountCode: 'C10001', source: 'gateway', fundId: 'F0009' });

    const byDetails = new ApiError(422, { code: 'BUSINESS_RULE', message: 'x', details: { result: 'fundSuspended' } });
    expect(orderFailureOf(byDetails)).toEqual({ kind: 'result', result: 'fundSuspended' });
    expect(orderFailureOf(new ApiError(400, { code: 'VALIDATION_FAILED', message: 'amount: bad' }))).toEqual({
      kind: 'input',
      message: 'amount: bad',
    });
    expect(orderFailureOf(new ApiError(503, { code: 'UNAVAILABLE', message: 'Not built yet' }))).toEqual({
      kind: 'other',
    });
    expect(orderFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'other' });
  });

  it('has a text for every fund order result of the contract, in all three languages', () => {
    const results = [...fundOrderResults].sort();
    expect(Object.keys(fundTradingEnglish.results).sort()).toEqual(results);
    expect(Object.keys(fundTradingZhHK.results).sort()).toEqual(results);
    expect(Object.keys(fundTradingZhCN.results).sort()).toEqual(results);
    for (const result of fundOrderResults) {
      expect(fundTradingZhHK.results[result]).not.toBe(fundTradingEnglish.results[result]);
      expect(fundTradingZhCN.results[result]).not.toBe(fundTradingEnglish.results[result]);
    }
  });

  it('makes client references the contract accepts, a new one each time', () => {
    const first = newClientReference();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientReference()).not.toBe(first);
  });
});
