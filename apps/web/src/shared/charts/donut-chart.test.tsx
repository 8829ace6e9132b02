import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DonutChart, placeSlices } from './donut-chart';

describe('the donut chart', () => {
  it('gives each slice its share of the whole, in order, without gaps, leaving out empty slices', () => {
    const placed = placeSlices([
      { key: 'equity', label: 'Equity', percent: '33.33' },
      { key: 'bond', label: 'Bond', percent: '33.33' },
      { key: 'cash', label: 'Cash', percent: '0' },
      { key: 'other', label: 'Other', percent: '33.33' },
    ]);
    expect(placed.map((slice) => slice.key)).toEqual(['equity', 'bond', 'other']);
    const last = placed[placed.length - 1];
    expect((last?.start ?? 0) + (last?.fraction ?? 0)).toBeCloseTo(1, 12);
    expect(placed[1]?.start).toBeCloseTo(1 / 3, 12);
    expect(placeSlices([{ key: 'x', label: 'X', percent: '0' }])).toEqual([]);
  });

  it('is an image named by its label and shares, with a legend listing every slice', () => {
    const markup = renderToStaticMarkup(
      <DonutChart
        label="By currency"
        emptyText="Nothing to show"
        slices={[
          { key: 'HKD', label: 'HKD', percent: '41.885', valueText: '8,378.40 HKD' },
          { key: 'USD', label: 'USD', percent: '58.115' },
        ]}
      />,
    );
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="By currency: HKD 41.89%, USD 58.12%"');
    expect(markup.match(/data-testid="donut-legend-item"/g)).toHaveLength(2);
    expect(markup).toContain('8,378.40 HKD');
    expect(markup).toContain('var(--mantine-primary-color-filled)');
  });

  it('says so when there is nothing to draw', () => {
    const markup = renderToStaticMarkup(<DonutChart label="By region" emptyText="Nothing to show" slices={[]} />);
    expect(markup).toContain('Nothing to show');
    expect(markup).not.toContain('<svg');
  });
});
