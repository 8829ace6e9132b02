import type { BrandConfig } from '@portal/contract/brands';
import { isAfterCutOffTime } from '@portal/contract/domain/cut-off-time';
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  marketDayOf,
  marketInstant,
} from '../../platform/market/market-calendar';

/**
 * The brand's deposit cut-off (SPEC §9; demo 17:00 Asia/Hong_Kong) decides when a deposit is expected on the account:
 * made on a business day before the cut-off, the same business day; at or after it, or on a weekend, the next
 * business day.
 */
export type DepositTiming = { readonly afterCutOff: boolean; readonly expectedCreditDate: string };

export function depositTimingAt(brand: Pick<BrandConfig, 'cutOffTimes' | 'marketTimeZone'>, now: Date): DepositTiming {
  const day = marketDayOf(now, brand.marketTimeZone);
  if (isBusinessDay(day) && !isAfterCutOffTime(now, brand.cutOffTimes.deposit, brand.marketTimeZone)) {
    return { afterCutOff: false, expectedCreditDate: day };
  }
  return { afterCutOff: true, expectedCreditDate: addBusinessDays(addDays(day, 1), 0) };
}

/**
 * The back-office simulator's rule (ADR 032), on the server clock: a pending request is taken up (processing) five
 * minutes after it was made; it is decided 30 minutes after it was made but not before 09:00 on its expected credit
 * date. It is rejected when its amount is over 1,000,000 in its currency (the bank reports it not received in full)
 * and accepted otherwise.
 */
export const backOfficeRule = {
  processingAfterMs: 5 * 60_000,
  decisionAfterMs: 30 * 60_000,
  decisionTime: '09:00',
  automaticAcceptLimit: '1000000',
  rejectReason: 'The bank reports the amount was not received in full.',
} as const;

export function processingDueAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + backOfficeRule.processingAfterMs);
}

export function decisionDueAt(submittedAt: Date, expectedCreditDate: string, timeZone: string): Date {
  const earliest = submittedAt.getTime() + backOfficeRule.decisionAfterMs;
  const creditMorning = marketInstant(expectedCreditDate, backOfficeRule.decisionTime, timeZone).getTime();
  return new Date(Math.max(earliest, creditMorning));
}
