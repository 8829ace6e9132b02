import type { FundAssetClass, FundCategory, FundPerformancePeriod, FundRegion, RiskLevel } from './fund';

/*
 * The funds' vocabulary in words: risk levels, regions, categories, asset classes and performance periods, one text per
 * value of the fund lists in ./fund. One module per language (this one, fund-vocabulary-zh-hk, fund-vocabulary-zh-cn)
 * so a page's texts in one language do not carry the others. The web's fund research texts spread it into their
 * `fund` tree and the server's fact sheet prints it. Plain data, free of zod (and of anything else at run time).
 */

/** A fund list's values in one language's words; a value left out is a type error. */
export type FundVocabulary = {
  readonly riskLevels: Readonly<Record<RiskLevel, string>>;
  readonly regions: Readonly<Record<FundRegion, string>>;
  readonly categories: Readonly<Record<FundCategory, string>>;
  readonly assetClasses: Readonly<Record<FundAssetClass, string>>;
  readonly periods: Readonly<Record<FundPerformancePeriod, string>>;
  /** The periods in a few characters, for column headings. */
  readonly periodsShort: Readonly<Record<FundPerformancePeriod, string>>;
};

/** The funds' vocabulary in English. */
export const fundVocabularyEnglish = {
  riskLevels: {
    None: 'None',
    Low: 'Low',
    LowToMedium: 'Low to medium',
    Medium: 'Medium',
    MediumToHigh: 'Medium to high',
    High: 'High',
    Locked: 'Locked',
  },
  regions: {
    global: 'Global',
    asiaPacific: 'Asia Pacific',
    greaterChina: 'Greater China',
    hongKong: 'Hong Kong',
    japan: 'Japan',
    northAmerica: 'North America',
    europe: 'Europe',
    emergingMarkets: 'Emerging markets',
    others: 'Others',
  },
  categories: {
    equity: 'Equity',
    bond: 'Bond',
    balanced: 'Balanced',
    moneyMarket: 'Money market',
    index: 'Index',
    thematic: 'Thematic',
    others: 'Others',
  },
  assetClasses: {
    equity: 'Equity',
    fixedIncome: 'Fixed income',
    multiAsset: 'Multi-asset',
    cash: 'Cash',
    commodities: 'Commodities',
    realEstate: 'Real estate',
    alternatives: 'Alternatives',
  },
  periods: {
    none: 'None',
    '1week': '1 week',
    '1months': '1 month',
    '3months': '3 months',
    '6months': '6 months',
    '1year': '1 year',
    '2years': '2 years',
    '3years': '3 years',
    '4years': '4 years',
    '5years': '5 years',
    '10years': '10 years',
    ytd: 'Year to date',
    sinceLaunch: 'Since launch',
  },
  periodsShort: {
    none: '–',
    '1week': '1W',
    '1months': '1M',
    '3months': '3M',
    '6months': '6M',
    '1year': '1Y',
    '2years': '2Y',
    '3years': '3Y',
    '4years': '4Y',
    '5years': '5Y',
    '10years': '10Y',
    ytd: 'YTD',
    sinceLaunch: 'Launch',
  },
} as const satisfies FundVocabulary;
