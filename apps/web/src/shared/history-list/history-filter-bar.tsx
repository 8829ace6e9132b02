/*
 * The filters of a history list: a bordered bar that sets them side by side with the list's CSV export at its end (it
 * exports what they select), a choice among a few values or all of them, and a from–to pair of dates.
 */
import { Group, NativeSelect, Paper } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { CsvExportButton } from '../ui/csv-export-button';
import { DateRangeInputs } from '../ui/date-range-inputs';

/** The bar: the page's filters side by side (wrapping on a narrow screen), then its CSV export where it has one. */
export function HistoryFilterBar({
  children,
  csvExport,
}: {
  readonly children: ReactNode;
  readonly csvExport?: ComponentProps<typeof CsvExportButton>;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {children}
        </Group>
        {csvExport && <CsvExportButton {...csvExport} />}
      </Group>
    </Paper>
  );
}

/** An option of a choice filter: the value the list is filtered by, and its words. */
export type FilterOption<Value extends string> = { readonly value: Value; readonly label: string };

/**
 * A filter by one of a few values, or by none ('' : all of them, the first option, in the page's words). It gives back
 * only a value it offers (or ''), typed as the page's own.
 */
export function HistoryChoiceFilter<Value extends string>(props: {
  readonly label: string;
  readonly value: Value | '';
  readonly onChange: (value: Value | '') => void;
  readonly options: readonly FilterOption<Value>[];
  /** The words of "all of them" ('All', 'All currencies'). */
  readonly allLabel: string;
  readonly testId: string;
}) {
  return (
    <NativeSelect
      label={props.label}
      value={props.value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        props.onChange(props.options.find((option) => option.value === chosen)?.value ?? '');
      }}
      data={[{ value: '', label: props.allLabel }, ...props.options]}
      data-testid={props.testId}
    />
  );
}

/** The dates of a list's filters (yyyy-mm-dd, empty is open). */
export type DateFilters = { readonly fromDate: string; readonly toDate: string };

/** A from–to pair of date filters, changing the filters they are part of. */
export function HistoryDateFilters<Filters extends DateFilters>(props: {
  readonly filters: Filters;
  readonly onFilters: (filters: Filters) => void;
  readonly labels: readonly [from: string, to: string];
  /** `<prefix>-from` and `<prefix>-to` are the inputs' test ids. */
  readonly testIdPrefix: string;
}) {
  const { filters, onFilters } = props;
  return (
    <DateRangeInputs
      fromLabel={props.labels[0]}
      toLabel={props.labels[1]}
      fromDate={filters.fromDate}
      toDate={filters.toDate}
      onChange={(range) => onFilters({ ...filters, ...range })}
      testIdPrefix={props.testIdPrefix}
    />
  );
}
