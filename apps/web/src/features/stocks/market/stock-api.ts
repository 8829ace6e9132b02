import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';

/**
 * The api client the market pages call: the real one, or in a component test the real client over a fake network
 * (only the network is faked).
 */
export const StockApiContext = createContext<Api>(api);

export function useStockApi(): Api {
  return useContext(StockApiContext);
}
