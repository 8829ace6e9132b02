import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { figureCeiling, isBelowFigureCeiling, isDecimalInput, isPlainDecimal, toDecimal } from './decimal-value';

describe('toDecimal', () => {
  it('reads decimal strings exactly, with or without an exponent', () => {
    expect(toDecimal('12345678901234567.891').toString()).toBe('12345678901234567.891');
    expect(toDecimal(' -7.8 ').toString()).toBe('-7.8');
    expect(toDecimal('.5').toString()).toBe('0.5');
    expect(toDecimal('1e3').toString()).toBe('1000');
  });

  it('accepts Decimal values and whole numbers', () => {
    const decimal = new Decimal('7.8');
    expect(toDecimal(decimal)).toBe(decimal);
    expect(toDecimal(1800000).toString()).toBe('1800000');
  });

  it('refuses fractional numbers, because a float cannot carry money exactly', () => {
    expect(() => toDecimal(0.1)).toThrow(/decimal string/);
    expect(() => toDecimal(Number.NaN)).toThrow(TypeError);
  });

  it('refuses strings that are not plain decimals', () => {
    for (const written of ['', 'abc', '1,000', '0x10', '0b1', 'Infinity', 'NaN', '1.2.3']) {
      expect(() => toDecimal(written), written).toThrow(TypeError);
    }
    expect(() => toDecimal(new Decimal(Infinity))).toThrow(TypeError);
  });

  it('tells whether a value can be read as a decimal', () => {
    expect(isDecimalInput('7.8')).toBe(true);
    expect(isDecimalInput(3)).toBe(true);
    expect(isDecimalInput(0.3)).toBe(false);
    expect(isDecimalInput('seven')).toBe(false);
    expect(isDecimalInput(null)).toBe(false);
  });
});

describe('isPlainDecimal', () => {
  it('accepts canonical plain decimals, trailing zeros of a fraction included', () => {
    for (const written of ['0', '100', '0.5', '12.50', '1000000', '0.000001'])
      expect(isPlainDecimal(written), written).toBe(true);
  });

  it('refuses leading zeros, signs, exponents, separators, spaces and a bare point', () => {
    for (const written of ['00100', '0100', '00.5', '-5', '+5', '1e3', '1,000', ' 5', '5 ', '.5', '5.', '', 'NaN']) {
      expect(isPlainDecimal(written), JSON.stringify(written)).toBe(false);
    }
  });
});

describe('the figure ceiling', () => {
  it('is a trillion, far below the 10^20 the ledger holds', () => {
    expect(isBelowFigureCeiling('999999999999.99')).toBe(true);
    expect(isBelowFigureCeiling(figureCeiling)).toBe(false);
    expect(isBelowFigureCeiling('-1000000000000')).toBe(false);
    expect(isBelowFigureCeiling('1e20')).toBe(false);
  });
});
