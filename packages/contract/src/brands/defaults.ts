import type { BrandCurrency, CutOffTimes } from './brand';

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

/** SPEC §9: the reporting currency unless a brand's reporting currencies lack it. */
export const defaultReportingCurrency = 'HKD' satisfies BrandCurrency;

/** SPEC §9. */
export const defaultMinimumAmountMultiplyFactor = 1;

/** ARCHITECTURE §4: cut-off times and trading hours are in the market's zone. */
export { defaultMarketTimeZone } from '../domain/date-format';
