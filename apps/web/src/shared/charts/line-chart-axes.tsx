/* A line chart's axes inside its SVG: a grid line and a label at each value tick, and the day labels along the bottom
 * (the first to the start, the last to the end). */
import type { LineChartLayout } from './line-chart-layout';

export const chartTextStyle = {
  fontSize: 11,
  fill: 'var(--mantine-color-dimmed)',
  fontVariantNumeric: 'tabular-nums',
} as const;

export function LineChartAxes({ layout }: { readonly layout: LineChartLayout }) {
  return (
    <>
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
          <text x={layout.plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end" style={chartTextStyle}>
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
          style={chartTextStyle}
        >
          {tick.label}
        </text>
      ))}
    </>
  );
}
