import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../shared/api/query-client';
import { useDepositApi, type DepositAccount } from '../deposit/deposit-api';
import { eddaQueryKeys } from './edda-format';

/** What the eDDA pages read: the account's authorisations, the banks, the cash currencies and the limit. */
export type EddaOverview = Awaited<ReturnType<ReturnType<typeof useDepositApi>['cashEdda']['eddaOverview']>>;

/** The account's authorisations and cash currencies, read by both eDDA pages (set-up and deposit by direct debit). */
export function useEddaOverview(account: DepositAccount | undefined) {
  const client = useDepositApi();
  return useQuery(
    {
      queryKey: account ? eddaQueryKeys.overview(account) : eddaQueryKeys.all,
      queryFn: ({ signal }) =>
        account ? client.cashEdda.eddaOverview(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
}
