import { fundVocabularyEnglish, type FundVocabulary } from '@portal/contract/domain/fund-vocabulary';
import { fundVocabularyZhCN } from '@portal/contract/domain/fund-vocabulary-zh-cn';
import { fundVocabularyZhHK } from '@portal/contract/domain/fund-vocabulary-zh-hk';
import type { Language } from '@portal/contract/domain/language';

/** What a fact sheet prints, in the reader's language (ADR 024); the catalogue's values in the contract's words. */
export type FactSheetTexts = {
  readonly factSheet: string;
  readonly subtitle: (code: string, date: string) => string;
  readonly subject: (name: string, date: string) => string;
  readonly footer: (name: string, code: string) => string;
  readonly keyFacts: string;
  readonly fundId: string;
  readonly isin: string;
  readonly fundHouse: string;
  readonly launchDate: string;
  readonly baseCurrency: string;
  readonly region: string;
  readonly category: string;
  readonly assetClass: string;
  readonly riskLevel: string;
  readonly professionalOnly: string;
  readonly yes: string;
  readonly no: string;
  readonly latestNav: string;
  readonly navDate: string;
  readonly launchNav: string;
  readonly dealingStatus: string;
  readonly suspended: string;
  readonly open: string;
  readonly feesAndDealing: string;
  readonly subscriptionFee: string;
  readonly redemptionFee: string;
  readonly managementFee: string;
  readonly minimumSubscription: string;
  readonly dealing: string;
  readonly settlement: string;
  readonly unitDecimals: string;
  readonly dividendYield: string;
  readonly dealingDays: (days: number) => string;
  readonly navLastYear: string;
  readonly chartCaption: (currency: string) => string;
  readonly performance: string;
  readonly period: string;
  readonly returnHeader: (currency: string) => string;
  readonly dividends: string;
  readonly noDividends: string;
  readonly exDate: string;
  readonly amountPerUnit: string;
  readonly currency: string;
  readonly riskWarning: string;
  /** The catalogue's risk levels, regions, categories, asset classes and performance periods in words. */
  readonly vocabulary: FundVocabulary;
};

const english: FactSheetTexts = {
  factSheet: 'Fact sheet',
  subtitle: (code, date) => `Fact sheet - ${code} - as of ${date}`,
  subject: (name, date) => `Fact sheet of ${name} as of ${date}`,
  footer: (name, code) =>
    `${name} (${code}). For information only; not an offer. Past performance is no guide to the future.`,
  keyFacts: 'Key facts',
  fundId: 'Fund id',
  isin: 'ISIN',
  fundHouse: 'Fund house',
  launchDate: 'Launch date',
  baseCurrency: 'Base currency',
  region: 'Region',
  category: 'Category',
  assetClass: 'Asset class',
  riskLevel: 'Risk level',
  professionalOnly: 'Professional investors only',
  yes: 'Yes',
  no: 'No',
  latestNav: 'Latest NAV',
  navDate: 'NAV date',
  launchNav: 'Launch NAV',
  dealingStatus: 'Dealing status',
  suspended: 'Suspended',
  open: 'Open',
  feesAndDealing: 'Fees and dealing terms',
  subscriptionFee: 'Subscription fee',
  redemptionFee: 'Redemption fee',
  managementFee: 'Management fee (yearly)',
  minimumSubscription: 'Minimum subscription',
  dealing: 'Dealing (pricing)',
  settlement: 'Settlement',
  unitDecimals: 'Unit decimals',
  dividendYield: 'Dividend yield',
  dealingDays: (days) => (days === 0 ? 'the dealing day (T)' : `T+${days} business day${days === 1 ? '' : 's'}`),
  navLastYear: 'NAV over the last year',
  chartCaption: (currency) => `NAV per unit in ${currency}, business days.`,
  performance: 'Performance',
  period: 'Period',
  returnHeader: (currency) => `Return (${currency}, NAV to NAV)`,
  dividends: 'Dividends',
  noDividends: 'The fund pays no dividend: income is reinvested.',
  exDate: 'Ex-date',
  amountPerUnit: 'Amount per unit',
  currency: 'Currency',
  riskWarning:
    'Investment involves risks. The price of units may go down as well as up and investors may not get back the ' +
    'amount invested. Read the prospectus, including its risk factors, before investing.',
  vocabulary: fundVocabularyEnglish,
};

const traditional: FactSheetTexts = {
  factSheet: '基金概覽',
  subtitle: (code, date) => `基金概覽 - ${code} - 截至 ${date}`,
  subject: (name, date) => `${name} 截至 ${date} 的基金概覽`,
  footer: (name, code) => `${name}（${code}）。僅供參考，並非要約。過往表現並不代表將來表現。`,
  keyFacts: '重要資料',
  fundId: '基金編號',
  isin: 'ISIN',
  fundHouse: '基金公司',
  launchDate: '成立日期',
  baseCurrency: '基本貨幣',
  region: '地區',
  category: '類別',
  assetClass: '資產類別',
  riskLevel: '風險等級',
  professionalOnly: '只供專業投資者',
  yes: '是',
  no: '否',
  latestNav: '最新資產淨值',
  navDate: '資產淨值日期',
  launchNav: '成立時資產淨值',
  dealingStatus: '交易狀態',
  suspended: '暫停',
  open: '開放',
  feesAndDealing: '費用及交易條款',
  subscriptionFee: '認購費',
  redemptionFee: '贖回費',
  managementFee: '管理費（每年）',
  minimumSubscription: '最低認購額',
  dealing: '交易（定價）',
  settlement: '交收',
  unitDecimals: '單位小數位',
  dividendYield: '股息收益率',
  dealingDays: (days) => (days === 0 ? '交易日（T）' : `T+${days} 個營業日`),
  navLastYear: '過去一年資產淨值',
  chartCaption: (currency) => `每單位資產淨值（${currency}），營業日。`,
  performance: '表現',
  period: '期間',
  returnHeader: (currency) => `回報（${currency}，資產淨值對資產淨值）`,
  dividends: '派息',
  noDividends: '本基金不派息：收益會再投資。',
  exDate: '除息日',
  amountPerUnit: '每單位金額',
  currency: '貨幣',
  riskWarning: '投資涉及風險。基金單位價格可升可跌，投資者未必能取回投資金額。投資前請閱讀銷售文件，包括風險因素。',
  vocabulary: fundVocabularyZhHK,
};

const simplified: FactSheetTexts = {
  factSheet: '基金概览',
  subtitle: (code, date) => `基金概览 - ${code} - 截至 ${date}`,
  subject: (name, date) => `${name} 截至 ${date} 的基金概览`,
  footer: (name, code) => `${name}（${code}）。仅供参考，并非要约。过往表现并不代表将来表现。`,
  keyFacts: '重要资料',
  fundId: '基金编号',
  isin: 'ISIN',
  fundHouse: '基金公司',
  launchDate: '成立日期',
  baseCurrency: '基本货币',
  region: '地区',
  category: '类别',
  assetClass: '资产类别',
  riskLevel: '风险等级',
  professionalOnly: '只供专业投资者',
  yes: '是',
  no: '否',
  latestNav: '最新资产净值',
  navDate: '资产净值日期',
  launchNav: '成立时资产净值',
  dealingStatus: '交易状态',
  suspended: '暂停',
  open: '开放',
  feesAndDealing: '费用及交易条款',
  subscriptionFee: '认购费',
  redemptionFee: '赎回费',
  managementFee: '管理费（每年）',
  minimumSubscription: '最低认购额',
  dealing: '交易（定价）',
  settlement: '交收',
  unitDecimals: '份额小数位',
  dividendYield: '股息收益率',
  dealingDays: (days) => (days === 0 ? '交易日（T）' : `T+${days} 个工作日`),
  navLastYear: '过去一年资产净值',
  chartCaption: (currency) => `每份额资产净值（${currency}），工作日。`,
  performance: '表现',
  period: '期间',
  returnHeader: (currency) => `回报（${currency}，资产净值对资产净值）`,
  dividends: '派息',
  noDividends: '本基金不派息：收益会再投资。',
  exDate: '除息日',
  amountPerUnit: '每份额金额',
  currency: '货币',
  riskWarning: '投资涉及风险。基金份额价格可升可跌，投资者未必能取回投资金额。投资前请阅读销售文件，包括风险因素。',
  vocabulary: fundVocabularyZhCN,
};

export const factSheetTexts: Readonly<Record<Language, FactSheetTexts>> = {
  en: english,
  'zh-HK': traditional,
  'zh-CN': simplified,
};
