/*
 * The watchlist through TanStack Query: one cache entry per account; adding and removing answer with the whole new
 * list, which replaces the entry, so every star and the watchlist page agree at once.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { WatchlistItem } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import type { ResearchAccount } from './research-account';
import { useResearchAccount } from './research-account';

export function watchlistKey(account: ResearchAccount | undefined) {
  return ['fundHolding', 'listWatchlist', account?.accountCode ?? '', account?.source ?? ''] as const;
}

export function watchlistQuery(account: ResearchAccount | undefined) {
  return queryOptions({
    queryKey: watchlistKey(account),
    queryFn: ({ signal }) =>
      account
        ? api.fundHolding.listWatchlist(account, { signal, actingFor: account }).then((answer) => answer.items)
        : Promise.resolve<WatchlistItem[]>([]),
    enabled: account !== undefined,
  });
}

export type WatchlistControl = {
  readonly items: readonly WatchlistItem[] | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly refetch: () => void;
  readonly has: (fundId: string) => boolean;
  /** The fund being added or removed now, if any. */
  readonly pendingFundId: string | undefined;
  /** Whether the last add or remove failed (e.g. 409: the list is full). */
  readonly changeError: unknown;
  readonly toggle: (fundId: string) => void;
  readonly remove: (fundId: string) => void;
  /** False without a signed-in account. */
  readonly available: boolean;
};

export function useWatchlist(): WatchlistControl {
  const account = useResearchAccount();
  const list = useQuery(watchlistQuery(account), queryClient);
  const change = useMutation(
    {
      mutationFn: ({ fundId, add }: { fundId: string; add: boolean }) => {
        if (!account) throw new Error('The watchlist needs a signed-in account');
        const input = { ...account, fundId };
        const call = add ? api.fundHolding.addToWatchlist : api.fundHolding.removeFromWatchlist;
        return call(input, { actingFor: account });
      },
      onSuccess: (answer) => queryClient.setQueryData(watchlistKey(account), answer.items),
    },
    queryClient,
  );
  const ids = new Set(list.data?.map((item) => item.fundId));
  return {
    items: list.data,
    isLoading: list.isLoading,
    isError: list.isError,
    refetch: () => void list.refetch(),
    has: (fundId) => ids.has(fundId),
    pendingFundId: change.isPending ? change.variables.fundId : undefined,
    changeError: change.error,
    toggle: (fundId) => change.mutate({ fundId, add: !ids.has(fundId) }),
    remove: (fundId) => change.mutate({ fundId, add: false }),
    available: account !== undefined,
  };
}
