/*
 * The candlestick (and volume) chart of the stock quote page and the crypto dashboard (moved down from the stocks
 * feature in issue 18), drawn by lightweight-charts (TradingView, Apache-2.0; its
 * attribution logo stays on as the licence's NOTICE asks). This module is the only one importing the library and
 * the pages load it with `lazy`, so the library is a chunk of its own fetched on those pages only.
 */
import { useComputedColorScheme } from '@mantine/core';
import { CandlestickSeries, ColorType, HistogramSeries, createChart } from 'lightweight-charts';
import type { IChartApi, Time, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { chartPointsOf, type CandleBar } from './chart-points';

export type CandleChartProps = {
  /** Oldest first. */
  readonly bars: readonly CandleBar[];
  /** The exchange's price decimals (SPEC §5). */
  readonly decimals: number;
  /** Minute bars (1D, 5D) rather than days or weeks. */
  readonly intraday: boolean;
  /** The exchange's time zone: intraday times are shown in it. */
  readonly timeZone: string;
  /** The reader's language, for month names on the time axis. */
  readonly locale: string;
  /** What the chart shows, for a screen reader (the canvas itself says nothing). */
  readonly label: string;
};

/** The theme's colours as the canvas needs them: the values of Mantine's CSS variables (ADR 022 tokens). */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--mantine-color-dimmed', 'currentColor'),
    grid: read('--mantine-color-default-border', 'transparent'),
    up: read('--mantine-color-priceUp-text', 'currentColor'),
    down: read('--mantine-color-priceDown-text', 'currentColor'),
  };
}

/** The time of a point as the chart's axis shows it, in the exchange's zone. */
function timeLabel(time: Time, timeZone: string, intraday: boolean): string {
  if (typeof time === 'number') {
    const moment = time * 1000;
    return intraday
      ? `${formatDate(moment, timeZone).slice(5)} ${formatTime24(moment, timeZone)}`
      : formatDate(moment, timeZone);
  }
  if (typeof time === 'string') return time;
  return `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

export function CandleChart({ bars, intraday, decimals, timeZone, locale, label }: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const scheme = useComputedColorScheme('light');
  const points = useMemo(() => chartPointsOf(bars, intraday), [bars, intraday]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colours = themeColours(element);
    const created = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: colours.text,
        attributionLogo: true,
      },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderColor: colours.grid },
      timeScale: {
        borderColor: colours.grid,
        timeVisible: points.intraday,
        secondsVisible: false,
        tickMarkFormatter: (time: Time) => {
          const text = timeLabel(time, timeZone, points.intraday);
          return points.intraday ? text.slice(-5) : text.slice(0, 7);
        },
      },
      localization: { locale, timeFormatter: (time: Time) => timeLabel(time, timeZone, points.intraday) },
    });
    const minMove = Number(`1e-${decimals}`);
    const candles = created.addSeries(CandlestickSeries, {
      upColor: colours.up,
      downColor: colours.down,
      borderUpColor: colours.up,
      borderDownColor: colours.down,
      wickUpColor: colours.up,
      wickDownColor: colours.down,
      priceFormat: { type: 'price', precision: decimals, minMove },
    });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.28 } });
    const hasVolume = points.volumes.length > 0;
    if (!hasVolume) candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.08 } });
    // Intraday bars are at an instant (epoch seconds), daily ones on their day ('2026-11-20'): both are chart times.
    const time = (point: { readonly time: number | string }): Time =>
      typeof point.time === 'number' ? (point.time as UTCTimestamp) : point.time;
    candles.setData(points.candles.map((point) => ({ ...point, time: time(point) })));
    if (hasVolume) {
      const volume = created.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume' });
      volume.priceScale().applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
      volume.setData(
        points.volumes.map((point) => ({
          time: time(point),
          value: point.value,
          color: point.up ? colours.up : colours.down,
        })),
      );
    }
    created.timeScale().fitContent();
    chart.current = created;
    return () => {
      created.remove();
      chart.current = null;
    };
  }, [points, decimals, timeZone, locale, scheme]);

  // The canvas says nothing to a screen reader: the figure around it is captioned with what it shows (`label`, also
  // the tooltip). No role here: the library's attribution link inside must stay reachable.
  return <div ref={container} title={label} style={{ width: '100%', height: 320 }} data-testid="candle-chart" />;
}
