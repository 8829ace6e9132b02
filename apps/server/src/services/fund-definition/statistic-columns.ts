import { ExactDecimal, type MeasuredFundPerformancePeriod } from '@portal/contract';
import type { FundStatisticTable, PerformanceColumn } from './fund-tables';

/* How fund_statistic stores a return: the column of each period, and the stored figure as the contract writes it. */

/** The fund_statistic column of each measured period's return, in hundredths of a percent. */
export const performanceColumnOf = {
  '1week': 'performance_1week',
  '1months': 'performance_1months',
  '3months': 'performance_3months',
  '6months': 'performance_6months',
  '1year': 'performance_1year',
  '2years': 'performance_2years',
  '3years': 'performance_3years',
  '4years': 'performance_4years',
  '5years': 'performance_5years',
  '10years': 'performance_10years',
  ytd: 'performance_ytd',
  sinceLaunch: 'performance_since_launch',
} as const satisfies Record<MeasuredFundPerformancePeriod, keyof FundStatisticTable>;

export type PerformanceColumns = {
  [Column in (typeof performanceColumnOf)[MeasuredFundPerformancePeriod]]: PerformanceColumn;
};

/** A stored return (hundredths of a percent) as the contract writes it: a percent with two decimals, or null. */
export function percentOfStored(hundredths: PerformanceColumn): string | null {
  return hundredths === null ? null : new ExactDecimal(hundredths).dividedBy(100).toFixed(2);
}
