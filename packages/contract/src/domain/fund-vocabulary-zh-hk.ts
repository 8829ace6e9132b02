import type { FundVocabulary } from './fund-vocabulary';

const periods = {
  none: '無',
  '1week': '1星期',
  '1months': '1個月',
  '3months': '3個月',
  '6months': '6個月',
  '1year': '1年',
  '2years': '2年',
  '3years': '3年',
  '4years': '4年',
  '5years': '5年',
  '10years': '10年',
  ytd: '年初至今',
  sinceLaunch: '成立至今',
} as const;

/** The funds' vocabulary in Traditional Chinese (Hong Kong); the English, and what it is, are in ./fund-vocabulary. */
export const fundVocabularyZhHK = {
  riskLevels: {
    None: '無',
    Low: '低',
    LowToMedium: '低至中',
    Medium: '中',
    MediumToHigh: '中至高',
    High: '高',
    Locked: '鎖定',
  },
  regions: {
    global: '環球',
    asiaPacific: '亞太',
    greaterChina: '大中華',
    hongKong: '香港',
    japan: '日本',
    northAmerica: '北美',
    europe: '歐洲',
    emergingMarkets: '新興市場',
    others: '其他',
  },
  categories: {
    equity: '股票',
    bond: '債券',
    balanced: '均衡',
    moneyMarket: '貨幣市場',
    index: '指數',
    thematic: '主題',
    others: '其他',
  },
  assetClasses: {
    equity: '股票',
    fixedIncome: '固定收益',
    multiAsset: '多元資產',
    cash: '現金',
    commodities: '商品',
    realEstate: '房地產',
    alternatives: '另類投資',
  },
  periods,
  // In Chinese the periods are short already: the headings use them, with a dash for none as in English.
  periodsShort: { ...periods, none: '–' },
} as const satisfies FundVocabulary;
