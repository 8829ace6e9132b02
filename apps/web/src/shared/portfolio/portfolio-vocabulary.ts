import { fundRegions, type FundRegion, type RiskLevel } from '@portal/contract/domain/fund';
import { portfolioAssetCategories, type PortfolioAssetCategory } from '@portal/contract';
import { useFundVocabulary } from '../funds/fund-vocabulary';
import { useTranslation } from '../i18n/use-translation';

function isRegion(key: string): key is FundRegion {
  return (fundRegions as readonly string[]).includes(key);
}
function isCategory(key: string): key is PortfolioAssetCategory {
  return (portfolioAssetCategories as readonly string[]).includes(key);
}
const ownMarkets = ['cash', 'virtualAssets', 'other'] as const;
function isOwnMarket(key: string): key is (typeof ownMarkets)[number] {
  return (ownMarkets as readonly string[]).includes(key);
}

/** The words of a portfolio's breakdowns: asset classes, markets (a fund's region, an exchange's code), risk levels. */
export function usePortfolioVocabulary() {
  const { t } = useTranslation('wealthPortfolio');
  const funds = useFundVocabulary();
  return {
    category: (key: string) => (isCategory(key) ? t(`categories.${key}`) : key),
    market: (key: string) => (isRegion(key) ? funds.region(key) : isOwnMarket(key) ? t(`markets.${key}`) : key),
    riskLevel: (key: string) => t(`riskLevels.${key as RiskLevel}`),
  };
}
