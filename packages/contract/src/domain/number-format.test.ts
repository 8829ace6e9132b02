import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber } from './number-format';

describe('formatAmount', () => {
  it("shows an amount en-US style with its currency's precision", () => {
    expect(formatAmount('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatAmount('7.8', 4)).toBe('7.8000');
    expect(formatAmount('1234.5', 0)).toBe('1,235');
    expect(formatAmount('999', 2)).toBe('999.00');
    expect(formatAmount('1000', 2)).toBe('1,000.00');
  });

  it('handles negatives and zero, never showing a negative zero', () => {
    expect(formatAmount('-1234567.891', 2)).toBe('-1,234,567.89');
    expect(formatAmount('-0.5', 0)).toBe('-1');
    expect(formatAmount('0', 2)).toBe('0.00');
    expect(formatAmount('-0.001', 2)).toBe('0.00');
  });

  it('rounds to 15 significant digits first, exactly, even for huge values', () => {
    expect(formatAmount('12345678901234567.891', 2)).toBe('12,345,678,901,234,600.00');
    expect(formatAmount('999999999999999.5', 0)).toBe('1,000,000,000,000,000');
    // 0.1234567890123456 has 16 significant digits: the 16th is rounded away.
    expect(formatNumber('0.1234567890123456')).toBe('0.123456789012346');
  });

  it('accepts Decimal values and whole numbers', () => {
    expect(formatAmount(new Decimal('1800000'), 0)).toBe('1,800,000');
    expect(formatAmount(300000, 2)).toBe('300,000.00');
  });
});

describe('formatNumber', () => {
  it('keeps every decimal and adds none when no decimals are given', () => {
    expect(formatNumber('1234.5')).toBe('1,234.5');
    expect(formatNumber('0.000001')).toBe('0.000001');
    expect(formatNumber('1e21')).toBe('1,000,000,000,000,000,000,000');
  });

  it('rounds with the requested mode', () => {
    expect(formatNumber('1234.561', { decimals: 2, rounding: 'up' })).toBe('1,234.57');
    expect(formatNumber('1234.569', { decimals: 2, rounding: 'down' })).toBe('1,234.56');
    expect(formatNumber('-1234.561', { decimals: 2, rounding: 'up' })).toBe('-1,234.56');
    expect(formatNumber('1234.565', { decimals: 2 })).toBe('1,234.57');
  });

  it('with rounding none keeps longer decimals and pads shorter ones', () => {
    expect(formatNumber('1234.56789', { decimals: 2, rounding: 'none' })).toBe('1,234.56789');
    expect(formatNumber('1234.5', { decimals: 2, rounding: 'none' })).toBe('1,234.50');
  });

  it('refuses floats and invalid decimal places', () => {
    expect(() => formatNumber(0.1)).toThrow(TypeError);
    expect(() => formatNumber('1', { decimals: -2 })).toThrow(RangeError);
  });
});
