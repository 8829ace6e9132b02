/*
 * Where everything of a line chart goes, without the DOM: the value axis (SPEC §9 steps through contract
 * domain/chart-axis), the days placed by time, the day labels, each series' points and path, and what the tooltip
 * shows for a day. Values stay decimal strings until they become pixel positions.
 */
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

const margin = { top: 12, right: 16, bottom: 28, left: 56 } as const;

/** Room one day label needs along the bottom, in pixels. */
const dayLabelWidth = 84;

/** Room one value label needs up the side, in pixels. */
const valueLabelHeight = 36;

/** Room one character of a value label takes across (11 px figures, line-chart-axes.tsx), in pixels. */
const valueLabelCharacterWidth = 6.5;

/**
 * The day labels that do not run into each other: days are placed by time, so days picked evenly by index can sit
 * closer than a label's width where the points are uneven. The first and the last are kept; a label closer than
 * `dayLabelWidth` to the one kept before it is left out (the one before the last, where the last is too close).
 */
function apartByLabelWidth<Tick extends { readonly x: number }>(ticks: readonly Tick[]): Tick[] {
  const last = ticks.at(-1);
  const kept: Tick[] = [];
  // The first label is drawn from its day rightwards and the last up to its day (line-chart-axes.tsx), so the label
  // next to either needs half a label's width more room than two centred labels do.
  const besideEnd = dayLabelWidth * 1.5;
  for (const tick of ticks.slice(0, -1)) {
    const before = kept.at(-1);
    if (before === undefined || tick.x - before.x >= (kept.length === 1 ? besideEnd : dayLabelWidth)) kept.push(tick);
  }
  if (last === undefined) return kept;
  while (kept.length > 1 && last.x - (kept.at(-1)?.x ?? 0) < besideEnd) kept.pop();
  return kept.length === 1 && last.x === kept[0]?.x ? kept : [...kept, last];
}

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
  /** The room left of the plot for the value labels, in pixels; by default as wide as the longest label needs (56 at least). */
  readonly valueAxisWidth?: number;
};

/**
 * Where everything goes. Pure (no DOM), so it is tested on its own: the value axis covers every value with nice
 * ticks (at most one per 36 px), days are placed by time between the first and last day of all series, and at most
 * one day label per 84 px is shown, evenly picked from the days that have points, first and last included.
 */
export function lineChartLayout(series: readonly LineChartSeries[], options: LayoutOptions): LineChartLayout {
  const { width, height } = options;
  const formatDay = options.formatDay ?? ((date: string) => date);
  const top = margin.top;
  const bottom = Math.max(margin.top + 1, height - margin.bottom);
  const allPoints = series.flatMap((one) => one.points);
  const dates = [...new Set(allPoints.map((point) => point.date))].sort();
  if (allPoints.length === 0) {
    const left = options.valueAxisWidth ?? margin.left;
    const plot = { left, top, right: Math.max(left + 1, width - margin.right), bottom };
    return { width, height, plot, valueTicks: [], dayTicks: [], series: [], days: [] };
  }
  let low = toDecimal(allPoints[0]?.value ?? '0');
  let high = low;
  for (const point of allPoints) {
    const value = toDecimal(point.value);
    if (value.lessThan(low)) low = value;
    if (value.greaterThan(high)) high = value;
  }
  const maxLabels = Math.max(2, Math.floor((bottom - top) / valueLabelHeight) + 1);
  const ticks = axisTicks(low, high, maxLabels);
  const tickLabels = ticks.map((tick) =>
    formatNumber(tick, options.valueDecimals === undefined ? {} : { decimals: options.valueDecimals }),
  );
  // Room for the longest value label ('11,400,000' needs more than the default), unless the caller sets it.
  const longestLabel = Math.max(0, ...tickLabels.map((tickLabel) => tickLabel.length));
  const left = options.valueAxisWidth ?? Math.max(margin.left, Math.ceil(longestLabel * valueLabelCharacterWidth) + 12);
  const plot = { left, top, right: Math.max(left + 1, width - margin.right), bottom };
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
    valueTicks: ticks.map((tick, index) => ({ label: tickLabels[index] ?? '', y: yOf(tick.toString()) })),
    dayTicks: apartByLabelWidth(pickedDays.map((date) => ({ label: formatDay(date), x: xOf(date) }))),
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

/**
 * The closed SVG path of the area between two series (a projection's 10th to 90th percentile band): along the upper
 * series, then back along the lower one. Empty when either has no point.
 */
export function bandPath(
  lower: readonly { readonly x: number; readonly y: number }[],
  upper: readonly { readonly x: number; readonly y: number }[],
): string {
  if (lower.length === 0 || upper.length === 0) return '';
  const back = [...lower].reverse().map((point) => `L${roundPixel(point.x)} ${roundPixel(point.y)}`);
  return `${linePath(upper)} ${back.join(' ')} Z`;
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
export function nearestDay(days: LineChartLayout['days'], x: number): number {
  let best = 0;
  for (let index = 1; index < days.length; index += 1) {
    if (Math.abs((days[index]?.x ?? 0) - x) < Math.abs((days[best]?.x ?? 0) - x)) best = index;
  }
  return best;
}
