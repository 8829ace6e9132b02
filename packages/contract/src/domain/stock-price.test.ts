import { describe, expect, it } from 'vitest';
import { formatStockPrice } from './stock-price';

describe("formatStockPrice (SPEC §5: the exchange's decimals)", () => {
  it("pads a price to the exchange's decimals", () => {
    expect(formatStockPrice('12.3', 3)).toBe('12.300');
    expect(formatStockPrice('388', 2)).toBe('388.00');
  });

  it('rounds a price with more decimals than allowed', () => {
    expect(formatStockPrice('12.3456', 3)).toBe('12.346');
    expect(formatStockPrice('0.0449', 2)).toBe('0.04');
    expect(formatStockPrice('12.5', 0)).toBe('13');
  });

  it('keeps longer decimals as they are when asked to', () => {
    expect(formatStockPrice('12.3456', 3, { keepLongerDecimals: true })).toBe('12.3456');
    expect(formatStockPrice('12.3', 3, { keepLongerDecimals: true })).toBe('12.300');
  });

  it('leaves the price as it is when the exchange defines no decimals', () => {
    expect(formatStockPrice('12.3456', undefined)).toBe('12.3456');
    expect(formatStockPrice('12', undefined)).toBe('12');
  });

  it('leaves something that is not a price as it is', () => {
    expect(formatStockPrice('', 3)).toBe('');
    expect(formatStockPrice('--', 3)).toBe('--');
  });

  it('never shows a negative zero and keeps large prices exact', () => {
    expect(formatStockPrice('-0.001', 2)).toBe('0.00');
    expect(formatStockPrice('712345.6789012345678', 3)).toBe('712345.679');
  });
});
