import { createContext, useContext } from 'react';
import type { PublicBrand } from '@portal/contract/brands';

export const BrandContext = createContext<PublicBrand | null>(null);

/** The brand this deployment renders (chosen by the server's PORTAL_VARIANT), and whether it is a demonstration. */
export function useBrand(): PublicBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand is used outside the BrandContext provider');
  return brand;
}
