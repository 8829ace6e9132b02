import { Anchor, Button, Container, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AccountDocument } from '@portal/contract';
import { QueryState, tabular } from '../ticket/ticket-parts';
import { DateRangeInputs } from '../ui/date-range-inputs';
import type { TradingAccount } from '../session/trading-account';
import { rowActionName } from '../ui/row-action';

/*
 * An account's documents as a list (statements, contract notes): a kind filter, a date range, a download link per
 * document, loading, error and empty states. The fund and the stock documents pages show it with their own kinds and
 * texts (their areas' namespaces, ADR 027).
 */

export type AccountDocumentFilters<K extends string> = {
  readonly kind: K | '';
  readonly fromDate: string;
  readonly toDate: string;
};

export function noAccountDocumentFilters<K extends string>(): AccountDocumentFilters<K> {
  return { kind: '', fromDate: '', toDate: '' };
}

/** Everything the list shows in words, in the reader's language. */
export type AccountDocumentTexts<K extends string> = {
  readonly heading: string;
  readonly kind: string;
  readonly allKinds: string;
  readonly kindLabel: (kind: K) => string;
  readonly from: string;
  readonly to: string;
  readonly clear: string;
  readonly empty: string;
  readonly download: string;
  readonly columns: {
    readonly date: string;
    readonly name: string;
    readonly kind: string;
    readonly period: string;
    readonly download: string;
  };
  readonly none: string;
};

export type AccountDocumentsViewProps<K extends string> = {
  readonly kinds: readonly K[];
  readonly texts: AccountDocumentTexts<K>;
  readonly filters: AccountDocumentFilters<K>;
  readonly onFilters: (filters: AccountDocumentFilters<K>) => void;
  /** The documents, or undefined while loading. */
  readonly documents?: readonly AccountDocument[];
  readonly failed: boolean;
  readonly onRetry: () => void;
};

export function AccountDocumentsView<K extends string>({
  kinds,
  texts,
  filters,
  onFilters,
  documents,
  failed,
  onRetry,
}: AccountDocumentsViewProps<K>) {
  const kindOf = (kind: string) => {
    const known = kinds.find((candidate) => candidate === kind);
    return known === undefined ? kind : texts.kindLabel(known);
  };
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.heading}
        </Title>
        <Paper withBorder radius="md" p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={texts.kind}
              value={filters.kind}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onFilters({ ...filters, kind: kinds.find((kind) => kind === value) ?? '' });
              }}
              data={[
                { value: '', label: texts.allKinds },
                ...kinds.map((kind) => ({ value: kind, label: texts.kindLabel(kind) })),
              ]}
              data-testid="document-kind"
            />
            <DateRangeInputs
              fromLabel={texts.from}
              toLabel={texts.to}
              fromDate={filters.fromDate}
              toDate={filters.toDate}
              onChange={(range) => onFilters({ ...filters, ...range })}
              testIdPrefix="document"
            />
            <Button variant="subtle" onClick={() => onFilters(noAccountDocumentFilters<K>())}>
              {texts.clear}
            </Button>
          </Group>
        </Paper>
        {documents === undefined ? (
          <QueryState failed={failed} onRetry={onRetry} />
        ) : documents.length === 0 ? (
          <Text c="dimmed" data-testid="documents-empty">
            {texts.empty}
          </Text>
        ) : (
          <>
            <Stack gap="xs" hiddenFrom="sm" data-testid="document-cards">
              {documents.map((document) => (
                <Paper key={document.documentId} withBorder radius="sm" p="sm">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {document.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={tabular}>
                        {kindOf(document.kind)} · {document.date}
                      </Text>
                    </div>
                    <Anchor
                      href={document.url}
                      download={document.name}
                      size="sm"
                      style={{ flexShrink: 0 }}
                      aria-label={rowActionName(texts.download, document.name)}
                    >
                      {texts.download}
                    </Anchor>
                  </Group>
                </Paper>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={640} visibleFrom="sm">
              <Table striped verticalSpacing="xs" style={tabular} data-testid="documents-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{texts.columns.date}</Table.Th>
                    <Table.Th>{texts.columns.name}</Table.Th>
                    <Table.Th>{texts.columns.kind}</Table.Th>
                    <Table.Th>{texts.columns.period}</Table.Th>
                    <Table.Th>{texts.columns.download}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {documents.map((document) => (
                    <Table.Tr key={document.documentId} data-testid="document-row" data-kind={document.kind}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{document.date}</Table.Td>
                      <Table.Td>{document.name}</Table.Td>
                      <Table.Td>{kindOf(document.kind)}</Table.Td>
                      <Table.Td>
                        {document.periodStart && document.periodEnd
                          ? document.periodStart === document.periodEnd
                            ? document.periodStart
                            : `${document.periodStart} – ${document.periodEnd}`
                          : texts.none}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          href={document.url}
                          download={document.name}
                          size="sm"
                          aria-label={rowActionName(texts.download, document.name)}
                          data-testid="document-download"
                        >
                          {texts.download}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** A document listing's input for the filters (kinds, from and to days). */
export function accountDocumentInput<K extends string>(account: TradingAccount, filters: AccountDocumentFilters<K>) {
  return {
    ...account,
    kinds: filters.kind ? [filters.kind] : [],
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}
