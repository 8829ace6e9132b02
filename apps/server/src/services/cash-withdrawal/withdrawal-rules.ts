import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import type { BrandConfig } from '@portal/contract/brands';
import { isAfterCutOffTime } from '@portal/contract/domain/cut-off-time';
import { defaultDailyWithdrawalLimits } from '@portal/contract/domain/cash/withdrawal-rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  marketDayOf,
  marketInstant,
} from '../../platform/market/market-calendar';
import type { AccountKey } from './bank-accounts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Withdrawals are reckoned in Hong Kong business days (Monday to Friday, platform/market/market-calendar). */
export const withdrawalTimeZone = 'Asia/Hong_Kong';

/** The statuses that count against the daily limit and still hold or have paid money. */
export const countedStatuses = ['pending', 'processing', 'accept'] as const;

/** The Hong Kong day of a moment. */
export function hongKongDayOf(now: Date): string {
  return marketDayOf(now, withdrawalTimeZone);
}

/**
 * ADR 033: a withdrawal made before the brand's withdraw cut-off on a business day is processed that day; one made at or
 * after the cut-off, or on a weekend, is accepted and processed the next business day (the date the form shows).
 */
export function processingDateOf(brand: Pick<BrandConfig, 'cutOffTimes'>, now: Date): string {
  const today = hongKongDayOf(now);
  if (isBusinessDay(today) && !isAfterCutOffTime(now, brand.cutOffTimes.withdraw, withdrawalTimeZone)) return today;
  return addBusinessDays(addDays(today, 1), 0);
}

export function isAfterCutOff(brand: Pick<BrandConfig, 'cutOffTimes'>, now: Date): boolean {
  return processingDateOf(brand, now) !== hongKongDayOf(now);
}

/** The daily limit of a currency (ADR 033 defaults); zero for a currency without one. */
export function dailyLimitOf(currency: string): Decimal {
  return new ExactDecimal(defaultDailyWithdrawalLimits[currency] ?? '0');
}

/** The sum of the account's pending, processing and accepted withdrawals of a currency on a processing day. */
export async function usedOnDay(db: Executor, account: AccountKey, currency: string, day: string): Promise<Decimal> {
  const rows = await db
    .selectFrom('cash_withdrawal')
    .select('amount')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('currency', '=', currency)
    .where('processing_date', '=', day)
    .where('status', 'in', [...countedStatuses])
    .execute();
  return rows.reduce((sum, row) => sum.plus(row.amount), new ExactDecimal(0));
}

/** The simulated back office's times on a processing day (ADR 033): taken up at the cut-off, paid at 15:00. */
export function processingStartsAt(brand: Pick<BrandConfig, 'cutOffTimes'>, day: string): Date {
  return marketInstant(day, brand.cutOffTimes.withdraw, withdrawalTimeZone);
}
export const paymentTime = '15:00';
export function paymentAt(brand: Pick<BrandConfig, 'cutOffTimes'>, day: string): Date {
  const start = processingStartsAt(brand, day);
  const paid = marketInstant(day, paymentTime, withdrawalTimeZone);
  return paid.getTime() > start.getTime() ? paid : new Date(start.getTime() + 60 * 60_000);
}

/**
 * The simulated bank's deterministic answer (ADR 033): it returns a withdrawal whose amount's whole part ends in 13
 * (13, 1,013.00, 250,013.50) as "name on the account does not match"; it pays every other one.
 */
export function bankReturns(amount: string): boolean {
  const whole = new ExactDecimal(amount).trunc().toFixed();
  return whole.endsWith('13');
}
export const bankReturnReason = 'The receiving bank returned the payment: the name on the account does not match.';
