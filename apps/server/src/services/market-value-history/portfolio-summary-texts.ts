import type { PortfolioAssetCategory, PortfolioReturnPeriod } from '@portal/contract';
import { fundVocabularyEnglish, type FundVocabulary } from '@portal/contract/domain/fund-vocabulary';
import { fundVocabularyZhCN } from '@portal/contract/domain/fund-vocabulary-zh-cn';
import { fundVocabularyZhHK } from '@portal/contract/domain/fund-vocabulary-zh-hk';
import type { Language } from '@portal/contract/domain/language';

/**
 * What the portfolio summary PDF prints, in the client's language (ADR 024, issue 26 part 2). The words are those of
 * the web page's 'wealthPortfolio' namespace, so the page and the document say the same thing.
 */
export type PortfolioSummaryTexts = {
  readonly title: string;
  readonly subtitle: (accountCode: string, date: string) => string;
  readonly subject: (accountCode: string, date: string) => string;
  readonly footer: (accountCode: string, date: string) => string;
  readonly account: string;
  readonly date: string;
  readonly netWorth: (currency: string) => string;
  readonly valuedAt: string;
  readonly rateTime: string;
  readonly allocation: string;
  readonly category: string;
  readonly value: (currency: string) => string;
  readonly share: string;
  readonly holdings: string;
  readonly holding: string;
  readonly market: string;
  readonly riskLevel: string;
  readonly currency: string;
  readonly quantity: string;
  readonly holdingValue: string;
  readonly empty: string;
  readonly performance: string;
  readonly period: string;
  readonly from: string;
  readonly to: string;
  readonly timeWeighted: string;
  readonly moneyWeighted: string;
  readonly notEnoughHistory: string;
  readonly method: string;
  readonly markets: Readonly<Record<'cash' | 'virtualAssets' | 'other', string>>;
  readonly categories: Readonly<Record<PortfolioAssetCategory, string>>;
  readonly periods: Readonly<Record<PortfolioReturnPeriod, string>>;
  /** Risk levels and fund regions (a fund's market) in words. */
  readonly vocabulary: FundVocabulary;
};

const periodsOf = (vocabulary: FundVocabulary, sinceStart: string): Record<PortfolioReturnPeriod, string> => ({
  '1week': vocabulary.periods['1week'],
  '1months': vocabulary.periods['1months'],
  '3months': vocabulary.periods['3months'],
  '6months': vocabulary.periods['6months'],
  '1year': vocabulary.periods['1year'],
  '2years': vocabulary.periods['2years'],
  '3years': vocabulary.periods['3years'],
  '4years': vocabulary.periods['4years'],
  '5years': vocabulary.periods['5years'],
  '10years': vocabulary.periods['10years'],
  ytd: vocabulary.periods.ytd,
  sinceLaunch: sinceStart,
});

const english: PortfolioSummaryTexts = {
  title: 'Portfolio summary',
  subtitle: (accountCode, date) => `Account ${accountCode} - as of ${date}`,
  subject: (accountCode, date) => `Portfolio summary of account ${accountCode} as of ${date}`,
  footer: (accountCode, date) =>
    `Portfolio summary - ${accountCode} - ${date}. Values are indicative, at the prices and exchange rates shown.`,
  account: 'Account',
  date: 'Date',
  netWorth: (currency) => `Net worth (${currency})`,
  valuedAt: 'Valued at',
  rateTime: 'Exchange rates as of',
  allocation: 'Allocation by asset class',
  category: 'Asset class',
  value: (currency) => `Value (${currency})`,
  share: 'Share',
  holdings: 'Holdings',
  holding: 'Holding',
  market: 'Market',
  riskLevel: 'Risk',
  currency: 'Currency',
  quantity: 'Quantity',
  holdingValue: 'Value',
  empty: 'You hold nothing yet: no funds, stocks, virtual assets, cash or other assets.',
  performance: 'Performance',
  period: 'Period',
  from: 'From',
  to: 'To',
  timeWeighted: 'Time-weighted return',
  moneyWeighted: 'Money-weighted return',
  notEnoughHistory: 'Not enough history',
  method:
    'How we measure: deposits, withdrawals and transfers in or out are not gains or losses, so they are taken out. ' +
    'The time-weighted return links the growth of each day between valuations, so it shows how the investments did ' +
    'whatever you paid in or took out. The money-weighted return is the one rate at which your starting value and ' +
    "every payment in and out would have grown to today's value, so it also reflects when you paid in. Both are for " +
    'the whole period, not per year.',
  markets: { cash: 'Cash', virtualAssets: 'Virtual assets', other: 'Other' },
  categories: {
    cash: 'Cash',
    stock: 'Stocks',
    bond: 'Bonds',
    fund: 'Funds',
    etf: 'ETFs',
    optionsFutures: 'Options and futures',
    fx: 'FX',
    commodities: 'Commodities',
    cryptocurrencies: 'Virtual assets',
    realEstate: 'Real estate',
    vehicle: 'Vehicles',
    luxuryGood: 'Luxury goods',
    others: 'Others',
  },
  periods: periodsOf(fundVocabularyEnglish, 'Since the first snapshot'),
  vocabulary: fundVocabularyEnglish,
};

const traditional: PortfolioSummaryTexts = {
  title: '投資組合摘要',
  subtitle: (accountCode, date) => `帳戶 ${accountCode} - 截至 ${date}`,
  subject: (accountCode, date) => `帳戶 ${accountCode} 截至 ${date} 的投資組合摘要`,
  footer: (accountCode, date) => `投資組合摘要 - ${accountCode} - ${date}。所示價值僅供參考，按所示價格及匯率計算。`,
  account: '帳戶',
  date: '日期',
  netWorth: (currency) => `資產淨值（${currency}）`,
  valuedAt: '估值時間',
  rateTime: '匯率截至',
  allocation: '按資產類別的資產分佈',
  category: '資產類別',
  value: (currency) => `市值（${currency}）`,
  share: '比重',
  holdings: '持倉',
  holding: '持倉',
  market: '市場',
  riskLevel: '風險',
  currency: '貨幣',
  quantity: '數量',
  holdingValue: '市值',
  empty: '你尚未持有任何資產：沒有基金、股票、虛擬資產、現金或其他資產。',
  performance: '表現',
  period: '期間',
  from: '由',
  to: '至',
  timeWeighted: '時間加權回報',
  moneyWeighted: '金額加權回報',
  notEnoughHistory: '歷史數據不足',
  method:
    '計算方法：存款、提款及轉入轉出並非盈虧，因此不計入回報。時間加權回報把每段估值之間的增長連乘，' +
    '反映投資本身的表現，不受你何時注資或提款影響。金額加權回報是令期初價值及每筆資金進出增長至今日價值的單一回報率，' +
    '因此亦反映你注資的時間。兩者均為整段期間的回報，並非年率。',
  markets: { cash: '現金', virtualAssets: '虛擬資產', other: '其他' },
  categories: {
    cash: '現金',
    stock: '股票',
    bond: '債券',
    fund: '基金',
    etf: '交易所買賣基金',
    optionsFutures: '期權及期貨',
    fx: '外匯',
    commodities: '商品',
    cryptocurrencies: '虛擬資產',
    realEstate: '房地產',
    vehicle: '汽車',
    luxuryGood: '奢侈品',
    others: '其他',
  },
  periods: periodsOf(fundVocabularyZhHK, '自首個快照起'),
  vocabulary: fundVocabularyZhHK,
};

const simplified: PortfolioSummaryTexts = {
  title: '投资组合摘要',
  subtitle: (accountCode, date) => `账户 ${accountCode} - 截至 ${date}`,
  subject: (accountCode, date) => `账户 ${accountCode} 截至 ${date} 的投资组合摘要`,
  footer: (accountCode, date) => `投资组合摘要 - ${accountCode} - ${date}。所示价值仅供参考，按所示价格及汇率计算。`,
  account: '账户',
  date: '日期',
  netWorth: (currency) => `资产净值（${currency}）`,
  valuedAt: '估值时间',
  rateTime: '汇率截至',
  allocation: '按资产类别的资产分布',
  category: '资产类别',
  value: (currency) => `市值（${currency}）`,
  share: '占比',
  holdings: '持仓',
  holding: '持仓',
  market: '市场',
  riskLevel: '风险',
  currency: '货币',
  quantity: '数量',
  holdingValue: '市值',
  empty: '你尚未持有任何资产：没有基金、股票、虚拟资产、现金或其他资产。',
  performance: '表现',
  period: '期间',
  from: '由',
  to: '至',
  timeWeighted: '时间加权回报',
  moneyWeighted: '金额加权回报',
  notEnoughHistory: '历史数据不足',
  method:
    '计算方法：存款、提款及转入转出并非盈亏，因此不计入回报。时间加权回报把每段估值之间的增长连乘，' +
    '反映投资本身的表现，不受你何时注资或提款影响。金额加权回报是令期初价值及每笔资金进出增长至今日价值的单一回报率，' +
    '因此亦反映你注资的时间。两者均为整段期间的回报，并非年率。',
  markets: { cash: '现金', virtualAssets: '虚拟资产', other: '其他' },
  categories: {
    cash: '现金',
    stock: '股票',
    bond: '债券',
    fund: '基金',
    etf: '交易所交易基金',
    optionsFutures: '期权及期货',
    fx: '外汇',
    commodities: '商品',
    cryptocurrencies: '虚拟资产',
    realEstate: '房地产',
    vehicle: '汽车',
    luxuryGood: '奢侈品',
    others: '其他',
  },
  periods: periodsOf(fundVocabularyZhCN, '自首个快照起'),
  vocabulary: fundVocabularyZhCN,
};

export const portfolioSummaryTexts: Readonly<Record<Language, PortfolioSummaryTexts>> = {
  en: english,
  'zh-HK': traditional,
  'zh-CN': simplified,
};
