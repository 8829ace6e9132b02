import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';

/** The api client the withdrawal pages call: the real one, or in a component test the real client over a fake network. */
export const WithdrawApiContext = createContext<Api>(api);

export function useWithdrawApi(): Api {
  return useContext(WithdrawApiContext);
}

/** The query keys of the withdrawal pages (a submission or a cancel refreshes both). */
export const withdrawQueryKeys = {
  terms: ['cash', 'withdrawalTerms'] as const,
  list: ['cash', 'queryWithdrawals'] as const,
};
