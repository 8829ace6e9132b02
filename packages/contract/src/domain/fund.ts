import { Decimal } from 'decimal.js';
import type { CalendarDate } from './date-format';
import {
  assertDecimalPlaces,
  ExactDecimal,
  exactSignificantDigits,
  toDecimal,
  type DecimalInput,
} from './decimal-value';

/*
 * The fund domain (SPEC §3, §4): the fund's lists, its performance periods and dividend-yield bands, fund order
 * types and statuses, and the exact arithmetic of a fund order. Free of zod so a funds page can import the lists and
 * rules without the schema library; schemas built from these lists belong in a separate module.
 */

/** Whether `value` is one of `values`; the guards below share it. */
function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Fund lists. SPEC §3 names fund regions, categories and asset classes without showing their values: the values
// below are the portal's own, chosen here once so the server, the filters and the translations agree.

/** The regions a fund invests in (the portal's values; SPEC §3 does not show them). */
export const fundRegions = [
  'global',
  'asiaPacific',
  'greaterChina',
  'hongKong',
  'japan',
  'northAmerica',
  'europe',
  'emergingMarkets',
  'others',
] as const;
export type FundRegion = (typeof fundRegions)[number];

/** The kinds of fund (the portal's values; SPEC §3 does not show them). */
export const fundCategories = ['equity', 'bond', 'balanced', 'moneyMarket', 'index', 'thematic', 'others'] as const;
export type FundCategory = (typeof fundCategories)[number];

/** What a fund mainly holds (the portal's values; SPEC §3 does not show them). */
export const fundAssetClasses = [
  'equity',
  'fixedIncome',
  'multiAsset',
  'cash',
  'commodities',
  'realEstate',
  'alternatives',
] as const;
export type FundAssetClass = (typeof fundAssetClasses)[number];

export function isFundRegion(value: unknown): value is FundRegion {
  return isOneOf(fundRegions, value);
}

export function isFundCategory(value: unknown): value is FundCategory {
  return isOneOf(fundCategories, value);
}

export function isFundAssetClass(value: unknown): value is FundAssetClass {
  return isOneOf(fundAssetClasses, value);
}

// ---------------------------------------------------------------------------------------------------------------
// Risk levels. SPEC §3 says only "risk levels None to Locked"; the levels in between are the portal's reading: the
// usual seven-step scale of Hong Kong distributors, lowest first, with Locked last (a level above every other, so a
// Locked client profile or product never fits a lower one).

/** Risk levels from lowest to highest (SPEC §3: None to Locked; the steps between are the portal's). */
export const riskLevels = ['None', 'Low', 'LowToMedium', 'Medium', 'MediumToHigh', 'High', 'Locked'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export function isRiskLevel(value: unknown): value is RiskLevel {
  return isOneOf(riskLevels, value);
}

/** The place of a risk level on the scale: None 0, Low 1, … Locked 6; a higher rank is a higher risk. */
export function riskRank(level: RiskLevel): number {
  return riskLevels.indexOf(level);
}

// ---------------------------------------------------------------------------------------------------------------
// Performance periods (SPEC §3, exactly as listed).

export const fundPerformancePeriods = [
  'none',
  '1week',
  '1months',
  '3months',
  '6months',
  '1year',
  '2years',
  '3years',
  '4years',
  '5years',
  '10years',
  'ytd',
  'sinceLaunch',
] as const;
export type FundPerformancePeriod = (typeof fundPerformancePeriods)[number];

export function isFundPerformancePeriod(value: unknown): value is FundPerformancePeriod {
  return isOneOf(fundPerformancePeriods, value);
}

/** How far back each counted period reaches, in calendar months (years are 12 months). */
const periodMonths = {
  '1months': 1,
  '3months': 3,
  '6months': 6,
  '1year': 12,
  '2years': 24,
  '3years': 36,
  '4years': 48,
  '5years': 60,
  '10years': 120,
} as const satisfies Partial<Record<FundPerformancePeriod, number>>;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so the machine's zone plays no part.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function assertCalendarDate(date: CalendarDate, name: string): void {
  const { year, month, day } = date;
  const valid =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month);
  if (!valid) throw new RangeError(`${name} is not a calendar date: ${JSON.stringify(date)}`);
}

/** Negative when `a` is before `b`, zero on the same day, positive after. */
function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** `date` moved back by whole months, the day clamped to the end of a shorter month (31 May - 3 months = 28/29 Feb). */
function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function daysBefore(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day - days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The first day of a performance period that ends on `asOf`, a market (Asia/Hong_Kong) calendar day, for a fund
 * launched on `launch`: the day whose price the period's return is measured from.
 * - '1week' is 7 days back; months and years go back by calendar months, a day missing from the shorter month
 *   clamped to its last day (31 May - 3 months = 29 Feb in a leap year, else 28 Feb; 29 Feb 2024 - 1 year =
 *   28 Feb 2023). Only the day is clamped: 30 Apr - 1 month is 30 Mar, not 31 Mar;
 * - 'ytd' starts on 31 December of the year before `asOf`, the year-end price a year-to-date return is measured from
 *   (the portal's reading; SPEC §3 names the period only);
 * - 'sinceLaunch' starts on `launch`; no period starts before it, so a period longer than the fund's life starts on
 *   `launch` too;
 * - 'none' is no period at all and gives undefined.
 * Throws a RangeError for an invalid day or a fund launched after `asOf`.
 */
export function periodStart(
  period: FundPerformancePeriod,
  asOf: CalendarDate,
  launch: CalendarDate,
): CalendarDate | undefined {
  assertCalendarDate(asOf, 'asOf');
  assertCalendarDate(launch, 'launch');
  if (compareCalendarDates(launch, asOf) > 0) {
    throw new RangeError('A fund launched after the as-of day has no performance period');
  }
  let start: CalendarDate;
  switch (period) {
    case 'none':
      return undefined;
    case 'sinceLaunch':
      return { year: launch.year, month: launch.month, day: launch.day };
    case '1week':
      start = daysBefore(asOf, 7);
      break;
    case 'ytd':
      start = { year: asOf.year - 1, month: 12, day: 31 };
      break;
    default:
      start = monthsBefore(asOf, periodMonths[period]);
  }
  const from = compareCalendarDates(start, launch) < 0 ? launch : start;
  return { year: from.year, month: from.month, day: from.day };
}

// ---------------------------------------------------------------------------------------------------------------
// Dividend-yield bands (SPEC §3, exactly as listed). Each band holds its lower bound and stops below the next one.

export const fundDividendYieldBands = [
  'none',
  'lessThanFive',
  'fiveToTen',
  'tenToTwenty',
  'twentyToThirty',
  'thirtyToForty',
  'higherThanForty',
] as const;
export type FundDividendYieldBand = (typeof fundDividendYieldBands)[number];

export function isFundDividendYieldBand(value: unknown): value is FundDividendYieldBand {
  return isOneOf(fundDividendYieldBands, value);
}

/**
 * The yield range of each band in percent: `from` ≤ yield < `below` (no `below`: no upper bound). 'none' is the band
 * of a fund that pays no dividend: no yield, or a yield of exactly 0.
 */
export const fundDividendYieldBandRanges = {
  lessThanFive: { from: '0', below: '5' },
  fiveToTen: { from: '5', below: '10' },
  tenToTwenty: { from: '10', below: '20' },
  twentyToThirty: { from: '20', below: '30' },
  thirtyToForty: { from: '30', below: '40' },
  higherThanForty: { from: '40' },
} as const satisfies Record<Exclude<FundDividendYieldBand, 'none'>, { from: string; below?: string }>;

/**
 * The band of a dividend yield given in percent as a decimal ('4.99' is 4.99 %): 'none' when there is no dividend
 * (undefined, null or 0), 'lessThanFive' for 0 < y < 5, 'fiveToTen' for 5 ≤ y < 10, 'tenToTwenty' for 10 ≤ y < 20,
 * 'twentyToThirty' for 20 ≤ y < 30, 'thirtyToForty' for 30 ≤ y < 40 and 'higherThanForty' for y ≥ 40. Exact: a yield
 * of '4.9999999999999999999' is still below 5. Throws a RangeError for a negative yield.
 */
export function dividendYieldBandOf(yieldPercent: DecimalInput | null | undefined): FundDividendYieldBand {
  if (yieldPercent === null || yieldPercent === undefined) return 'none';
  const percent = toDecimal(yieldPercent);
  if (percent.isNegative() && !percent.isZero()) {
    throw new RangeError(`A dividend yield cannot be negative: ${percent.toString()}`);
  }
  if (percent.isZero()) return 'none';
  if (percent.lessThan(5)) return 'lessThanFive';
  if (percent.lessThan(10)) return 'fiveToTen';
  if (percent.lessThan(20)) return 'tenToTwenty';
  if (percent.lessThan(30)) return 'twentyToThirty';
  if (percent.lessThan(40)) return 'thirtyToForty';
  return 'higherThanForty';
}

// ---------------------------------------------------------------------------------------------------------------
// Fund orders (SPEC §3 Fund order, §4 Fund order status).

/** Order type: subscribe (S) or redeem (R). */
export const fundOrderTypes = ['S', 'R'] as const;
export type FundOrderType = (typeof fundOrderTypes)[number];
export const fundOrderTypeNames = { S: 'subscribe', R: 'redeem' } as const satisfies Record<FundOrderType, string>;

/** Direction: in (I) or out (O). */
export const fundOrderDirections = ['I', 'O'] as const;
export type FundOrderDirection = (typeof fundOrderDirections)[number];
export const fundOrderDirectionNames = { I: 'in', O: 'out' } as const satisfies Record<FundOrderDirection, string>;

/** What the order's quantity counts: an amount of money or a number of units. */
export const fundOrderBases = ['amount', 'unit'] as const;
export type FundOrderBasis = (typeof fundOrderBases)[number];

/** Fund order statuses in the SPEC's numeric order (SPEC §4; the numbers themselves are not shown). */
export const fundOrderStatuses = [
  'pending',
  'submitted',
  'processing',
  'deducted',
  'priced',
  'settled',
  'cancelled',
  'rejected',
  'failed',
] as const;
export type FundOrderStatus = (typeof fundOrderStatuses)[number];

/** The statuses an order never leaves (the portal's reading; SPEC §4 does not show the transitions). */
export const finalFundOrderStatuses = [
  'settled',
  'cancelled',
  'rejected',
  'failed',
] as const satisfies readonly FundOrderStatus[];

export function isFundOrderType(value: unknown): value is FundOrderType {
  return isOneOf(fundOrderTypes, value);
}

export function isFundOrderDirection(value: unknown): value is FundOrderDirection {
  return isOneOf(fundOrderDirections, value);
}

export function isFundOrderBasis(value: unknown): value is FundOrderBasis {
  return isOneOf(fundOrderBases, value);
}

export function isFundOrderStatus(value: unknown): value is FundOrderStatus {
  return isOneOf(fundOrderStatuses, value);
}

export function isFinalFundOrderStatus(status: FundOrderStatus): boolean {
  return isOneOf(finalFundOrderStatuses, status);
}

// ---------------------------------------------------------------------------------------------------------------
// Fund order arithmetic. decimal.js rounds every product and quotient to 20 significant digits by default, which
// would round '12345678901.23' × '1.2345' before the rule's own rounding: the arithmetic here runs on a wider copy
// (exact for any figure a fund order carries) and hands back an ordinary Decimal. rounding.ts is not used because it
// loads zod; its modes agree with these for the non-negative figures here: units round like its 'down', fees like its
// 'normal'.

function wide(value: DecimalInput, name: string): Decimal {
  const decimal = toDecimal(value);
  if (decimal.isNegative() && !decimal.isZero()) {
    throw new RangeError(`${name} cannot be negative: ${decimal.toString()}`);
  }
  return new ExactDecimal(decimal);
}

/** Back to an ordinary Decimal; refuses a result too long to be exact (never for real amounts). */
function narrow(result: Decimal): Decimal {
  if (result.precision() >= exactSignificantDigits) {
    throw new RangeError('The figures are too long to compute exactly');
  }
  return new Decimal(result.toFixed());
}

/**
 * The minimum subscription amount a brand applies: the fund's minimum times the brand's minimumAmountMultiplyFactor
 * (SPEC §9, default 1), exact and unrounded: '1000' × '1.5' = '1500'.
 */
export function minimumSubscriptionOf(minimum: DecimalInput, factor: DecimalInput): Decimal {
  return narrow(wide(minimum, 'The minimum subscription').times(wide(factor, 'The minimum amount factor')));
}

/**
 * What an amount paid in another currency is in the fund's currency: payAmount × fxRate rounded DOWN to the fund
 * currency's precision, so the fund never counts more than was paid: payInFundCurrency('100', '7.785', 2) = '778.5'.
 */
export function payInFundCurrency(payAmount: DecimalInput, fxRate: DecimalInput, fundPrecision: number): Decimal {
  assertDecimalPlaces(fundPrecision);
  const exact = wide(payAmount, 'The amount paid').times(wide(fxRate, 'The exchange rate'));
  return narrow(exact.toDecimalPlaces(fundPrecision, Decimal.ROUND_DOWN));
}

/**
 * The units a net subscription amount buys at a price (NAV): netAmount ÷ nav rounded DOWN (towards zero, which for
 * these non-negative figures is the floor) to the fund's unit decimals, so a client is never given a fraction of a
 * unit the money did not pay for: unitsFor('10000', '3', 4) = '3333.3333'. The amount is in the fund's currency.
 */
export function unitsFor(netAmount: DecimalInput, nav: DecimalInput, unitDecimals: number): Decimal {
  assertDecimalPlaces(unitDecimals);
  const price = wide(nav, 'The NAV');
  if (price.isZero()) throw new RangeError('The NAV must be above zero');
  const scale = new ExactDecimal(10).pow(unitDecimals);
  // Whole units of 10^-unitDecimals: an exact integer division that truncates, then shifted back.
  const smallestUnits = wide(netAmount, 'The net amount').times(scale).dividedToIntegerBy(price);
  return narrow(smallestUnits.dividedBy(scale));
}

/**
 * The fee on an amount at a rate given in percent ('1.5' is 1.5 %), rounded HALF-UP to the currency's precision (a
 * half cent goes up): feeOf('10000.50', '1.5', 2) = '150.01' (150.0075 exactly). SPEC §3 Currency precision.
 */
export function feeOf(amount: DecimalInput, feeRatePercent: DecimalInput, currencyPrecision: number): Decimal {
  assertDecimalPlaces(currencyPrecision);
  const exactFee = wide(amount, 'The amount').times(wide(feeRatePercent, 'The fee rate')).dividedBy(100);
  return narrow(exactFee.toDecimalPlaces(currencyPrecision, Decimal.ROUND_HALF_UP));
}
