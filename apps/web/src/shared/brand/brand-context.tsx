import { createContext, useContext } from 'react';
import type { BrandConfig } from '@portal/contract/brands';

export const BrandContext = createContext<BrandConfig | null>(null);

/** The brand this deployment renders (chosen by the server's PORTAL_VARIANT). */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand is used outside the BrandContext provider');
  return brand;
}
