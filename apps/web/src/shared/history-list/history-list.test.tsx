// @vitest-environment jsdom
// The history-list kit live (React in jsdom, TanStack Query, Mantine): a keyset paged list read page after page by
// "load more" with the cursor each page gave, its loading, failed, empty and end states, a failed "load more" tried
// again, a card per row on a phone (the page's own or one made from the columns), a list answered whole, and the
// filter bar with the CSV export.
import { MantineProvider, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { stubBrowser } from '../testing/stub-browser';
import { HistoryFilterBar } from './history-filter-bar';
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

/** Renders on a phone: the media query of the phone matches while `run` runs. */
async function onAPhone(run: () => Promise<void>) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query === phoneQuery,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  try {
    await run();
  } finally {
    window.matchMedia = original;
  }
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
    await onAPhone(async () => {
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
    await onAPhone(async () => {
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
    const saved: string[] = [];
    // jsdom has no object URLs: the file's URL is made up, the download is the link's click.
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
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
          <NativeSelect label="Currency" data={['HKD', 'USD']} data-testid="filter-currency" />
        </HistoryFilterBar>,
      );
      expect(container.querySelector('[data-testid="filter-currency"]')).not.toBeNull();
      await act(async () => button(container, 'Export CSV').click());
      await settle(() =>
        expect(container.querySelector('[data-testid="export-done"]')?.textContent).toBe('12 movements exported.'),
      );
      expect(container.querySelector('[data-testid="export-csv"]')).not.toBeNull();
      expect(saved).toEqual(['movements.csv']);
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});
