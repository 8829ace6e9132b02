import type {
  FundAssetClass,
  FundCategory,
  FundDividendYieldBand,
  FundPerformancePeriod,
  FundRegion,
  RiskLevel,
} from '@portal/contract/domain/fund';
import { useTranslation } from '../i18n/use-translation';

/** The names of the funds' lists in the reader's language (namespace 'fundResearch', tree `fund`). */
export type FundVocabulary = {
  readonly region: (region: FundRegion) => string;
  readonly category: (category: FundCategory) => string;
  readonly assetClass: (assetClass: FundAssetClass) => string;
  readonly riskLevel: (level: RiskLevel) => string;
  readonly period: (period: FundPerformancePeriod) => string;
  /** A short period name for tight places (chart period buttons, table headers). */
  readonly periodShort: (period: FundPerformancePeriod) => string;
  readonly dividendYieldBand: (band: FundDividendYieldBand) => string;
};

export function useFundVocabulary(): FundVocabulary {
  const { t } = useTranslation('fundResearch');
  return {
    region: (region) => t(`fund.regions.${region}`),
    category: (category) => t(`fund.categories.${category}`),
    assetClass: (assetClass) => t(`fund.assetClasses.${assetClass}`),
    riskLevel: (level) => t(`fund.riskLevels.${level}`),
    period: (period) => t(`fund.periods.${period}`),
    periodShort: (period) => t(`fund.periodsShort.${period}`),
    dividendYieldBand: (band) => t(`fund.dividendYieldBands.${band}`),
  };
}
