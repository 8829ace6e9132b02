import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';

/** The api client the wallet pages call: the real one, or in a component test the real client over a fake network. */
export const WalletApiContext = createContext<Api>(api);

export function useWalletApi(): Api {
  return useContext(WalletApiContext);
}

/** The query keys of the wallet pages (a declaration or a removal refreshes them all). */
export const walletQueryKeys = {
  all: ['cryptoWallet'] as const,
  address: ['cryptoWallet', 'address'] as const,
  deposits: ['cryptoWallet', 'deposits'] as const,
  wallets: ['cryptoWallet', 'wallets'] as const,
  history: ['cryptoWallet', 'history'] as const,
};
