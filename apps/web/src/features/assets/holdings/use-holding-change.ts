/* A change to one holding (edit, valuation, status, link, attachment): the call, then the page's query takes its
 * answer and the lists refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetHoldingDetail } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { assetQueryKey, type AssetAccount } from './holdings-api';

/** The query key of one holding's page. */
export function holdingDetailKey(account: AssetAccount | undefined, holdingId: string) {
  return [...assetQueryKey, 'detail', account, holdingId] as const;
}

export function useHoldingChange<Variables>(
  account: AssetAccount,
  holdingId: string,
  change: (variables: Variables) => Promise<AssetHoldingDetail>,
  onDone?: (detail: AssetHoldingDetail) => void,
) {
  const cache = useQueryClient(queryClient);
  return useMutation(
    {
      mutationFn: change,
      onSuccess: (detail: AssetHoldingDetail) => {
        cache.setQueryData(holdingDetailKey(account, holdingId), detail);
        void cache.invalidateQueries({ queryKey: [...assetQueryKey, 'list'] });
        onDone?.(detail);
      },
    },
    queryClient,
  );
}
