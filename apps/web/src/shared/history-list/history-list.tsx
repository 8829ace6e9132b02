/*
 * One history list for every history page (funds, stocks, crypto orders and wallet, cash movements, withdrawals and
 * deposits): a table on a wide screen and a card per row on a phone, the states every list has (loading, failed with
 * a retry, empty) and "load more" under the rows. A page gives its columns, what tells its rows apart, its texts and
 * test ids, and where it has one its own card; the list gives the rest.
 */
import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import type { ColourToken } from '../ui/colour-tokens';
import { LoadingStatus } from '../ui/loading-status';
import { oneLine } from '../ui/money';
import { RetryAlert } from '../ui/retry-alert';
import type { HistoryListState } from './history-query';
import { tabular as tabularFigures } from '../ui/tabular';

/** A phone (below Mantine's sm breakpoint): lists show a card per row instead of a wide table. */
export const phoneQuery = '(max-width: 47.99em)';

/** Whether the screen is a phone's, known at the first render (so a list does not draw its table first). */
export function usePhone(): boolean {
  return useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
}

export { tabularFigures };

/** Data attributes of a row or a cell: its test id, its id, its status, its exact value. */
export type DataAttributes = { readonly [attribute: `data-${string}`]: string | undefined };

/** How a cell looks and what it carries, the same in the table and in the phone card. */
export type HistoryCellLook = DataAttributes & {
  readonly c?: ColourToken | 'dimmed' | undefined;
  readonly fw?: number;
  /** The whole value, where the cell shows it shortened (an address, a hash). */
  readonly title?: string;
  readonly style?: CSSProperties;
};

/** A column: its heading and its cell of a row. */
export type HistoryColumn<Row> = {
  /** The column's heading, and the label of the value in a phone card made from the columns. */
  readonly header: ReactNode;
  /** The cell of a row: a plain function of the row (no hooks). Nothing (null, false, '') leaves it out of a card. */
  readonly cell: (row: Row) => ReactNode;
  /** A figure: right-aligned. */
  readonly figure?: boolean;
  /** Text that may wrap (a name, a description); every other cell keeps to one line. */
  readonly wraps?: boolean;
  readonly look?: (row: Row) => HistoryCellLook;
  /** The column's sort as a screen reader hears it, where its heading sorts the list (aria-sort). */
  readonly sorted?: 'ascending' | 'descending' | 'none';
};

/** What a list says, in the page's own words (each area has its texts in its three languages). */
export type HistoryListTexts = {
  readonly loading: string;
  readonly loadFailed: string;
  readonly retry: string;
  /** Said when no row matches. */
  readonly empty: string;
  /** The "load more" button of a paged list (a list answered whole has none). */
  readonly more?: string;
  /** Said under the last row when no more follow (where the page says it). */
  readonly end?: string;
};

export type HistoryListTestIds = {
  readonly empty: string;
  readonly table?: string;
  /** The phone's stack of cards; the table's test id when not given. */
  readonly cards?: string;
  /** The "load more" button: `more` when not given. */
  readonly more?: string;
  readonly end?: string;
};

export type HistoryListProps<Row> = {
  readonly list: HistoryListState<Row>;
  readonly texts: HistoryListTexts;
  readonly columns: readonly HistoryColumn<Row>[];
  /** What tells the rows apart (an order id). */
  readonly rowKey: (row: Row) => string;
  /** The row's data attributes (its test id, id, status): on its table row and on its phone card alike. */
  readonly rowAttributes: (row: Row) => DataAttributes;
  /** A phone card's content; without it a card lists the row's cells under their columns' headings. */
  readonly card?: (row: Row) => ReactNode;
  readonly testIds: HistoryListTestIds;
  /** The table's accessible name, where no heading right above names it. */
  readonly label?: string;
  /** The narrowest the table is drawn (px); a narrower screen scrolls it sideways. */
  readonly minWidth?: number;
};

/** A history list: its state (loading, failed, empty) or its rows, then "load more" while more follow. */
export function HistoryList<Row>(props: HistoryListProps<Row>) {
  const { list, texts, testIds } = props;
  const phone = usePhone();
  if (list.rows === undefined) {
    return list.failed ? (
      <RetryAlert message={texts.loadFailed} retryLabel={texts.retry} onRetry={list.retry} />
    ) : (
      <LoadingStatus text={texts.loading} />
    );
  }
  if (list.rows.length === 0) {
    return (
      <Text c="dimmed" data-testid={testIds.empty}>
        {texts.empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {phone ? <HistoryCards {...props} rows={list.rows} /> : <HistoryTable {...props} rows={list.rows} />}
      {list.failedMore && <RetryAlert message={texts.loadFailed} retryLabel={texts.retry} onRetry={list.loadMore} />}
      {list.hasMore && texts.more !== undefined ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={list.loadMore}
            loading={list.loadingMore}
            data-testid={testIds.more ?? 'more'}
          >
            {texts.more}
          </Button>
        </Group>
      ) : (
        texts.end !== undefined && (
          <Text size="sm" c="dimmed" ta="center" data-testid={testIds.end}>
            {texts.end}
          </Text>
        )
      )}
    </Stack>
  );
}

/** What drawing rows takes: the columns, keys, attributes and phone card of a list, without its loading states. */
export type ShownRowsProps<Row> = Pick<
  HistoryListProps<Row>,
  'columns' | 'rowKey' | 'rowAttributes' | 'card' | 'label' | 'minWidth'
> & { readonly rows: readonly Row[]; readonly testIds: Pick<HistoryListTestIds, 'table' | 'cards'> };

/**
 * Rows already at hand (a detail's few orders), drawn as a history list draws its rows: a table on a wide screen, a
 * card each on a phone.
 */
export function ShownRows<Row>(props: ShownRowsProps<Row>) {
  return usePhone() ? <HistoryCards {...props} /> : <HistoryTable {...props} />;
}

function HistoryTable<Row>({
  rows,
  columns,
  rowKey,
  rowAttributes,
  testIds,
  label,
  minWidth = 760,
}: ShownRowsProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        style={tabularFigures}
        data-testid={testIds.table}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} ta={column.figure ? 'right' : undefined} aria-sort={column.sorted}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowAttributes(row)}>
              {columns.map((column, index) => {
                const { style, ...look } = column.look?.(row) ?? {};
                return (
                  <Table.Td
                    key={index}
                    ta={column.figure ? 'right' : undefined}
                    {...look}
                    style={{ ...(column.wraps ? {} : oneLine), ...style }}
                  >
                    {column.cell(row)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HistoryCards<Row>({ rows, columns, rowKey, rowAttributes, card, testIds }: ShownRowsProps<Row>) {
  return (
    <PhoneCards
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      rowAttributes={rowAttributes}
      card={card}
      testId={testIds.cards ?? testIds.table}
    />
  );
}

/** What a stack of phone cards needs: the rows, and the columns, keys, attributes and card of a history list. */
export type PhoneCardsProps<Row> = Pick<HistoryListProps<Row>, 'columns' | 'rowKey' | 'rowAttributes' | 'card'> & {
  readonly rows: readonly Row[];
  readonly testId?: string | undefined;
};

/**
 * A card per row, as a history list shows its rows on a phone: the page's own card, or each cell under its column's
 * heading. Other lists that are a wide table on a wide screen (a portfolio's holdings) use it on a phone too.
 */
export function PhoneCards<Row>({ rows, columns, rowKey, rowAttributes, card, testId }: PhoneCardsProps<Row>) {
  return (
    <Stack gap="sm" data-testid={testId}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder radius="md" p="sm" style={tabularFigures} {...rowAttributes(row)}>
          {card ? card(row) : <CellLines row={row} columns={columns} />}
        </Paper>
      ))}
    </Stack>
  );
}

/** A card made from the columns: each cell that shows something, under its column's heading. */
function CellLines<Row>({ row, columns }: { readonly row: Row; readonly columns: readonly HistoryColumn<Row>[] }) {
  return (
    <Stack gap={4}>
      {columns.map((column, index) => {
        const content = column.cell(row);
        if (content === null || content === undefined || content === false || content === '') return null;
        const { style, ...look } = column.look?.(row) ?? {};
        return (
          <Group key={index} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed" style={oneLine}>
              {column.header}
            </Text>
            <Box fz="sm" ta="right" {...look} style={{ minWidth: 0, overflowWrap: 'anywhere', ...style }}>
              {content}
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}
