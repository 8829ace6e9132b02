/* A line chart's legend: each series' colour and label. */
import type { LineChartSeries } from './line-chart-layout';
import { seriesColour } from './series-colours';

export function LineChartLegend({ series }: { readonly series: readonly LineChartSeries[] }) {
  return (
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
  );
}
