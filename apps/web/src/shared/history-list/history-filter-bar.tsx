/* The filters of a history list in a bordered bar, with the list's CSV export at its end (it exports what they select). */
import { Group, Paper } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { CsvExportButton } from '../ui/csv-export-button';

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
