/*
 * An accessible SVG line chart without a chart library: one or more series of (day, decimal value) points, a nice
 * value axis (SPEC §9 steps through contract domain/chart-axis), day labels along the bottom, a tooltip on hover and on
 * keyboard focus (arrow keys, Home, End), a width that follows its container, and colours from Mantine's CSS
 * variables so dark mode and brands change them. Values stay decimal strings until they become pixel positions.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { axisTicks } from '@portal/contract/domain/chart-axis';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';

/** One point: a market day written yyyy-mm-dd and its value as a decimal string. */
export type LineChartPoint = { readonly date: string; readonly value: string };

export type LineChartSeries = {
  readonly id: string;
  /** Shown in the legend and the tooltip. */
  readonly label: string;
  /** Oldest first. */
  readonly points: readonly LineChartPoint[];
};

/** Series colours in order: Mantine CSS variables, so they follow the colour scheme. */
export const seriesColours = [
  'var(--mantine-primary-color-filled)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-grape-6)',
  'var(--mantine-color-red-6)',
  'var(--mantine-color-cyan-6)',
] as const;

export function seriesColour(index: number): string {
  return seriesColours[index % seriesColours.length] ?? seriesColours[0];
}

const margin = { top: 12, right: 16, bottom: 28, left: 56 } as const;
/** Room one day label needs along the bottom, in pixels. */
const dayLabelWidth = 84;
/** Room one value label needs up the side, in pixels. */
const valueLabelHeight = 36;

/** The day as epoch days (UTC), so days are spaced by time, not by index. */
export function dayNumber(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

export type PlacedPoint = LineChartPoint & { readonly x: number; readonly y: number };

export type LineChartLayout = {
  readonly width: number;
  readonly height: number;
  readonly plot: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
  /** Value labels lowest first with their y position. */
  readonly valueTicks: readonly { readonly label: string; readonly y: number }[];
  /** Day labels with their x position. */
  readonly dayTicks: readonly { readonly label: string; readonly x: number }[];
  readonly series: readonly { readonly id: string; readonly label: string; readonly points: readonly PlacedPoint[] }[];
  /** Every distinct day of every series, oldest first, with its x: what the tooltip steps through. */
  readonly days: readonly { readonly date: string; readonly x: number }[];
};

export type LayoutOptions = {
  readonly width: number;
  readonly height: number;
  /** Decimals of the value labels; without it every decimal the step needs is shown. */
  readonly valueDecimals?: number;
  readonly formatDay?: (date: string) => string;
};

/**
 * Where everything goes. Pure (no DOM), so it is tested on its own: the value axis covers every value with nice
 * ticks (at most one per 36 px), days are placed by time between the first and last day of all series, and at most
 * one day label per 84 px is shown, evenly picked from the days that have points, first and last included.
 */
export function lineChartLayout(series: readonly LineChartSeries[], options: LayoutOptions): LineChartLayout {
  const { width, height } = options;
  const formatDay = options.formatDay ?? ((date: string) => date);
  const plot = {
    left: margin.left,
    top: margin.top,
    right: Math.max(margin.left + 1, width - margin.right),
    bottom: Math.max(margin.top + 1, height - margin.bottom),
  };
  const allPoints = series.flatMap((one) => one.points);
  const dates = [...new Set(allPoints.map((point) => point.date))].sort();
  if (allPoints.length === 0) {
    return { width, height, plot, valueTicks: [], dayTicks: [], series: [], days: [] };
  }
  let low = toDecimal(allPoints[0]?.value ?? '0');
  let high = low;
  for (const point of allPoints) {
    const value = toDecimal(point.value);
    if (value.lessThan(low)) low = value;
    if (value.greaterThan(high)) high = value;
  }
  const maxLabels = Math.max(2, Math.floor((plot.bottom - plot.top) / valueLabelHeight) + 1);
  const ticks = axisTicks(low, high, maxLabels);
  const axisLow = ticks[0] ?? low;
  const axisHigh = ticks.at(-1) ?? high;
  const span = axisHigh.minus(axisLow);
  const yOf = (value: string) => {
    const share = span.isZero() ? 0.5 : toDecimal(value).minus(axisLow).div(span).toNumber();
    return plot.bottom - share * (plot.bottom - plot.top);
  };
  const firstDay = dayNumber(dates[0] ?? '1970-01-01');
  const lastDay = dayNumber(dates.at(-1) ?? '1970-01-01');
  const xOf = (date: string) =>
    lastDay === firstDay
      ? (plot.left + plot.right) / 2
      : plot.left + ((dayNumber(date) - firstDay) / (lastDay - firstDay)) * (plot.right - plot.left);
  const dayLabelCount = Math.max(2, Math.floor((plot.right - plot.left) / dayLabelWidth));
  const pickedDays =
    dates.length <= dayLabelCount
      ? dates
      : [
          ...new Set(
            Array.from(
              { length: dayLabelCount },
              (_, index) => dates[Math.round((index * (dates.length - 1)) / (dayLabelCount - 1))] ?? '',
            ),
          ),
        ];
  return {
    width,
    height,
    plot,
    valueTicks: ticks.map((tick) => ({
      label: formatNumber(tick, options.valueDecimals === undefined ? {} : { decimals: options.valueDecimals }),
      y: yOf(tick.toString()),
    })),
    dayTicks: pickedDays.map((date) => ({ label: formatDay(date), x: xOf(date) })),
    series: series.map((one) => ({
      id: one.id,
      label: one.label,
      points: one.points.map((point) => ({ ...point, x: xOf(point.date), y: yOf(point.value) })),
    })),
    days: dates.map((date) => ({ date, x: xOf(date) })),
  };
}

/** A pixel position to a tenth of a pixel, which is all an SVG path needs. */
function roundPixel(pixels: number): number {
  return Math.round(pixels * 10) / 10;
}

/** The SVG path through the points ('M x y L x y …'), empty for no point. */
export function linePath(points: readonly { readonly x: number; readonly y: number }[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${roundPixel(point.x)} ${roundPixel(point.y)}`)
    .join(' ');
}

/** Each series' point on a day, or its latest point before it (a series may skip a day another has). */
export function valuesOn(layout: LineChartLayout, date: string): { id: string; label: string; point?: PlacedPoint }[] {
  return layout.series.map((one) => {
    let found: PlacedPoint | undefined;
    for (const point of one.points) {
      if (point.date <= date) found = point;
      else break;
    }
    return { id: one.id, label: one.label, point: found };
  });
}

/** The index of the day nearest to x. */
function nearestDay(days: LineChartLayout['days'], x: number): number {
  let best = 0;
  for (let index = 1; index < days.length; index += 1) {
    if (Math.abs((days[index]?.x ?? 0) - x) < Math.abs((days[best]?.x ?? 0) - x)) best = index;
  }
  return best;
}

/** The width of an element, following its changes (ResizeObserver); `fallback` until it is measured. */
function useElementWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width)));
    observer.current = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(Math.max(200, Math.floor(measured)));
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, width };
}

export type LineChartProps = {
  readonly series: readonly LineChartSeries[];
  /** What the chart shows, for screen readers (and as the figure's name). */
  readonly label: string;
  readonly height?: number;
  /** Decimals of values in labels and the tooltip; without it a value shows as it is. */
  readonly valueDecimals?: number;
  /** A day as shown; by default yyyy-mm-dd as it comes. */
  readonly formatDay?: (date: string) => string;
  /** A value as the tooltip shows it; by default the shared number format with valueDecimals. */
  readonly formatValue?: (value: string) => string;
  /** Shown instead of the chart when no series has a point. */
  readonly emptyText: string;
  /** Show the legend (by default when there are several series). */
  readonly legend?: boolean;
  /** A test id on the figure. */
  readonly testId?: string;
};

const textStyle = { fontSize: 11, fill: 'var(--mantine-color-dimmed)', fontVariantNumeric: 'tabular-nums' } as const;

export function LineChart(props: LineChartProps) {
  const { series, label, height = 260, valueDecimals, formatDay, emptyText, testId } = props;
  const { ref, width } = useElementWidth(640);
  const [active, setActive] = useState<number | null>(null);
  const tooltipId = useId();
  const layout = useMemo(
    () => lineChartLayout(series, { width, height, valueDecimals, formatDay }),
    [series, width, height, valueDecimals, formatDay],
  );
  const formatValue =
    props.formatValue ??
    ((value: string) => formatNumber(value, valueDecimals === undefined ? {} : { decimals: valueDecimals }));
  const showLegend = props.legend ?? series.length > 1;
  const activeDay = active === null ? undefined : layout.days[Math.min(active, layout.days.length - 1)];
  const activeValues = activeDay ? valuesOn(layout, activeDay.date) : [];

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / Math.max(1, box.width)) * layout.width;
    if (layout.days.length > 0) setActive(nearestDay(layout.days, x));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = layout.days.length - 1;
    if (last < 0) return;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, (active ?? last) - 1),
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) {
      if (event.key === 'Escape') setActive(null);
      return;
    }
    event.preventDefault();
    setActive(next);
  };

  if (layout.days.length === 0) {
    return (
      <div
        ref={ref}
        data-testid={testId}
        role="note"
        style={{
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'var(--mantine-color-dimmed)',
          border: '1px dashed var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {emptyText}
      </div>
    );
  }

  const tooltipLeft = activeDay ? Math.min(Math.max(activeDay.x - 80, 0), Math.max(0, layout.width - 180)) : 0;
  return (
    <figure ref={ref} data-testid={testId} style={{ margin: 0, position: 'relative', width: '100%' }}>
      <svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={label}
        aria-describedby={activeDay ? tooltipId : undefined}
        tabIndex={0}
        style={{ display: 'block', maxWidth: '100%', touchAction: 'pan-y', outlineOffset: 2 }}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
        onBlur={() => setActive(null)}
        onFocus={() => setActive((current) => current ?? layout.days.length - 1)}
        onKeyDown={onKeyDown}
      >
        <title>{label}</title>
        {layout.valueTicks.map((tick) => (
          <g key={`v${tick.label}`}>
            <line
              x1={layout.plot.left}
              x2={layout.plot.right}
              y1={tick.y}
              y2={tick.y}
              stroke="var(--mantine-color-default-border)"
              strokeWidth={1}
            />
            <text x={layout.plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end" style={textStyle}>
              {tick.label}
            </text>
          </g>
        ))}
        {layout.dayTicks.map((tick, index) => (
          <text
            key={`d${tick.label}`}
            x={tick.x}
            y={layout.plot.bottom + 18}
            textAnchor={index === 0 ? 'start' : index === layout.dayTicks.length - 1 ? 'end' : 'middle'}
            style={textStyle}
          >
            {tick.label}
          </text>
        ))}
        {layout.series.map((one, index) => (
          <path
            key={one.id}
            d={linePath(one.points)}
            fill="none"
            stroke={seriesColour(index)}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
        {activeDay && (
          <g aria-hidden="true">
            <line
              x1={activeDay.x}
              x2={activeDay.x}
              y1={layout.plot.top}
              y2={layout.plot.bottom}
              stroke="var(--mantine-color-dimmed)"
              strokeDasharray="3 3"
            />
            {activeValues.map(
              (one, index) =>
                one.point && (
                  <circle
                    key={one.id}
                    cx={one.point.x}
                    cy={one.point.y}
                    r={4}
                    fill="var(--mantine-color-body)"
                    stroke={seriesColour(index)}
                    strokeWidth={2}
                  />
                ),
            )}
          </g>
        )}
      </svg>
      {activeDay && (
        <div
          id={tooltipId}
          role="status"
          data-testid={testId ? `${testId}-tooltip` : undefined}
          style={{
            position: 'absolute',
            top: 0,
            left: tooltipLeft,
            minWidth: 160,
            pointerEvents: 'none',
            padding: '6px 8px',
            fontSize: 12,
            fontVariantNumeric: 'tabular-nums',
            background: 'var(--mantine-color-body)',
            color: 'var(--mantine-color-text)',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
            boxShadow: 'var(--mantine-shadow-sm)',
          }}
        >
          <div style={{ fontWeight: 600 }}>{formatDay ? formatDay(activeDay.date) : activeDay.date}</div>
          {activeValues.map((one, index) => (
            <div key={one.id} style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
              <span>
                <span aria-hidden="true" style={{ color: seriesColour(index) }}>
                  ●{' '}
                </span>
                {one.label}
              </span>
              <span>{one.point ? formatValue(one.point.value) : '–'}</span>
            </div>
          ))}
        </div>
      )}
      {showLegend && (
        <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', fontSize: 12, marginTop: 4 }}>
          {series.map((one, index) => (
            <span key={one.id} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span
                aria-hidden="true"
                style={{
                  width: 12,
                  height: 3,
                  borderRadius: 2,
                  background: seriesColour(index),
                  display: 'inline-block',
                }}
              />
              {one.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
