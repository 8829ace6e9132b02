import type { BrandCurrency, CutOffTimes, DepositInstructions } from './brand';

/** SPEC §9: order, deposit and withdraw cut-off times unless a brand sets its own. */
export const defaultCutOffTimes = {
  order: '16:30',
  deposit: '16:30',
  withdraw: '16:30',
} as const satisfies CutOffTimes;

/** SPEC §9: cut-off times of team and demo. */
export const teamAndDemoCutOffTimes = {
  order: '16:00',
  deposit: '17:00',
  withdraw: '11:00',
} as const satisfies CutOffTimes;

/** SPEC §9: default cash currencies. */
export const defaultCashCurrencies = ['HKD', 'CNY'] as const satisfies readonly BrandCurrency[];

/**
 * Where deposits are sent unless a brand names its own (demo values: a client trust account per currency at one
 * Hong Kong bank, and an FPS identifier). The deposit service lists those of the brand's cash currencies.
 */
export const defaultDepositInstructions = {
  bankAccounts: [
    {
      currency: 'HKD',
      bankName: {
        en: 'The Hongkong and Shanghai Banking Corporation Limited',
        'zh-HK': '香港上海滙豐銀行有限公司',
        'zh-CN': '香港上海汇丰银行有限公司',
      },
      bankCode: '004',
      accountName: {
        en: 'Portal Securities Limited - Client Trust Account',
        'zh-HK': '平台證券有限公司 - 客戶信託帳戶',
        'zh-CN': '平台证券有限公司 - 客户信托账户',
      },
      accountNumber: '004-512-734861-001',
    },
    {
      currency: 'USD',
      bankName: {
        en: 'The Hongkong and Shanghai Banking Corporation Limited',
        'zh-HK': '香港上海滙豐銀行有限公司',
        'zh-CN': '香港上海汇丰银行有限公司',
      },
      bankCode: '004',
      accountName: {
        en: 'Portal Securities Limited - Client Trust Account',
        'zh-HK': '平台證券有限公司 - 客戶信託帳戶',
        'zh-CN': '平台证券有限公司 - 客户信托账户',
      },
      accountNumber: '004-512-734861-201',
    },
    {
      currency: 'CNY',
      bankName: {
        en: 'Bank of China (Hong Kong) Limited',
        'zh-HK': '中國銀行（香港）有限公司',
        'zh-CN': '中国银行（香港）有限公司',
      },
      bankCode: '012',
      accountName: {
        en: 'Portal Securities Limited - Client Trust Account',
        'zh-HK': '平台證券有限公司 - 客戶信託帳戶',
        'zh-CN': '平台证券有限公司 - 客户信托账户',
      },
      accountNumber: '012-875-0-093427-6',
    },
  ],
  fpsIdentifier: '1638294',
  fpsName: { en: 'Portal Securities Limited', 'zh-HK': '平台證券有限公司', 'zh-CN': '平台证券有限公司' },
} as const satisfies DepositInstructions;

/** SPEC §9: the reporting currency unless a brand's reporting currencies lack it. */
export const defaultReportingCurrency = 'HKD' satisfies BrandCurrency;

/** SPEC §9. */
export const defaultMinimumAmountMultiplyFactor = 1;

/** ARCHITECTURE §4: cut-off times and trading hours are in the market's zone. */
export { defaultMarketTimeZone } from '../domain/date-format';
