/*
 * An accessible SVG line chart without a chart library: one or more series of (day, decimal value) points, a nice
 * value axis (SPEC §9 steps through contract domain/chart-axis), day labels along the bottom, a tooltip on hover and on
 * keyboard focus (arrow keys, Home, End), a width that follows its container, and colours from Mantine's CSS
 * variables so dark mode and brands change them. Values stay decimal strings until they become pixel positions.
 *
 * The chart holds its size, the day pointed at and the SVG; beside it stand where everything goes
 * (line-chart-layout.ts), the axes, the tooltip, the legend, the series' colours and the width that follows.
 */
import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { formatNumber } from '@portal/contract/domain/number-format';
import { LineChartAxes } from './line-chart-axes';
import {
  bandPath,
  lineChartLayout,
  linePath,
  nearestDay,
  valuesOn,
  type LineChartLayout,
  type LineChartSeries,
} from './line-chart-layout';
import { LineChartLegend } from './line-chart-legend';
import { LineChartTooltip } from './line-chart-tooltip';
import { seriesColour } from './series-colours';
import { useElementWidth } from './use-element-width';

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
  /** The room for the value labels left of the plot, in pixels; by default as wide as the longest label needs. */
  readonly valueAxisWidth?: number;
  /**
   * A shaded band between two of the series, by their ids (a fan chart: a projection's 10th and 90th percentiles),
   * drawn under the lines in the upper series' colour.
   */
  readonly band?: { readonly lowerId: string; readonly upperId: string };
};

export function LineChart(props: LineChartProps) {
  const { series, label, height = 260, valueDecimals, formatDay, emptyText, testId, valueAxisWidth } = props;
  const { ref, width } = useElementWidth(640);
  const [active, setActive] = useState<number | null>(null);
  const tooltipId = useId();
  const layout = useMemo(
    () => lineChartLayout(series, { width, height, valueDecimals, formatDay, valueAxisWidth }),
    [series, width, height, valueDecimals, formatDay, valueAxisWidth],
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
        <LineChartAxes layout={layout} />
        {props.band && <Band layout={layout} band={props.band} />}
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
        <LineChartTooltip
          id={tooltipId}
          testId={testId}
          left={tooltipLeft}
          day={formatDay ? formatDay(activeDay.date) : activeDay.date}
          values={activeValues}
          formatValue={formatValue}
        />
      )}
      {showLegend && <LineChartLegend series={series} />}
    </figure>
  );
}

/** The shaded area between two series (LineChartProps.band), in the upper series' colour, faint. */
function Band({ layout, band }: { layout: LineChartLayout; band: NonNullable<LineChartProps['band']> }) {
  const upperIndex = layout.series.findIndex((one) => one.id === band.upperId);
  const lower = layout.series.find((one) => one.id === band.lowerId);
  const upper = layout.series[upperIndex];
  if (!lower || !upper) return null;
  return (
    <path
      d={bandPath(lower.points, upper.points)}
      fill={seriesColour(upperIndex)}
      fillOpacity={0.15}
      stroke="none"
      aria-hidden="true"
      data-band="true"
    />
  );
}
