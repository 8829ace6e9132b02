import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { downloadText } from './download-text';

/** A CSV export as the server answers it (contract rpc `csvExportSchema`). */
export type CsvFile = {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: string;
  readonly rows: number;
};

/**
 * A list's CSV export: the button fetches the file (with the list's filters, in the reader's language) and the browser
 * saves it; beside it, the failure as an alert or the number of rows as a status.
 */
export function CsvExportButton({
  fetchFile,
  label,
  failedText,
  doneText,
  disabled = false,
  testId = 'export-csv',
}: {
  fetchFile: () => Promise<CsvFile>;
  label: string;
  failedText: string;
  doneText: (rows: number) => string;
  disabled?: boolean;
  /** The button's test id (`export-csv`; the wallet history's is `history-export`). */
  testId?: string;
}) {
  const exportCsv = useMutation(
    {
      mutationFn: fetchFile,
      onSuccess: (file) => downloadText(file.fileName, file.contentType, file.content),
    },
    queryClient,
  );
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        onClick={() => exportCsv.mutate()}
        loading={exportCsv.isPending}
        disabled={disabled}
        data-testid={testId}
      >
        {label}
      </Button>
      {exportCsv.isError && (
        <Text size="xs" c="danger" role="alert">
          {failedText}
        </Text>
      )}
      {exportCsv.data && (
        <Text size="xs" c="dimmed" role="status" data-testid="export-done">
          {doneText(exportCsv.data.rows)}
        </Text>
      )}
    </Stack>
  );
}
