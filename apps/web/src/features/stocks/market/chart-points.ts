import { toDecimal } from '@portal/contract/domain/decimal-value';

/**
 * One bar of the chart as the server sends it (decimal strings): its start instant and its exchange day.
 */
export type ChartBar = {
  readonly time: string;
  readonly day: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
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
export function chartPointsOf(bars: readonly ChartBar[], intraday: boolean): ChartPoints {
  const timeOf = (bar: ChartBar) => (intraday ? Math.floor(Date.parse(bar.time) / 1000) : bar.day);
  return {
    intraday,
    candles: bars.map((bar) => ({
      time: timeOf(bar),
      open: toDecimal(bar.open).toNumber(),
      high: toDecimal(bar.high).toNumber(),
      low: toDecimal(bar.low).toNumber(),
      close: toDecimal(bar.close).toNumber(),
    })),
    volumes: bars.map((bar) => ({
      time: timeOf(bar),
      value: toDecimal(bar.volume).toNumber(),
      up: toDecimal(bar.close).greaterThanOrEqualTo(toDecimal(bar.open)),
    })),
  };
}
