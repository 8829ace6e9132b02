import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';

/** The api client the whitelist and withdraw pages call: the real one, or in a component test the real client over a fake network. */
export const WithdrawalApiContext = createContext<Api>(api);

export function useWithdrawalApi(): Api {
  return useContext(WithdrawalApiContext);
}
