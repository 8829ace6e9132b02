import { fundVocabularyEnglish, type FundVocabulary } from '@portal/contract/domain/fund-vocabulary';
import { fundVocabularyZhCN } from '@portal/contract/domain/fund-vocabulary-zh-cn';
import { fundVocabularyZhHK } from '@portal/contract/domain/fund-vocabulary-zh-hk';
import type { Language } from '@portal/contract/domain/language';
import type { PlanBackTestPeriod, PlanTheme } from '@portal/contract/domain/plan';

/** The words of a plan's factsheet in each language of SPEC §1 (ADR 024: documents in the client's language). */
export type FactsheetTexts = {
  readonly vocabulary: FundVocabulary;
  readonly subtitle: (code: string, day: string) => string;
  readonly footer: (code: string, day: string) => string;
  readonly code: string;
  readonly currency: string;
  readonly riskLevel: string;
  readonly theme: string;
  readonly themes: Readonly<Record<PlanTheme, string>>;
  readonly minimumLumpSum: string;
  readonly minimumMonthlyAmount: string;
  readonly amountMultiple: string;
  readonly planFee: string;
  readonly subscriptionFee: string;
  readonly fundFees: string;
  readonly allocation: string;
  readonly fund: string;
  readonly assetClass: string;
  readonly weight: string;
  readonly backTest: string;
  readonly periods: Readonly<Record<PlanBackTestPeriod, string>>;
  readonly totalReturn: string;
  readonly annualisedReturn: string;
  readonly notEnoughHistory: string;
  readonly chartCaption: (period: string) => string;
  readonly method: string;
  readonly disclaimer: string;
};

const english: FactsheetTexts = {
  vocabulary: fundVocabularyEnglish,
  subtitle: (code, day) => `Investment plan ${code} · as of ${day}`,
  footer: (code, day) => `Plan factsheet ${code} · ${day}`,
  code: 'Plan code',
  currency: 'Currency',
  riskLevel: 'Risk level',
  theme: 'Theme',
  themes: {
    preservation: 'Preservation',
    income: 'Income',
    balanced: 'Balanced',
    growth: 'Growth',
    thematic: 'Thematic',
  },
  minimumLumpSum: 'Minimum lump sum',
  minimumMonthlyAmount: 'Minimum monthly amount',
  amountMultiple: 'Amounts in multiples of',
  planFee: 'Plan fee per year',
  subscriptionFee: 'Subscription fee',
  fundFees: 'Funds’ management fees (weighted) per year',
  allocation: 'Allocation',
  fund: 'Fund',
  assetClass: 'Asset class',
  weight: 'Weight',
  backTest: 'Back-test of the model',
  periods: { '1year': '1 year', '3years': '3 years', '5years': '5 years' },
  totalReturn: 'Total return',
  annualisedReturn: 'Annualised return',
  notEnoughHistory: 'Not enough price history',
  chartCaption: (period) => `Value of 10,000 over ${period}`,
  method:
    'Method: the plan’s current weights applied to its funds’ NAVs, starting at 10,000 and rebalanced to the weights at ' +
    'each month’s end; each fund at its last NAV on or before each day. NAVs only: no fees and no dividends.',
  disclaimer:
    'A back-test shows how the model would have done; it is not the return of any account, and past performance is ' +
    'not a guide to the future. Investment involves risk.',
};

const traditional: FactsheetTexts = {
  vocabulary: fundVocabularyZhHK,
  subtitle: (code, day) => `投資計劃 ${code} · 截至 ${day}`,
  footer: (code, day) => `計劃概覽 ${code} · ${day}`,
  code: '計劃編號',
  currency: '貨幣',
  riskLevel: '風險級別',
  theme: '主題',
  themes: { preservation: '保本', income: '收益', balanced: '均衡', growth: '增長', thematic: '主題' },
  minimumLumpSum: '最低一筆過投資額',
  minimumMonthlyAmount: '最低每月投資額',
  amountMultiple: '金額須為以下的倍數',
  planFee: '計劃年費',
  subscriptionFee: '認購費',
  fundFees: '基金管理費（加權）每年',
  allocation: '資產配置',
  fund: '基金',
  assetClass: '資產類別',
  weight: '比重',
  backTest: '模型回溯測試',
  periods: { '1year': '1 年', '3years': '3 年', '5years': '5 年' },
  totalReturn: '總回報',
  annualisedReturn: '年率化回報',
  notEnoughHistory: '價格歷史不足',
  chartCaption: (period) => `10,000 在 ${period} 內的價值`,
  method:
    '方法：以計劃現時的比重套用於其基金的資產淨值，由 10,000 開始，並於每月月底重新平衡至目標比重；每隻基金採用每日或之前的最後資產淨值。只計資產淨值：不計費用及股息。',
  disclaimer: '回溯測試只顯示模型過往的表現，並非任何帳戶的回報；過往表現並不代表將來。投資涉及風險。',
};

const simplified: FactsheetTexts = {
  vocabulary: fundVocabularyZhCN,
  subtitle: (code, day) => `投资计划 ${code} · 截至 ${day}`,
  footer: (code, day) => `计划概览 ${code} · ${day}`,
  code: '计划编号',
  currency: '货币',
  riskLevel: '风险级别',
  theme: '主题',
  themes: { preservation: '保本', income: '收益', balanced: '均衡', growth: '增长', thematic: '主题' },
  minimumLumpSum: '最低一次性投资额',
  minimumMonthlyAmount: '最低每月投资额',
  amountMultiple: '金额须为以下的倍数',
  planFee: '计划年费',
  subscriptionFee: '认购费',
  fundFees: '基金管理费（加权）每年',
  allocation: '资产配置',
  fund: '基金',
  assetClass: '资产类别',
  weight: '比重',
  backTest: '模型回溯测试',
  periods: { '1year': '1 年', '3years': '3 年', '5years': '5 年' },
  totalReturn: '总回报',
  annualisedReturn: '年化回报',
  notEnoughHistory: '价格历史不足',
  chartCaption: (period) => `10,000 在 ${period} 内的价值`,
  method:
    '方法：以计划现时的比重套用于其基金的资产净值，由 10,000 开始，并于每月月底重新平衡至目标比重；每只基金采用每日或之前的最后资产净值。只计资产净值：不计费用及股息。',
  disclaimer: '回溯测试只显示模型过往的表现，并非任何账户的回报；过往表现并不代表将来。投资涉及风险。',
};

export const factsheetTexts: Readonly<Record<Language, FactsheetTexts>> = {
  en: english,
  'zh-HK': traditional,
  'zh-CN': simplified,
};
