import { Decimal } from 'decimal.js';
import { toDecimal } from '@portal/contract/domain/decimal-value';

/**
 * A price bar as the chart reads it (stock bars, crypto bars): its instant, its day (the instant's UTC day when
 * absent), the prices, and its volume where the market has one.
 */
export type CandleBar = {
  readonly time: string;
  readonly day?: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume?: string;
};

export type ChartPoints = {
  /** Whether the bars are intraday (instants) rather than days. */
  readonly intraday: boolean;
  /** Times are epoch seconds (intraday) or the day itself. */
  readonly candles: readonly {
    time: number | string;
    open: number;
    high: number;
    low: number;
    close: number;
  }[];
  readonly volumes: readonly { time: number | string; value: number; up: boolean }[];
};

/**
 * The bars as the canvas draws them: intraday bars at their instant (epoch seconds), daily and weekly ones on their
 * exchange day. Prices stay decimal strings everywhere else; here they become pixel positions,
 * so a number is what is wanted. A bar is "up" when it closed at or above its open.
 */
export function chartPointsOf(bars: readonly CandleBar[], intraday: boolean): ChartPoints {
  const timeOf = (bar: CandleBar) =>
    intraday ? Math.floor(Date.parse(bar.time) / 1000) : (bar.day ?? bar.time.slice(0, 10));
  return {
    intraday,
    candles: bars.map((bar) => ({
      time: timeOf(bar),
      open: toDecimal(bar.open).toNumber(),
      high: toDecimal(bar.high).toNumber(),
      low: toDecimal(bar.low).toNumber(),
      close: toDecimal(bar.close).toNumber(),
    })),
    volumes: bars.flatMap((bar) =>
      bar.volume === undefined
        ? []
        : [
            {
              time: timeOf(bar),
              value: toDecimal(bar.volume).toNumber(),
              up: toDecimal(bar.close).greaterThanOrEqualTo(toDecimal(bar.open)),
            },
          ],
    ),
  };
}

export type ChartSummary = { open: string; high: string; low: string; close: string; volume: string };

/** The range's open, high, low, close and volume, exactly (decimal strings); undefined with no bars. */
export function chartSummaryOf(bars: readonly CandleBar[]): ChartSummary | undefined {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (first === undefined || last === undefined) return undefined;
  let high = toDecimal(first.high);
  let low = toDecimal(first.low);
  let volume = toDecimal(0);
  for (const bar of bars) {
    high = Decimal.max(high, toDecimal(bar.high));
    low = Decimal.min(low, toDecimal(bar.low));
    volume = volume.plus(toDecimal(bar.volume ?? 0));
  }
  return { open: first.open, high: high.toFixed(), low: low.toFixed(), close: last.close, volume: volume.toFixed() };
}
