// @vitest-environment jsdom
// The history-list kit live (React in jsdom, TanStack Query, Mantine): a keyset paged list read page after page by
// "load more" with the cursor each page gave, its loading, failed, empty and end states, a failed "load more" tried
// again, a card per row on a phone (the page's own or one made from the columns), a list answered whole, and the
// filter bar with the CSV export.
import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { act, useState } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import { catchingDownloads, stubBrowser, whileMediaMatches } from '../testing/stub-browser';
import { HistoryChoiceFilter, HistoryDateFilters, HistoryFilterBar } from './history-filter-bar';
import { HistoryList, phoneQuery } from './history-list';
import type { HistoryColumn, HistoryListProps } from './history-list';
import { keysetListQuery, useHistoryList, wholeHistoryList } from './history-query';
import type { PageStart } from './history-query';

type Movement = { readonly id: string; readonly amount: string; readonly currency: string };
type MovementPage = { readonly movements: readonly Movement[]; readonly nextCursor: string | null };

const movements: readonly Movement[] = Array.from({ length: 5 }, (_, index) => ({
  id: `M${index + 1}`,
  amount: `${index + 1}000.50`,
  currency: 'HKD',
}));

/** A server that pages `movements` two at a time by an opaque cursor (the next row's index), recording each start. */
function pagingServer(failing: (start: PageStart, call: number) => boolean = () => false) {
  const starts: PageStart[] = [];
  const fetchPage = async (start: PageStart): Promise<MovementPage> => {
    starts.push(start);
    if (failing(start, starts.length)) throw new Error('The network is down');
    const from = start.cursor === undefined ? 0 : Number(start.cursor);
    const next = from + 2;
    return { movements: movements.slice(from, next), nextCursor: next < movements.length ? String(next) : null };
  };
  return { starts, fetchPage };
}

const columns: readonly HistoryColumn<Movement>[] = [
  { header: 'Reference', cell: (movement) => movement.id },
  {
    header: 'Amount',
    figure: true,
    cell: (movement) => `${movement.amount} ${movement.currency}`,
    look: (movement) => ({ c: 'gain', 'data-testid': 'movement-amount', 'data-value': movement.amount }),
  },
  { header: 'Note', cell: () => null },
];

const texts = {
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  empty: 'No movements match.',
  more: 'Load more',
};

const listProps = {
  texts,
  columns,
  rowKey: (movement: Movement) => movement.id,
  rowAttributes: (movement: Movement) => ({ 'data-testid': 'movement-row', 'data-movement-id': movement.id }),
  testIds: { empty: 'movements-empty', table: 'movements' },
} satisfies Omit<HistoryListProps<Movement>, 'list'>;

function PagedMovements(props: {
  readonly fetchPage: (start: PageStart) => Promise<MovementPage>;
  readonly change?: Partial<Omit<HistoryListProps<Movement>, 'list'>>;
}) {
  const list = useHistoryList(
    keysetListQuery({ queryKey: ['history-list-test'], fetchPage: props.fetchPage }),
    (page) => page.movements,
  );
  return <HistoryList list={list} {...listProps} {...props.change} />;
}

const defaults = queryClient.getDefaultOptions();
beforeAll(() => {
  stubBrowser();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
});
afterAll(() => queryClient.setDefaultOptions(defaults));

const unmounts: (() => void)[] = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  queryClient.clear();
});

async function mount(children: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<MantineProvider>{children}</MantineProvider>));
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

/** Waits until `check` passes, letting the answers arrive (inside act, as a browser would between frames). */
async function settle(check: () => void): Promise<void> {
  const deadline = Date.now() + 3000;
  for (;;) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

const rowIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="movement-row"]')].map((row) => row.getAttribute('data-movement-id'));

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

describe('a history list', () => {
  it('says it is loading, then shows the first page in a table with its headings and row attributes', async () => {
    let answer: (page: MovementPage) => void = () => undefined;
    const container = await mount(
      <PagedMovements fetchPage={() => new Promise<MovementPage>((resolve) => (answer = resolve))} />,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    await act(async () => answer({ movements: movements.slice(0, 2), nextCursor: '2' }));
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2']));
    const table = container.querySelector('table[data-testid="movements"]');
    expect([...(table?.querySelectorAll('th') ?? [])].map((heading) => heading.textContent)).toEqual([
      'Reference',
      'Amount',
      'Note',
    ]);
    const amount = container.querySelector('[data-testid="movement-amount"]');
    expect(amount?.tagName).toBe('TD');
    expect(amount?.textContent).toBe('1000.50 HKD');
    expect(amount?.getAttribute('data-value')).toBe('1000.50');
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('loads the next page after the cursor the last one gave, until a page says none follows', async () => {
    const server = pagingServer();
    const container = await mount(
      <PagedMovements fetchPage={server.fetchPage} change={{ texts: { ...texts, end: 'No more movements' } }} />,
    );
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2']));
    expect(container.querySelector('[data-testid="more"]')?.textContent).toBe('Load more');
    await act(async () => button(container, 'Load more').click());
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2', 'M3', 'M4']));
    await act(async () => button(container, 'Load more').click());
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2', 'M3', 'M4', 'M5']));
    expect(server.starts).toEqual([{}, { cursor: '2' }, { cursor: '4' }]);
    expect(container.querySelector('[data-testid="more"]')).toBeNull();
    expect(container.textContent).toContain('No more movements');
  });

  it('names its "load more" and end by the page’s test ids', async () => {
    const server = pagingServer();
    const container = await mount(
      <PagedMovements
        fetchPage={server.fetchPage}
        change={{
          texts: { ...texts, end: 'No more movements' },
          testIds: { ...listProps.testIds, more: 'load-more', end: 'movements-end' },
        }}
      />,
    );
    await settle(() => expect(container.querySelector('[data-testid="load-more"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="movements-end"]')).toBeNull();
    await act(async () => button(container, 'Load more').click());
    await settle(() => expect(rowIds(container)).toHaveLength(4));
    await act(async () => button(container, 'Load more').click());
    await settle(() =>
      expect(container.querySelector('[data-testid="movements-end"]')?.textContent).toBe('No more movements'),
    );
  });

  it('offers a retry when the first page fails, and shows the list once it loads', async () => {
    const server = pagingServer((_, call) => call === 1);
    const container = await mount(<PagedMovements fetchPage={server.fetchPage} />);
    await settle(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain('This could not be loaded.'),
    );
    expect(rowIds(container)).toEqual([]);
    await act(async () => button(container, 'Try again').click());
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2']));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('keeps the rows when "load more" fails, says so, and its retry loads the same page again', async () => {
    const server = pagingServer((start, call) => start.cursor === '2' && call === 2);
    const container = await mount(<PagedMovements fetchPage={server.fetchPage} />);
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2']));
    await act(async () => button(container, 'Load more').click());
    await settle(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain('This could not be loaded.'),
    );
    expect(rowIds(container)).toEqual(['M1', 'M2']);
    await act(async () => button(container, 'Try again').click());
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2', 'M3', 'M4']));
    expect(server.starts).toEqual([{}, { cursor: '2' }, { cursor: '2' }]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('says so, by its test id, when no row matches', async () => {
    const container = await mount(<PagedMovements fetchPage={async () => ({ movements: [], nextCursor: null })} />);
    await settle(() =>
      expect(container.querySelector('[data-testid="movements-empty"]')?.textContent).toBe('No movements match.'),
    );
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('[data-testid="more"]')).toBeNull();
  });

  it('shows a card per row on a phone, made from the columns, with the row’s and the cells’ attributes', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      const container = await mount(<PagedMovements fetchPage={pagingServer().fetchPage} />);
      await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2']));
      expect(container.querySelector('table')).toBeNull();
      const cards = container.querySelector('[data-testid="movements"]');
      expect(cards?.children).toHaveLength(2);
      const first = container.querySelector<HTMLElement>('[data-movement-id="M1"]');
      // Each cell under its column's heading; a cell with nothing to show is left out.
      expect(first?.textContent).toBe('ReferenceM1Amount1000.50 HKD');
      expect(first?.querySelector('[data-testid="movement-amount"]')?.getAttribute('data-value')).toBe('1000.50');
      expect(container.querySelector('[data-testid="more"]')).not.toBeNull();
    });
  });

  it('shows the page’s own card on a phone, in its own stack', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      const container = await mount(
        <PagedMovements
          fetchPage={pagingServer().fetchPage}
          change={{
            card: (movement) => <strong>{`${movement.id}: ${movement.amount}`}</strong>,
            testIds: { ...listProps.testIds, cards: 'movement-cards' },
          }}
        />,
      );
      await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2']));
      expect(container.querySelector('[data-testid="movement-cards"]')?.textContent).toBe('M1: 1000.50M2: 2000.50');
    });
  });

  it('shows a list the server answers whole, with nothing more to load', async () => {
    function WholeList() {
      const query = useQuery(
        { queryKey: ['whole-list-test'], queryFn: async () => ({ movements: movements.slice(0, 3) }) },
        queryClient,
      );
      return <HistoryList list={wholeHistoryList(query, (answer) => answer.movements)} {...listProps} />;
    }
    const container = await mount(<WholeList />);
    await settle(() => expect(rowIds(container)).toEqual(['M1', 'M2', 'M3']));
    expect(container.querySelector('[data-testid="more"]')).toBeNull();
  });
});

describe('a history list’s filter bar', () => {
  it('sets the filters beside the CSV export, which fetches the file and says how many rows it wrote', async () => {
    await catchingDownloads(async (saved) => {
      const container = await mount(
        <HistoryFilterBar
          csvExport={{
            fetchFile: async () => ({
              fileName: 'movements.csv',
              contentType: 'text/csv',
              content: '"a"\r\n',
              rows: 12,
            }),
            label: 'Export CSV',
            failedText: 'The export failed.',
            doneText: (rows) => `${rows} movements exported.`,
          }}
        >
          <HistoryChoiceFilter
            label="Currency"
            value=""
            onChange={() => undefined}
            options={[{ value: 'HKD', label: 'HKD' }]}
            allLabel="All currencies"
            testId="filter-currency"
          />
        </HistoryFilterBar>,
      );
      expect(container.querySelector('[data-testid="filter-currency"]')).not.toBeNull();
      await act(async () => button(container, 'Export CSV').click());
      await settle(() =>
        expect(container.querySelector('[data-testid="export-done"]')?.textContent).toBe('12 movements exported.'),
      );
      expect(container.querySelector('[data-testid="export-csv"]')).not.toBeNull();
      expect(saved).toEqual(['movements.csv']);
    });
  });
});

describe('a history list’s filters', () => {
  type Status = 'pending' | 'settled';
  type Filters = { readonly status: Status | ''; readonly fromDate: string; readonly toDate: string };

  /** The filters of a list, as a page keeps them; each change is recorded. */
  function Filtering({ changes }: { readonly changes: Filters[] }) {
    const [filters, setFilters] = useState<Filters>({ status: '', fromDate: '', toDate: '' });
    const change = (next: Filters) => {
      changes.push(next);
      setFilters(next);
    };
    return (
      <HistoryFilterBar>
        <HistoryChoiceFilter<Status>
          label="Status"
          value={filters.status}
          onChange={(status) => change({ ...filters, status })}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'settled', label: 'Settled' },
          ]}
          allLabel="All"
          testId="filter-status"
        />
        <HistoryDateFilters filters={filters} onFilters={change} labels={['From', 'To']} testIdPrefix="filter-date" />
      </HistoryFilterBar>
    );
  }

  /** Sets a field's value as a person would (React listens to the native events). */
  async function setValue(field: Element | null, value: string, event: 'change' | 'input') {
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) throw new Error('No field');
    const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    await act(async () => {
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event(event, { bubbles: true }));
    });
  }

  it('offers all, then each value in the page’s words, and gives back the one chosen or all', async () => {
    const changes: Filters[] = [];
    const container = await mount(<Filtering changes={changes} />);
    const select = container.querySelector('select[data-testid="filter-status"]');
    expect([...(select?.querySelectorAll('option') ?? [])].map((option) => option.textContent)).toEqual([
      'All',
      'Pending',
      'Settled',
    ]);
    await setValue(select, 'settled', 'change');
    await setValue(select, '', 'change');
    expect(changes.map((filters) => filters.status)).toEqual(['settled', '']);
  });

  it('changes the from and to dates of the filters they are part of, keeping the others', async () => {
    const changes: Filters[] = [];
    const container = await mount(<Filtering changes={changes} />);
    await setValue(container.querySelector('select[data-testid="filter-status"]'), 'pending', 'change');
    await setValue(container.querySelector('[data-testid="filter-date-from"]'), '2026-11-01', 'input');
    await setValue(container.querySelector('[data-testid="filter-date-to"]'), '2026-11-30', 'input');
    expect(changes.at(-1)).toEqual({ status: 'pending', fromDate: '2026-11-01', toDate: '2026-11-30' });
  });
});
