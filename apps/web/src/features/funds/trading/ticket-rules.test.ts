import { describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { newClientReference } from '@portal/contract/domain/order/client-reference';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import { ApiError } from '../../../shared/api/api-error';
import { resultFailure } from '../../../shared/ticket/order-failure';
import { toWire } from '../../../shared/ticket/quantity';
import {
  checkRedemptionQuantity,
  checkSubscriptionAmount,
  checkSwitchTargets,
  defaultPayCash,
  estimateRedemption,
  estimateSubscription,
  minimumInPayCurrency,
  fundOrderFailureOf,
} from './ticket-rules';
import { account, fakeServer, termsOf } from './trading-fixtures';

const cashOf = (currency: string) => {
  const cash = termsOf().cash.find((entry) => entry.currency === currency);
  if (!cash) throw new Error(`No ${currency} cash in the fixture`);
  return cash;
};

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
      .catch((error: unknown) => fundOrderFailureOf(error));
    expect(failure).toEqual(resultFailure(fundOrderResultCatalogue, 'riskLevelViolation'));
    expect(server.calls[0]?.body).toMatchObject({ accountCode: 'C10001', source: 'gateway', fundId: 'F0009' });

    const byDetails = new ApiError(422, { code: 'BUSINESS_RULE', message: 'x', details: { result: 'fundSuspended' } });
    expect(fundOrderFailureOf(byDetails)).toEqual(resultFailure(fundOrderResultCatalogue, 'fundSuspended'));
    expect(fundOrderFailureOf(new ApiError(400, { code: 'VALIDATION_FAILED', message: 'amount: bad' }))).toEqual({
      kind: 'input',
      message: 'amount: bad',
    });
    expect(fundOrderFailureOf(new ApiError(503, { code: 'UNAVAILABLE', message: 'Not built yet' }))).toEqual({
      kind: 'other',
    });
    expect(fundOrderFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'other' });
    expect(fundOrderFailureOf(new ApiError(403, { code: 'FORBIDDEN', message: 'Not your account' }))).toEqual(
      resultFailure(fundOrderResultCatalogue, 'noPermissionForThisAccount'),
    );
    expect(fundOrderFailureOf(new ApiError(404, { code: 'NOT_FOUND', message: 'No fund F9999' }))).toEqual(
      resultFailure(fundOrderResultCatalogue, 'productNotFound'),
    );
  });
});
