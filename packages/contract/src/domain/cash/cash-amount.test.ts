import { describe, expect, it } from 'vitest';
import { cashAmountProblem } from './cash-amount';

describe('cashAmountProblem', () => {
  it('accepts a positive plain decimal within the currency precision', () => {
    expect(cashAmountProblem('100', 2)).toBeUndefined();
    expect(cashAmountProblem('0.01', 2)).toBeUndefined();
    expect(cashAmountProblem('12.5', 2)).toBeUndefined();
    expect(cashAmountProblem('12.50', 2)).toBeUndefined();
    expect(cashAmountProblem('7', 0)).toBeUndefined();
  });

  it('refuses zero and negative amounts', () => {
    expect(cashAmountProblem('0', 2)).toBe('notPositive');
    expect(cashAmountProblem('0.00', 2)).toBe('notPositive');
    expect(cashAmountProblem('-5', 2)).toBe('notPositive');
    expect(cashAmountProblem('-0.5', 2)).toBe('notPositive');
  });

  it('refuses what is not a plain decimal', () => {
    for (const typed of [
      '',
      ' ',
      'abc',
      '1e3',
      '1E-2',
      '0x10',
      '1,000',
      ' 10',
      '10 ',
      '+10',
      '.5',
      '5.',
      'NaN',
      'Infinity',
      '00100',
      '0100.5',
      '00.5',
    ]) {
      expect(cashAmountProblem(typed, 2), typed).toBe('notANumber');
    }
  });

  it('refuses more decimals than the currency has, trailing zeros included in the count only when they matter', () => {
    expect(cashAmountProblem('1.001', 2)).toBe('tooManyDecimals');
    expect(cashAmountProblem('1.5', 0)).toBe('tooManyDecimals');
    expect(cashAmountProblem('1.000', 2)).toBeUndefined();
  });

  it('refuses an amount at or above the ceiling', () => {
    expect(cashAmountProblem('1000000000000', 2)).toBe('tooLarge');
    expect(cashAmountProblem('999999999999.99', 2)).toBeUndefined();
  });
});
