/* The writes of a named portfolio's page: each refreshes the portfolio's detail and the list of portfolios. */
import { useMutation } from '@tanstack/react-query';
import type { TargetAllocation } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import type { TradingAccount } from '../../../shared/session/trading-account';

const refresh = () => queryClient.invalidateQueries({ queryKey: ['marketValueHistory'] });

export function usePortfolioMutations(account: TradingAccount, key: string) {
  const options = { actingFor: account };
  const rename = useMutation(
    {
      mutationFn: (name: string) => api.marketValueHistory.renameNamedPortfolio({ ...account, key, name }, options),
      onSuccess: refresh,
    },
    queryClient,
  );
  const remove = useMutation(
    { mutationFn: () => api.marketValueHistory.deleteNamedPortfolio({ ...account, key }, options) },
    queryClient,
  );
  const assign = useMutation(
    {
      mutationFn: (holdingIds: readonly string[]) =>
        api.marketValueHistory.assignNamedPortfolioHoldings({ ...account, key, holdingIds: [...holdingIds] }, options),
      onSuccess: refresh,
    },
    queryClient,
  );
  const setTarget = useMutation(
    {
      mutationFn: (target: TargetAllocation) =>
        api.marketValueHistory.setNamedPortfolioTarget({ ...account, key, target }, options),
      onSuccess: refresh,
    },
    queryClient,
  );
  return { rename, remove, assign, setTarget };
}
