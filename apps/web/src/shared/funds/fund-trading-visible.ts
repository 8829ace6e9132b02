import type { BrandConfig } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { useBrand } from '../brand/brand-context';

/**
 * Whether the brand offers fund trading at all (SPEC §9 hideFundTrading hides every trade button and ticket): the
 * contract's fundTrading rule, which the route table and the server read too (ADR 018).
 */
export function fundTradingVisible(brand: BrandConfig): boolean {
  return offers(brand.flags, brandFeatures.fundTrading);
}

export function useFundTradingVisible(): boolean {
  return fundTradingVisible(useBrand());
}
