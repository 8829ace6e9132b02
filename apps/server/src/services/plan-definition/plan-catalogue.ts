import type { FundCategory } from '@portal/contract/domain/fund';
import type { PlanTheme } from '@portal/contract/domain/plan';

/*
 * The demo plans every plan-enabled brand is seeded with (issue 27 part 1): eight in HKD from conservative to
 * aggressive, and, where the brand holds USD cash, four in USD. Each plan lists sleeves — a fund category and a weight
 * — and the seed fills each with a fund of the brand's own catalogue (plan-seed.ts), so the same plans stand on every
 * brand's subset of the funds.
 */

export type PlanSleeve = { readonly categories: readonly FundCategory[]; readonly weightBasisPoints: number };

export type PlanTemplate = {
  readonly id: string;
  readonly currency: 'HKD' | 'USD';
  readonly theme: PlanTheme;
  /** The highest risk level a fund of the plan may have (the plan's level is its riskiest fund's). */
  readonly riskCap: 'Low' | 'LowToMedium' | 'Medium' | 'MediumToHigh' | 'High';
  readonly names: readonly [en: string, zhHK: string, zhCN: string];
  readonly descriptions: readonly [en: string, zhHK: string, zhCN: string];
  readonly sleeves: readonly PlanSleeve[];
  readonly status: 'active' | 'draft';
};

const mm = ['moneyMarket'] as const;
const bond = ['bond'] as const;
const balanced = ['balanced'] as const;
const equity = ['equity', 'index'] as const;
const thematic = ['thematic', 'equity'] as const;

/** Minimums before the brand's factor, and the multiple, by currency. */
export const planAmountsOf = {
  HKD: { minimumLumpSum: '10000', minimumMonthlyAmount: '1000', amountMultiple: '100' },
  USD: { minimumLumpSum: '2000', minimumMonthlyAmount: '200', amountMultiple: '10' },
} as const;

export const planTemplates: readonly PlanTemplate[] = [
  {
    id: 'HKD-PRE-01',
    currency: 'HKD',
    theme: 'preservation',
    riskCap: 'Low',
    names: ['Capital Keeper', '保本之選', '保本之选'],
    descriptions: [
      'Money market funds only: for cash you may need soon.',
      '只投資貨幣市場基金：適合短期內或需動用的資金。',
      '只投资货币市场基金：适合短期内或需动用的资金。',
    ],
    sleeves: [
      { categories: mm, weightBasisPoints: 6000 },
      { categories: mm, weightBasisPoints: 4000 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-PRE-02',
    currency: 'HKD',
    theme: 'preservation',
    riskCap: 'LowToMedium',
    names: ['Cash Plus', '現金增值', '现金增值'],
    descriptions: [
      'Mostly money market, with some short bonds for a little more return.',
      '以貨幣市場為主，輔以短期債券，爭取稍高回報。',
      '以货币市场为主，辅以短期债券，争取稍高回报。',
    ],
    sleeves: [
      { categories: mm, weightBasisPoints: 7000 },
      { categories: bond, weightBasisPoints: 3000 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-INC-01',
    currency: 'HKD',
    theme: 'income',
    riskCap: 'Medium',
    names: ['Steady Income', '穩健收益', '稳健收益'],
    descriptions: [
      'Bonds for regular income, with a cash cushion.',
      '以債券賺取穩定收益，並保留現金緩衝。',
      '以债券赚取稳定收益，并保留现金缓冲。',
    ],
    sleeves: [
      { categories: bond, weightBasisPoints: 5500 },
      { categories: bond, weightBasisPoints: 3000 },
      { categories: mm, weightBasisPoints: 1500 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-BAL-01',
    currency: 'HKD',
    theme: 'balanced',
    riskCap: 'Medium',
    names: ['Balanced Core', '均衡核心', '均衡核心'],
    descriptions: [
      'A mixed fund at its core, with bonds and cash around it.',
      '以混合基金為核心，配以債券及現金。',
      '以混合基金为核心，配以债券及现金。',
    ],
    sleeves: [
      { categories: balanced, weightBasisPoints: 5000 },
      { categories: bond, weightBasisPoints: 3000 },
      { categories: mm, weightBasisPoints: 2000 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-BAL-02',
    currency: 'HKD',
    theme: 'balanced',
    riskCap: 'MediumToHigh',
    names: ['Balanced Growth', '均衡增長', '均衡增长'],
    descriptions: [
      'Equities and bonds in equal parts, with a mixed fund.',
      '股票與債券各佔一半，另加混合基金。',
      '股票与债券各占一半，另加混合基金。',
    ],
    sleeves: [
      { categories: equity, weightBasisPoints: 4000 },
      { categories: bond, weightBasisPoints: 4000 },
      { categories: balanced, weightBasisPoints: 2000 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-GRO-01',
    currency: 'HKD',
    theme: 'growth',
    riskCap: 'MediumToHigh',
    names: ['Growth', '增長', '增长'],
    descriptions: [
      'Mostly equities for long-term growth; expect ups and downs.',
      '以股票為主，追求長線增長；價格或會大幅波動。',
      '以股票为主，追求长线增长；价格或会大幅波动。',
    ],
    sleeves: [
      { categories: equity, weightBasisPoints: 6500 },
      { categories: bond, weightBasisPoints: 2500 },
      { categories: mm, weightBasisPoints: 1000 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-GRO-02',
    currency: 'HKD',
    theme: 'growth',
    riskCap: 'MediumToHigh',
    names: ['Equity Builder', '股票積累', '股票积累'],
    descriptions: [
      'Two equity funds and a bond fund: for ten years or more.',
      '兩隻股票基金加一隻債券基金：適合十年或以上的投資期。',
      '两只股票基金加一只债券基金：适合十年或以上的投资期。',
    ],
    sleeves: [
      { categories: equity, weightBasisPoints: 5000 },
      { categories: equity, weightBasisPoints: 3500 },
      { categories: bond, weightBasisPoints: 1500 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-GRO-03',
    currency: 'HKD',
    theme: 'growth',
    riskCap: 'MediumToHigh',
    names: ['All Equity', '全股票', '全股票'],
    descriptions: [
      'Equities only: the most growth and the largest swings.',
      '只投資股票：增長潛力最大，波動亦最大。',
      '只投资股票：增长潜力最大，波动亦最大。',
    ],
    sleeves: [
      { categories: equity, weightBasisPoints: 5000 },
      { categories: equity, weightBasisPoints: 3000 },
      { categories: equity, weightBasisPoints: 2000 },
    ],
    status: 'active',
  },
  {
    id: 'HKD-NEW-01',
    currency: 'HKD',
    theme: 'balanced',
    riskCap: 'Medium',
    names: ['Income and Growth', '收益與增長', '收益与增长'],
    descriptions: [
      'Not offered yet: a mixed fund with bonds.',
      '尚未推出：混合基金配以債券。',
      '尚未推出：混合基金配以债券。',
    ],
    sleeves: [
      { categories: balanced, weightBasisPoints: 6000 },
      { categories: bond, weightBasisPoints: 4000 },
    ],
    status: 'draft',
  },
  {
    id: 'USD-PRE-01',
    currency: 'USD',
    theme: 'preservation',
    riskCap: 'LowToMedium',
    names: ['Dollar Reserve', '美元儲備', '美元储备'],
    descriptions: ['US dollar money market and short bonds.', '美元貨幣市場及短期債券。', '美元货币市场及短期债券。'],
    sleeves: [
      { categories: mm, weightBasisPoints: 6000 },
      { categories: bond, weightBasisPoints: 4000 },
    ],
    status: 'active',
  },
  {
    id: 'USD-BAL-01',
    currency: 'USD',
    theme: 'balanced',
    riskCap: 'Medium',
    names: ['Dollar Balanced', '美元均衡', '美元均衡'],
    descriptions: [
      'Mixed funds and bonds in US dollars.',
      '以美元計價的混合基金及債券。',
      '以美元计价的混合基金及债券。',
    ],
    sleeves: [
      { categories: balanced, weightBasisPoints: 5000 },
      { categories: bond, weightBasisPoints: 3500 },
      { categories: mm, weightBasisPoints: 1500 },
    ],
    status: 'active',
  },
  {
    id: 'USD-GRO-01',
    currency: 'USD',
    theme: 'growth',
    riskCap: 'High',
    names: ['Global Growth', '環球增長', '环球增长'],
    descriptions: [
      'Global equity and index funds in US dollars.',
      '以美元計價的環球股票及指數基金。',
      '以美元计价的环球股票及指数基金。',
    ],
    sleeves: [
      { categories: equity, weightBasisPoints: 5000 },
      { categories: equity, weightBasisPoints: 3000 },
      { categories: bond, weightBasisPoints: 2000 },
    ],
    status: 'active',
  },
  {
    id: 'USD-THM-01',
    currency: 'USD',
    theme: 'thematic',
    riskCap: 'High',
    names: ['Future Themes', '未來主題', '未来主题'],
    descriptions: [
      'Thematic funds (technology, health, climate): the most aggressive plan.',
      '主題基金（科技、醫療、氣候）：最進取的計劃。',
      '主题基金（科技、医疗、气候）：最进取的计划。',
    ],
    sleeves: [
      { categories: thematic, weightBasisPoints: 4000 },
      { categories: thematic, weightBasisPoints: 3500 },
      { categories: equity, weightBasisPoints: 2500 },
    ],
    status: 'active',
  },
];
