// What the withdraw form tells a client about a typed amount before any request: the same rules as the server's,
// read exactly (no float: 18 decimals of ETH and the fee on top).
import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount-problem';

const usdtOnEthereum = { decimals: 6, minimum: '20', fee: '5', available: '1200', leftToday: '250000' };
const ethOnEthereum = {
  decimals: 18,
  minimum: '0.01',
  fee: '0.002',
  available: '2.500000000000000001',
  leftToday: '100',
};

describe('the amount of a withdrawal', () => {
  it('accepts an amount within precision, minimum, balance (with its fee) and the daily limit', () => {
    expect(amountProblem('20', usdtOnEthereum)).toBeUndefined();
    expect(amountProblem('1195', usdtOnEthereum)).toBeUndefined();
    expect(amountProblem('2.498000000000000001', ethOnEthereum)).toBeUndefined();
  });

  it('names each problem', () => {
    expect(amountProblem('', usdtOnEthereum)).toBe('required');
    expect(amountProblem('1e3', usdtOnEthereum)).toBe('notANumber');
    expect(amountProblem('-5', usdtOnEthereum)).toBe('notANumber');
    expect(amountProblem('0.000', usdtOnEthereum)).toBe('notPositive');
    expect(amountProblem('20.0000001', usdtOnEthereum)).toBe('tooPrecise');
    expect(amountProblem('19.999999', usdtOnEthereum)).toBe('belowMinimum');
    // 1196 + the 5 fee passes the 1,200 available by one.
    expect(amountProblem('1196', usdtOnEthereum)).toBe('beyondAvailable');
    expect(amountProblem('2.498000000000000002', ethOnEthereum)).toBe('beyondAvailable');
    expect(amountProblem('300', { ...usdtOnEthereum, available: '1000000', leftToday: '250' })).toBe(
      'beyondDailyLimit',
    );
  });
});
