import { describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { atMost, payableFor, quantityFor, readQuantity, toWire, valueAt } from './quantity';

const read = (text: string, decimals: number) => toWire(readQuantity(text, decimals).value ?? new ExactDecimal(-1));

describe('reading a quantity the client typed', () => {
  it('accepts positive decimals within the precision, thousands separators too, and keeps them exact', () => {
    expect(read('1,000.25', 2)).toBe('1000.25');
    expect(read(' 0.00000001 ', 8)).toBe('0.00000001');
    expect(read('.5', 1)).toBe('0.5');
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

  it('adds 0.1 and 0.2 exactly (no float on the way)', () => {
    const sum = (readQuantity('0.1', 2).value ?? new ExactDecimal(0)).plus(readQuantity('0.2', 2).value ?? 0);
    expect(toWire(sum)).toBe('0.3');
  });

  it('keeps a quantity within a limit, and passes an error already found', () => {
    const limit = { key: 'aboveUnits', values: { units: '10' } } as const;
    expect(atMost(readQuantity('10', 0), '10', limit).value?.toFixed()).toBe('10');
    expect(atMost(readQuantity('10.5', 1), '10', limit).error).toEqual(limit);
    expect(atMost(readQuantity('x', 1), '10', limit).error?.key).toBe('notANumber');
  });
});

describe('estimates', () => {
  it('values a quantity at a price, half-up unless told, to the precision', () => {
    expect(toWire(valueAt('100', '12.3456', 2))).toBe('1234.56');
    expect(toWire(valueAt('0.5', '0.01', 2))).toBe('0.01'); // 0.005 half-up
    expect(toWire(valueAt('0.5', '0.01', 2, ExactDecimal.ROUND_DOWN))).toBe('0');
  });

  it('buys a quantity rounded down, and nothing without a price', () => {
    expect(toWire(quantityFor('1000', '12.3456', 4))).toBe('81.0005');
    expect(toWire(quantityFor('1000', '0', 4))).toBe('0');
  });

  it('pays enough in another currency to reach a target, rounded up', () => {
    // USD 1,000 at 0.128 USD per HKD is HKD 7,812.50; USD 1 at 0.3 is 3.34 (3.333… up).
    expect(toWire(payableFor('1000', '0.128', 2))).toBe('7812.5');
    expect(toWire(payableFor('1', '0.3', 2))).toBe('3.34');
    expect(toWire(payableFor('1', '0', 2))).toBe('1');
  });
});
