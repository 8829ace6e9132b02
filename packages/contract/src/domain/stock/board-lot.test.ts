import { describe, expect, it } from 'vitest';
import { isWholeLots, isWholeShares, lotsIn, oddLotOf, roundDownToLots, sharesOfLots } from './board-lot';

describe('board lots', () => {
  it('accepts whole lots and refuses odd lots (0700 trades in lots of 100, 0005 of 400, 0939 of 1000)', () => {
    expect(isWholeLots('100', 100)).toBe(true);
    expect(isWholeLots('1200', 400)).toBe(true);
    expect(isWholeLots('1000', 400)).toBe(false);
    expect(isWholeLots('50', 100)).toBe(false);
    expect(isWholeLots('3000', 1000)).toBe(true);
    expect(isWholeLots(7, 1)).toBe(true);
  });

  it('refuses zero, negatives, decimals and exponents', () => {
    for (const quantity of ['0', '-100', '100.0', '1e2', '', ' 100', '0x64']) {
      expect(isWholeLots(quantity, 100)).toBe(false);
    }
    expect(isWholeShares('0')).toBe(false);
  });

  it('counts lots and the odd lot', () => {
    expect(lotsIn('1050', 100)).toBe(10);
    expect(roundDownToLots('1050', 100)).toBe('1000');
    expect(oddLotOf('1050', 100)).toBe('50');
    expect(sharesOfLots(3, 400)).toBe('1200');
    expect(() => isWholeLots('100', 0)).toThrow(RangeError);
  });
});
