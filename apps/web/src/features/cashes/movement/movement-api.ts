/* The api the cash movement page calls: the real one, or in a component test the real client over a fake network. */
import { createContext, useContext } from 'react';
import { api, type Api } from '../../../shared/api/api-client';

export const CashMovementApiContext = createContext<Api>(api);

export function useCashMovementApi(): Api {
  return useContext(CashMovementApiContext);
}
