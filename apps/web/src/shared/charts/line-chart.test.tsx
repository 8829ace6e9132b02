import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';
import { bandPath, lineChartLayout, linePath, valuesOn } from './line-chart-layout';
import type { LineChartSeries } from './line-chart-layout';

const nav: LineChartSeries = {
  id: 'F0001',
  label: 'Asia Growth',
  points: [
    { date: '2025-01-01', value: '10.00' },
    { date: '2025-01-02', value: '10.50' },
    { date: '2025-01-05', value: '9.80' },
    { date: '2025-01-11', value: '11.20' },
  ],
};

describe('the line chart layout', () => {
  it('puts the values on a nice axis (SPEC §9 steps) covering every value, lowest label at the bottom', () => {
    // 160 px of plot height: room for 5 labels.
    const layout = lineChartLayout([nav], { width: 600, height: 200 });
    const labels = layout.valueTicks.map((tick) => tick.label);
    expect(labels[0]).toBe('9.5');
    expect(labels.at(-1)).toBe('11.5');
    expect(labels).toEqual(['9.5', '10', '10.5', '11', '11.5']);
    const ys = layout.valueTicks.map((tick) => tick.y);
    expect(ys[0]).toBe(layout.plot.bottom);
    expect(ys.at(-1)).toBe(layout.plot.top);
    for (const point of layout.series[0]?.points ?? []) {
      expect(point.y).toBeGreaterThanOrEqual(layout.plot.top);
      expect(point.y).toBeLessThanOrEqual(layout.plot.bottom);
    }
  });

  it('leaves wider room for the value labels when asked (values in the millions)', () => {
    expect(lineChartLayout([nav], { width: 600, height: 200 }).plot.left).toBe(56);
    const wide = lineChartLayout([nav], { width: 600, height: 200, valueAxisWidth: 88 });
    expect(wide.plot.left).toBe(88);
    expect(wide.series[0]?.points[0]?.x).toBe(88);
  });

  it('makes room for the longest value label by itself, so a net worth in the tens of millions is not cut off', () => {
    const netWorth: LineChartSeries = {
      id: 'value',
      label: 'HKD',
      points: [
        { date: '2025-11-30', value: '11344702.25' },
        { date: '2026-11-30', value: '11943326.08' },
      ],
    };
    const layout = lineChartLayout([netWorth], { width: 390, height: 200, valueDecimals: 0 });
    const longest = Math.max(...layout.valueTicks.map((tick) => tick.label.length));
    expect(layout.valueTicks.at(-1)?.label).toMatch(/^12,0\d\d,000$|^12,000,000$/);
    // 11 px figures take about 6.5 px each; the labels end 8 px left of the plot.
    expect(layout.plot.left).toBeGreaterThanOrEqual(longest * 6.5 + 8);
    expect(layout.series[0]?.points[0]?.x).toBe(layout.plot.left);
  });

  it('leaves out day labels that would run into each other where the points are uneven in time', () => {
    // Quarterly valuations with a gap: picked evenly by index, two labels would sit closer than 84 px.
    const days = ['2023-11-28', '2024-05-28', '2024-08-28', '2025-02-28', '2025-05-28', '2025-11-28', '2026-02-28'];
    const points = [...days, '2026-08-28', '2026-11-28'].map((date, index) => ({ date, value: String(100 + index) }));
    const layout = lineChartLayout([{ id: 'a', label: 'A', points }], { width: 600, height: 200 });
    const xs = layout.dayTicks.map((tick) => tick.x);
    expect(layout.dayTicks[0]?.label).toBe('2023-11-28');
    expect(layout.dayTicks.at(-1)?.label).toBe('2026-11-28');
    for (let index = 1; index < xs.length; index += 1) {
      expect((xs[index] ?? 0) - (xs[index - 1] ?? 0)).toBeGreaterThanOrEqual(84);
    }
  });

  it('spaces days by time, first day at the left edge and last at the right', () => {
    const layout = lineChartLayout([nav], { width: 600, height: 260 });
    const xs = layout.series[0]?.points.map((point) => point.x) ?? [];
    expect(xs[0]).toBe(layout.plot.left);
    expect(xs.at(-1)).toBe(layout.plot.right);
    // 1 Jan → 2 Jan is one day of ten; 2 Jan → 5 Jan three.
    const dayWidth = (layout.plot.right - layout.plot.left) / 10;
    expect((xs[1] ?? 0) - (xs[0] ?? 0)).toBeCloseTo(dayWidth);
    expect((xs[2] ?? 0) - (xs[1] ?? 0)).toBeCloseTo(3 * dayWidth);
  });

  it('shows at most one day label per 84 px, the first and last day among them', () => {
    const points = Array.from({ length: 200 }, (_, index) => ({
      date: new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10),
      value: String(100 + (index % 7)),
    }));
    const layout = lineChartLayout([{ id: 'a', label: 'A', points }], { width: 390, height: 200 });
    expect(layout.dayTicks.length).toBeLessThanOrEqual(Math.floor((layout.plot.right - layout.plot.left) / 84));
    expect(layout.dayTicks[0]?.label).toBe('2024-01-01');
    expect(layout.dayTicks.at(-1)?.label).toBe(points.at(-1)?.date);
    expect(layout.valueTicks.length).toBeGreaterThanOrEqual(2);
  });

  it('uses the exact decimals: 0.1 + 0.2 style labels never appear', () => {
    const layout = lineChartLayout(
      [
        {
          id: 'a',
          label: 'A',
          points: [
            { date: '2025-01-01', value: '0.1' },
            { date: '2025-01-02', value: '0.3' },
          ],
        },
      ],
      { width: 600, height: 400 },
    );
    expect(layout.valueTicks.map((tick) => tick.label)).toEqual([
      '0.1',
      '0.12',
      '0.14',
      '0.16',
      '0.18',
      '0.2',
      '0.22',
      '0.24',
      '0.26',
      '0.28',
      '0.3',
    ]);
  });

  it('keeps one flat value on a scale and in the middle of the width for one day', () => {
    const layout = lineChartLayout([{ id: 'a', label: 'A', points: [{ date: '2025-01-01', value: '7' }] }], {
      width: 400,
      height: 200,
    });
    expect(layout.valueTicks.length).toBeGreaterThanOrEqual(2);
    expect(layout.series[0]?.points[0]?.x).toBe((layout.plot.left + layout.plot.right) / 2);
  });

  it('gives each series its value on a day, or its latest before it', () => {
    const other: LineChartSeries = {
      id: 'F0002',
      label: 'Bond',
      points: [
        { date: '2025-01-03', value: '100' },
        { date: '2025-01-11', value: '101' },
      ],
    };
    const layout = lineChartLayout([nav, other], { width: 600, height: 260 });
    expect(layout.days.map((day) => day.date)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-05',
      '2025-01-11',
    ]);
    const onThird = valuesOn(layout, '2025-01-03');
    expect(onThird.map((one) => one.point?.value)).toEqual(['10.50', '100']);
    expect(valuesOn(layout, '2025-01-01')[1]?.point).toBeUndefined();
  });

  it('draws a path through the points and nothing for none', () => {
    expect(linePath([])).toBe('');
    expect(
      linePath([
        { x: 1.234, y: 2 },
        { x: 3, y: 4.56 },
      ]),
    ).toBe('M1.2 2 L3 4.6');
  });

  it('leaves the first and last day labels, drawn from their ends, room for half a label more', () => {
    const days = [
      '2025-11-30',
      '2025-12-31',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-28`),
    ];
    const layout = lineChartLayout([{ id: 'a', label: 'A', points: days.map((date) => ({ date, value: '1' })) }], {
      width: 1000,
      height: 200,
    });
    const xs = layout.dayTicks.map((tick) => tick.x);
    expect((xs[1] ?? 0) - (xs[0] ?? 0)).toBeGreaterThanOrEqual(126);
    expect((xs.at(-1) ?? 0) - (xs.at(-2) ?? 0)).toBeGreaterThanOrEqual(126);
  });

  it('closes a band along the upper series and back along the lower one', () => {
    const lower = [
      { x: 0, y: 90 },
      { x: 10, y: 80 },
    ];
    const upper = [
      { x: 0, y: 70 },
      { x: 10, y: 40 },
    ];
    expect(bandPath(lower, upper)).toBe('M0 70 L10 40 L10 80 L0 90 Z');
    expect(bandPath([], upper)).toBe('');
  });
});

describe('the line chart', () => {
  const render = (series: LineChartSeries[]) =>
    renderToStaticMarkup(
      <MantineProvider>
        <LineChart series={series} label="NAV over 1 year" emptyText="No prices for this period" testId="chart" />
      </MantineProvider>,
    );

  it('is a focusable image named by its label, with one line per series and a legend for several', () => {
    const markup = render([nav, { ...nav, id: 'F0002', label: 'Bond Income' }]);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="NAV over 1 year"');
    expect(markup).toContain('tabindex="0"');
    expect(markup.match(/<path /g)).toHaveLength(2);
    expect(markup).toContain('Bond Income');
    expect(markup).toContain('var(--mantine-color-orange-6)');
  });

  it('shades the band between two series under their lines when asked (a fan chart)', () => {
    const markup = renderToStaticMarkup(
      <MantineProvider>
        <LineChart
          series={[
            { ...nav, id: 'p10', label: '10th percentile' },
            { ...nav, id: 'p90', label: '90th percentile', points: nav.points.map((p) => ({ ...p, value: '12' })) },
          ]}
          band={{ lowerId: 'p10', upperId: 'p90' }}
          label="Projection"
          emptyText="None"
        />
      </MantineProvider>,
    );
    expect(markup).toContain('data-band="true"');
    expect(markup.match(/<path /g)).toHaveLength(3);
  });

  it('says so when there is nothing to draw', () => {
    const markup = render([{ id: 'a', label: 'A', points: [] }]);
    expect(markup).toContain('No prices for this period');
    expect(markup).not.toContain('<svg');
  });
});
