import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';

/** The api client the password pages call: the real one, or in a component test the real client over a fake network. */
export const CredentialsApiContext = createContext<Api>(api);

export function useCredentialsApi(): Api {
  return useContext(CredentialsApiContext);
}
