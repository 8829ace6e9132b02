import { describe, expect, it } from 'vitest';
import type { WithdrawalCurrencyTerms } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';
import { amountError, withdrawalFailureOf } from './withdraw-rules';

const usd: WithdrawalCurrencyTerms = {
  currency: 'USD',
  precision: 2,
  available: '1000',
  onHold: '0',
  unsettled: '200',
  withdrawable: '800',
  dailyLimit: '65000',
  usedToday: '64500',
  limitLeft: '500',
  maximum: '500',
};

describe('the withdrawal form rules', () => {
  it('words each fault of an amount, the daily limit before the balance', () => {
    expect(amountError('', usd)).toEqual({ kind: 'required' });
    expect(amountError('0', usd)).toEqual({ kind: 'notPositive', decimals: 2 });
    expect(amountError('-1', usd)).toEqual({ kind: 'notPositive', decimals: 2 });
    expect(amountError('abc', usd)).toEqual({ kind: 'notANumber', decimals: 2 });
    expect(amountError('1.001', usd)).toEqual({ kind: 'tooManyDecimals', decimals: 2 });
    expect(amountError('500.01', usd)).toEqual({ kind: 'aboveLimit', amount: '500' });
    expect(amountError('500', usd)).toBeUndefined();
    expect(amountError('600', { ...usd, limitLeft: '65000' })).toBeUndefined();
    expect(amountError('800.01', { ...usd, limitLeft: '65000' })).toEqual({ kind: 'aboveWithdrawable', amount: '800' });
  });

  it('reads a refusal from the withdrawal codes, then the shared cash codes', () => {
    const refusal = (result: string, resultCode: string) =>
      new ApiError(422, { code: result, message: 'refused', details: { result, resultCode } });
    expect(withdrawalFailureOf(refusal('dailyLimitExceeded', 'ERR701'))).toMatchObject({
      kind: 'result',
      result: 'dailyLimitExceeded',
    });
    expect(withdrawalFailureOf(refusal('invalidAmount', 'ERR004'))).toMatchObject({
      kind: 'result',
      result: 'invalidAmount',
    });
    expect(withdrawalFailureOf(new Error('network'))).toEqual({ kind: 'other' });
    // No valid step-up grant (ADR 036): nothing was made, so it reads as a retry (step-up again, the same reference).
    const noGrant = new ApiError(403, { code: 'STEP_UP_REQUIRED', message: 'Confirm first.' });
    expect(withdrawalFailureOf(noGrant)).toEqual({ kind: 'other' });
  });
});
