/*
 * The account's stock watchlist through TanStack Query: one cache entry per account; adding and removing answer with
 * the whole new list, which replaces the entry, so the dashboard, the stars and the search agree at once.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LoginSource } from '@portal/contract/brands';
import type { StockWatchlistItem } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { useStockApi } from './stock-api';

/** The account the stock pages act for: the active session's (a client's own, or an advisee's). */
export type StockAccount = { readonly accountCode: string; readonly source: LoginSource };

export function useStockAccount(): StockAccount | undefined {
  const session = activeSession(useSessions());
  return session ? { accountCode: session.accountCode, source: session.source } : undefined;
}

export function stockWatchlistKey(account: StockAccount | undefined) {
  return ['stockMarket', 'getStockWatchlist', account?.accountCode ?? '', account?.source ?? ''] as const;
}

export function stockWatchlistQuery(client: Api, account: StockAccount | undefined) {
  return queryOptions({
    queryKey: stockWatchlistKey(account),
    queryFn: ({ signal }) =>
      account
        ? client.stockMarket.getStockWatchlist(account, { signal, actingFor: account }).then((answer) => answer.items)
        : Promise.resolve<StockWatchlistItem[]>([]),
    enabled: account !== undefined,
  });
}

export type StockWatchlistControl = {
  readonly items: readonly StockWatchlistItem[] | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly refetch: () => void;
  readonly has: (stockId: string) => boolean;
  /** The stock being added or removed now, if any. */
  readonly pendingStockId: string | undefined;
  /** The last add or remove failed: 'full' (409, the list holds the most it may) or 'failed'. */
  readonly changeError: 'full' | 'failed' | undefined;
  readonly add: (stockId: string) => void;
  readonly remove: (stockId: string) => void;
  readonly toggle: (stockId: string) => void;
};

export function useStockWatchlist(): StockWatchlistControl {
  const client = useStockApi();
  const account = useStockAccount();
  const list = useQuery(stockWatchlistQuery(client, account), queryClient);
  const change = useMutation(
    {
      mutationFn: ({ stockId, add }: { stockId: string; add: boolean }) => {
        if (!account) throw new Error('The watchlist needs a signed-in account');
        const input = { ...account, stockId };
        return add
          ? client.stockMarket.addToStockWatchlist(input, { actingFor: account })
          : client.stockMarket.removeFromStockWatchlist(input, { actingFor: account });
      },
      onSuccess: (answer) => queryClient.setQueryData(stockWatchlistKey(account), answer.items),
    },
    queryClient,
  );
  const ids = new Set(list.data?.map((item) => item.instrument.stockId));
  return {
    items: list.data,
    isLoading: list.isLoading,
    isError: list.isError,
    refetch: () => void list.refetch(),
    has: (stockId) => ids.has(stockId),
    pendingStockId: change.isPending ? change.variables.stockId : undefined,
    changeError:
      change.error === null
        ? undefined
        : change.error instanceof ApiError && change.error.status === 409
          ? 'full'
          : 'failed',
    add: (stockId) => change.mutate({ stockId, add: true }),
    remove: (stockId) => change.mutate({ stockId, add: false }),
    toggle: (stockId) => change.mutate({ stockId, add: !ids.has(stockId) }),
  };
}
