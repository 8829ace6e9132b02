import { describe, expect, it } from 'vitest';
import { chartPointsOf, chartSummaryOf } from '../../../shared/charts/chart-points';
import { changeText, directionOf, formatPrice, priceDecimalsOf } from './stock-format';

const bar = (time: string, day: string, open: string, high: string, low: string, close: string, volume: string) => ({
  time,
  day,
  open,
  high,
  low,
  close,
  volume,
});

describe('stock figures', () => {
  it('shows prices with the exchange’s decimals (SPEC §5) and thousands grouped (SPEC §9)', () => {
    expect(priceDecimalsOf('HKEX')).toBe(3);
    expect(formatPrice('388.2', priceDecimalsOf('HKEX'))).toBe('388.200');
    expect(formatPrice('1234.5', priceDecimalsOf('NYSE'))).toBe('1,234.50');
    expect(formatPrice('0.0555', 3)).toBe('0.056');
    expect(formatPrice('12.34567', undefined)).toBe('12.34567');
  });

  it('writes a change with its sign, and its direction apart from any colour', () => {
    expect(changeText('2.2', '0.57', 3)).toBe('+2.200 (+0.57%)');
    expect(changeText('-2.39', '-1.04', 2)).toBe('-2.39 (-1.04%)');
    expect(changeText('0', '0', 2)).toBe('0.00 (0.00%)');
    expect(['1', '-0.001', '0'].map(directionOf)).toEqual(['up', 'down', 'flat']);
  });
});

describe('chart bars', () => {
  const bars = [
    bar('2026-11-24T01:30:00.000Z', '2026-11-24', '385', '391.2', '384', '390', '1000'),
    bar('2026-11-24T01:31:00.000Z', '2026-11-24', '390', '390.4', '383.8', '388.2', '2500.5'),
  ];

  it('sums a range exactly: first open, highest high, lowest low, last close, total volume', () => {
    expect(chartSummaryOf(bars)).toEqual({
      open: '385',
      high: '391.2',
      low: '383.8',
      close: '388.2',
      volume: '3500.5',
    });
    expect(chartSummaryOf([])).toBeUndefined();
  });

  it('places intraday bars at their instant and daily bars on their day; a bar closing at its open is up', () => {
    expect(chartPointsOf(bars, true).candles.map((point) => point.time)).toEqual([1795483800, 1795483860]);
    const daily = chartPointsOf(bars, false);
    expect(daily.candles.map((point) => point.time)).toEqual(['2026-11-24', '2026-11-24']);
    expect(daily.volumes.map((point) => point.up)).toEqual([true, false]);
    expect(
      chartPointsOf([bar('2026-11-24T00:00:00.000Z', '2026-11-24', '5', '5', '5', '5', '0')], false).volumes[0]?.up,
    ).toBe(true);
  });
});
