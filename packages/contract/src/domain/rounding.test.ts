import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { roundDecimal, roundingModeSchema, roundingModes } from './rounding';

const rounded = (value: string, decimals: number, mode: (typeof roundingModes)[number]) =>
  roundDecimal(value, decimals, mode).toString();

describe('roundDecimal', () => {
  it('offers exactly the four modes of SPEC §5', () => {
    expect(roundingModes).toEqual(['none', 'up', 'down', 'normal']);
    expect(roundingModeSchema.safeParse('normal').success).toBe(true);
    expect(roundingModeSchema.safeParse('half').success).toBe(false);
  });

  it('leaves the value as it is with mode none', () => {
    expect(rounded('1234.56789', 2, 'none')).toBe('1234.56789');
    expect(rounded('-0.001', 0, 'none')).toBe('-0.001');
  });

  it('rounds up towards +infinity', () => {
    expect(rounded('1.231', 2, 'up')).toBe('1.24');
    expect(rounded('1.23', 2, 'up')).toBe('1.23');
    expect(rounded('-1.239', 2, 'up')).toBe('-1.23');
    expect(rounded('0.0001', 0, 'up')).toBe('1');
  });

  it('rounds down towards -infinity', () => {
    expect(rounded('1.239', 2, 'down')).toBe('1.23');
    expect(rounded('-1.231', 2, 'down')).toBe('-1.24');
    expect(rounded('7.8', 0, 'down')).toBe('7');
  });

  it('rounds normally to the nearest with halves away from zero', () => {
    expect(rounded('1.235', 2, 'normal')).toBe('1.24');
    expect(rounded('1.2349', 2, 'normal')).toBe('1.23');
    expect(rounded('-1.235', 2, 'normal')).toBe('-1.24');
    expect(rounded('2.5', 0, 'normal')).toBe('3');
  });

  it('is exact where floats are not (1.005 to 2 places is 1.01, not 1.00)', () => {
    expect(rounded('1.005', 2, 'normal')).toBe('1.01');
    expect(rounded('0.1', 1, 'up')).toBe('0.1');
    expect(rounded('123456789012345678.125', 2, 'normal')).toBe('123456789012345678.13');
  });

  it('accepts Decimal values and whole numbers', () => {
    expect(roundDecimal(new Decimal('7.85'), 1, 'normal').toString()).toBe('7.9');
    expect(roundDecimal(42, 2, 'up').toString()).toBe('42');
  });

  it('refuses fractional numbers and invalid decimal places', () => {
    expect(() => roundDecimal(0.1, 2, 'normal')).toThrow(TypeError);
    expect(() => roundDecimal('1.5', -1, 'normal')).toThrow(RangeError);
    expect(() => roundDecimal('1.5', 1.5, 'normal')).toThrow(RangeError);
  });
});
