/*
 * What a history list asks of the server and what it holds: keyset pages (ADR 016: each page names the cursor of the
 * next, null on the last) read one after another with "load more", flattened into the rows shown so far. The fund,
 * stock, crypto, wallet and cash histories each give their query and how a page holds its rows.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';

/** A page of a keyset paged list: its rows (by the list's own name) and the cursor of the next page. */
export type KeysetPage = { readonly nextCursor: string | null };

/** Where a page starts: nothing for the first, the cursor the page before gave for the next (spread into the input). */
export type PageStart = { readonly cursor?: string };

/**
 * A keyset paged list as a query: the first page, then each next page after the cursor the last one gave, until a
 * page says there is none. `fetchPage` sends the list's input with the page's start spread into it.
 */
export function keysetListQuery<Page extends KeysetPage>(list: {
  readonly queryKey: QueryKey;
  readonly fetchPage: (start: PageStart, signal: AbortSignal) => Promise<Page>;
  /** Reread every so often (a list whose rows change on their own: crypto orders and movements). */
  readonly refetchInterval?: number;
}) {
  return infiniteQueryOptions({
    queryKey: list.queryKey,
    queryFn: ({ pageParam, signal }) => list.fetchPage(pageParam === '' ? {} : { cursor: pageParam }, signal),
    initialPageParam: '',
    getNextPageParam: (page: Page) => page.nextCursor ?? undefined,
    refetchInterval: list.refetchInterval ?? false,
  });
}

export type KeysetListQuery<Page extends KeysetPage> = ReturnType<typeof keysetListQuery<Page>>;

/** A history list as its view needs it: the rows so far (none before the first page), and what may be done next. */
export type HistoryListState<Row> = {
  /** Every row of the pages read so far, in the list's order; undefined until the first page arrives. */
  readonly rows: readonly Row[] | undefined;
  /** The first page could not be read (retry asks again). */
  readonly failed: boolean;
  /** A next page is to be had. */
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** The last "load more" failed (load more again). */
  readonly failedMore: boolean;
  readonly loadMore: () => void;
  readonly retry: () => void;
};

/** A keyset paged history list, its pages flattened into rows by `rowsOf`. */
export function useHistoryList<Page extends KeysetPage, Row>(
  query: KeysetListQuery<Page>,
  rowsOf: (page: Page) => readonly Row[],
): HistoryListState<Row> {
  const list = useInfiniteQuery(query, queryClient);
  return {
    rows: list.data?.pages.flatMap(rowsOf),
    failed: list.data === undefined && list.isError,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    failedMore: list.isFetchNextPageError,
    loadMore: () => void list.fetchNextPage(),
    retry: () => void list.refetch(),
  };
}

/** A list the server answers whole (the deposit requests), in the same shape: one page, nothing more to load. */
export function wholeHistoryList<Answer, Row>(
  query: UseQueryResult<Answer>,
  rowsOf: (answer: Answer) => readonly Row[],
): HistoryListState<Row> {
  return {
    rows: query.data === undefined ? undefined : rowsOf(query.data),
    failed: query.data === undefined && query.isError,
    hasMore: false,
    loadingMore: false,
    failedMore: false,
    loadMore: () => undefined,
    retry: () => void query.refetch(),
  };
}
