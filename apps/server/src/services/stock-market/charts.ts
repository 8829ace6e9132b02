import { Decimal } from 'decimal.js';
import type { ChartBar, StockChartRange } from '@portal/contract';
import { stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { localClockOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import type { StockInstrument } from './instruments';
import {
  simulatedDailyBars,
  simulatedIntradayBars,
  simulatedPreviousClose,
  tradingDaysBetween,
  type SimulatedDailyBar,
} from './simulator';

function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);
}

function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** The trading days (up to today) whose trading has begun by `now`, the last `count` of them. */
function lastTradedDays(instrument: StockInstrument, now: Date, count: number): string[] {
  const today = localClockOf(now, stockExchanges[instrument.exchange].timeZone).day;
  const traded = simulatedDailyBars(instrument, daysBefore(today, count * 2 + 7), today, now).map((bar) => bar.day);
  return traded.slice(-count);
}

function dailyChartBar(instrument: StockInstrument, bar: SimulatedDailyBar): ChartBar {
  return {
    time: zonedInstant(bar.day, 0, stockExchanges[instrument.exchange].timeZone).toISOString(),
    day: bar.day,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
  };
}

/** Weekly bars (Monday to Friday) from daily ones. */
function weeklyOf(bars: readonly SimulatedDailyBar[]): SimulatedDailyBar[] {
  const weeks = new Map<string, SimulatedDailyBar[]>();
  for (const bar of bars) {
    const date = new Date(`${bar.day}T00:00:00Z`);
    const monday = daysBefore(bar.day, (date.getUTCDay() + 6) % 7);
    weeks.set(monday, [...(weeks.get(monday) ?? []), bar]);
  }
  return [...weeks.values()].map((week) => {
    const first = week[0];
    const last = week[week.length - 1];
    if (first === undefined || last === undefined) throw new Error('An empty week.');
    return {
      day: first.day,
      open: first.open,
      close: last.close,
      high: week.reduce((high, bar) => Decimal.max(high, bar.high), new Decimal(first.high)).toString(),
      low: week.reduce((low, bar) => Decimal.min(low, bar.low), new Decimal(first.low)).toString(),
      volume: week.reduce((sum, bar) => sum + BigInt(bar.volume), 0n).toString(),
    };
  });
}

/**
 * Reads the daily bars of a long range a quarter at a time, letting other work run in between: the first five-year
 * chart of an instrument computes about 1,300 days of trades (some hundreds of ms), which must not stall the quote
 * stream's ticks. The bars are cached, so the chart's own read that follows is quick.
 */
async function warmDailyBars(instrument: StockInstrument, from: string, to: string, now: Date): Promise<void> {
  for (let chunkFrom = from; chunkFrom <= to; chunkFrom = daysBefore(chunkFrom, -91)) {
    const chunkTo = daysBefore(chunkFrom, -90);
    simulatedDailyBars(instrument, chunkFrom, chunkTo < to ? chunkTo : to, now);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The chart of a range: the bars and the previous close before its first bar. */
export async function chartOf(
  instrument: StockInstrument,
  range: StockChartRange,
  now: Date,
): Promise<{ bars: ChartBar[]; previousClose: string }> {
  const today = localClockOf(now, stockExchanges[instrument.exchange].timeZone).day;
  if (range === '1D' || range === '5D') {
    const days = lastTradedDays(instrument, now, range === '1D' ? 1 : 5);
    const first = days[0] ?? tradingDaysBetween(daysBefore(today, 7), today).at(-1) ?? today;
    const bars = days.flatMap((day) =>
      simulatedIntradayBars(instrument, day, range === '1D' ? 1 : 5, now).map(({ time, ...bar }) => ({
        ...bar,
        time: time.toISOString(),
      })),
    );
    return { bars, previousClose: simulatedPreviousClose(instrument, first) };
  }
  const from =
    range === '1M'
      ? monthsBefore(today, 1)
      : range === '6M'
        ? monthsBefore(today, 6)
        : monthsBefore(today, range === '1Y' ? 12 : 60);
  await warmDailyBars(instrument, from, today, now);
  const daily = simulatedDailyBars(instrument, from, today, now);
  const bars = range === '5Y' ? weeklyOf(daily) : daily;
  return {
    bars: bars.map((bar) => dailyChartBar(instrument, bar)),
    previousClose: simulatedPreviousClose(instrument, daily[0]?.day ?? today),
  };
}
