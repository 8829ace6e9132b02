import type { BrandConfig } from '@portal/contract/brands';
import { useBrand } from '../brand/brand-context';

/** Whether the brand offers fund trading at all (SPEC §9 hideFundTrading hides every trade button and ticket). */
export function fundTradingVisible(brand: BrandConfig): boolean {
  return !brand.flags.hideFundTrading;
}

export function useFundTradingVisible(): boolean {
  return fundTradingVisible(useBrand());
}
