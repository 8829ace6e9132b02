import type { FundVocabulary } from './fund-vocabulary';

const periods = {
  none: '无',
  '1week': '1周',
  '1months': '1个月',
  '3months': '3个月',
  '6months': '6个月',
  '1year': '1年',
  '2years': '2年',
  '3years': '3年',
  '4years': '4年',
  '5years': '5年',
  '10years': '10年',
  ytd: '年初至今',
  sinceLaunch: '成立以来',
} as const;

/** The funds' vocabulary in Simplified Chinese; the English, and what it is, are in ./fund-vocabulary. */
export const fundVocabularyZhCN = {
  riskLevels: {
    None: '无',
    Low: '低',
    LowToMedium: '低至中',
    Medium: '中',
    MediumToHigh: '中至高',
    High: '高',
    Locked: '锁定',
  },
  regions: {
    global: '全球',
    asiaPacific: '亚太',
    greaterChina: '大中华',
    hongKong: '香港',
    japan: '日本',
    northAmerica: '北美',
    europe: '欧洲',
    emergingMarkets: '新兴市场',
    others: '其他',
  },
  categories: {
    equity: '股票',
    bond: '债券',
    balanced: '平衡',
    moneyMarket: '货币市场',
    index: '指数',
    thematic: '主题',
    others: '其他',
  },
  assetClasses: {
    equity: '股票',
    fixedIncome: '固定收益',
    multiAsset: '多元资产',
    cash: '现金',
    commodities: '商品',
    realEstate: '房地产',
    alternatives: '另类投资',
  },
  periods,
  // In Chinese the periods are short already: the headings use them, with a dash for none as in English.
  periodsShort: { ...periods, none: '–' },
} as const satisfies FundVocabulary;
