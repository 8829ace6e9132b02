/*
 * An accessible SVG donut chart without a chart library, for allocations: each slice a share in percent (a decimal
 * string, as the server sends it), drawn as a dashed circle stroke, with a legend that lists every slice's name,
 * percent and value. The figure is an image named by its label and a text summary; the legend is the readable table.
 * Colours are Mantine CSS variables, so dark mode and brands change them.
 */
import { useState } from 'react';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';

export type DonutSlice = {
  readonly key: string;
  /** The slice's name as shown. */
  readonly label: string;
  /** Its share in percent, a decimal string such as '42.5'. */
  readonly percent: string;
  /** Its value as shown in the legend (already formatted, with its currency). */
  readonly valueText?: string;
};

export const donutColours = [
  'var(--mantine-primary-color-filled)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-grape-6)',
  'var(--mantine-color-yellow-6)',
  'var(--mantine-color-cyan-6)',
  'var(--mantine-color-red-6)',
  'var(--mantine-color-lime-6)',
  'var(--mantine-color-indigo-4)',
] as const;

export function donutColour(index: number): string {
  return donutColours[index % donutColours.length] ?? donutColours[0];
}

export type PlacedSlice = DonutSlice & {
  /** Length of the slice's arc and where it starts, as fractions of the circle (0 to 1). */
  readonly fraction: number;
  readonly start: number;
};

/**
 * Where each slice goes: its share of the sum of the percents (so rounding to two decimals never leaves a gap or an
 * overlap), in order; slices of zero or less are left out. Fractions are pixel geometry, not money.
 */
export function placeSlices(slices: readonly DonutSlice[]): PlacedSlice[] {
  const shown = slices.filter((slice) => toDecimal(slice.percent).gt(0));
  const total = shown.reduce((sum, slice) => sum.plus(toDecimal(slice.percent)), toDecimal(0));
  if (total.isZero()) return [];
  let start = 0;
  return shown.map((slice) => {
    const fraction = toDecimal(slice.percent).div(total).toNumber();
    const placed = { ...slice, fraction, start };
    start += fraction;
    return placed;
  });
}

export type DonutChartProps = {
  readonly slices: readonly DonutSlice[];
  /** What the chart shows (its accessible name and its heading). */
  readonly label: string;
  /** Shown instead of the chart when there is nothing to show. */
  readonly emptyText: string;
  /** Diameter in pixels. */
  readonly size?: number;
  readonly testId?: string;
};

const strokeWidth = 18;

export function DonutChart({ slices, label, emptyText, size = 148, testId }: DonutChartProps) {
  const [active, setActive] = useState<string | null>(null);
  const placed = placeSlices(slices);
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  const summary = placed.map((slice) => `${slice.label} ${formatNumber(slice.percent, { decimals: 2 })}%`).join(', ');
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <figcaption style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 8 }}>
        {label}
      </figcaption>
      {placed.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-sm)' }}>
          {emptyText}
        </p>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          <svg
            width={size}
            height={size}
            viewBox={`0 0 ${size} ${size}`}
            role="img"
            aria-label={`${label}: ${summary}`}
            style={{ flex: 'none' }}
          >
            <circle
              cx={size / 2}
              cy={size / 2}
              r={radius}
              fill="none"
              stroke="var(--mantine-color-default-border)"
              strokeWidth={strokeWidth}
            />
            <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
              {placed.map((slice, index) => (
                <circle
                  key={slice.key}
                  data-slice={slice.key}
                  cx={size / 2}
                  cy={size / 2}
                  r={radius}
                  fill="none"
                  stroke={donutColour(index)}
                  strokeWidth={active === slice.key ? strokeWidth + 4 : strokeWidth}
                  strokeDasharray={`${slice.fraction * circumference} ${circumference}`}
                  strokeDashoffset={-slice.start * circumference}
                  onPointerEnter={() => setActive(slice.key)}
                  onPointerLeave={() => setActive(null)}
                >
                  <title>{`${slice.label}: ${formatNumber(slice.percent, { decimals: 2 })}%`}</title>
                </circle>
              ))}
            </g>
          </svg>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, flex: '1 1 160px', minWidth: 0 }}>
            {placed.map((slice, index) => (
              <li
                key={slice.key}
                data-testid="donut-legend-item"
                data-key={slice.key}
                onPointerEnter={() => setActive(slice.key)}
                onPointerLeave={() => setActive(null)}
                style={{
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: 8,
                  fontSize: 'var(--mantine-font-size-sm)',
                  fontWeight: active === slice.key ? 600 : undefined,
                  padding: '2px 0',
                }}
              >
                <span
                  aria-hidden
                  style={{ width: 10, height: 10, borderRadius: 2, background: donutColour(index), flex: 'none' }}
                />
                <span style={{ flex: 1, minWidth: 0 }}>
                  {slice.label}
                  {slice.valueText && (
                    <span
                      style={{
                        display: 'block',
                        color: 'var(--mantine-color-dimmed)',
                        fontSize: 'var(--mantine-font-size-xs)',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      {slice.valueText}
                    </span>
                  )}
                </span>
                <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatNumber(slice.percent, { decimals: 2 })}%
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </figure>
  );
}
