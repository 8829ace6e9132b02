/* Allocation as donuts side by side, one per breakdown (asset class, region, currency …): the fund portfolio's and the
 * one portfolio's across areas (issue 26) draw their slices the same way. */
import { SimpleGrid } from '@mantine/core';
import { money } from '../ui/money';
import { DonutChart } from './donut-chart';

/** One breakdown: its slices (key, value in `currency`, percent), each key's label, and its test id. */
export type AllocationBreakdown = {
  readonly label: string;
  readonly slices: readonly { readonly key: string; readonly value: string; readonly percent: string }[];
  readonly labelOf: (key: string) => string;
  readonly testId: string;
};

export function AllocationDonuts({
  breakdowns,
  currency,
  emptyText,
}: {
  readonly breakdowns: readonly AllocationBreakdown[];
  readonly currency: string;
  readonly emptyText: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(breakdowns.length, 4) }} spacing="lg">
      {breakdowns.map((breakdown) => (
        <DonutChart
          key={breakdown.testId}
          label={breakdown.label}
          slices={breakdown.slices.map((slice) => ({
            key: slice.key,
            label: breakdown.labelOf(slice.key),
            percent: slice.percent,
            valueText: money(slice.value, currency),
          }))}
          emptyText={emptyText}
          testId={breakdown.testId}
        />
      ))}
    </SimpleGrid>
  );
}
