import { z } from 'zod';
import { defaultMarketTimeZone, formatTime24, type MomentInput } from './date-format';

/** A cut-off time: 24-hour HH:mm in the market's time zone. */
export const cutOffTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a 24-hour time written HH:mm, such as "16:30"');

/** Whether `moment` is at or after the cut-off time of its day in `timeZone` (an instruction then counts for the next day). */
export function isAfterCutOffTime(
  moment: MomentInput,
  cutOffTime: string,
  timeZone: string = defaultMarketTimeZone,
): boolean {
  const written = cutOffTimeSchema.parse(cutOffTime);
  // Both are zero-padded HH:mm, so their text order is their time order.
  return formatTime24(moment, timeZone) >= written;
}

/** The currencies tried, in order, when the preferred display currency is not available (SPEC §9). */
export const displayCurrencyFallbacks = ['HKD', 'USD'] as const;

/**
 * The display currency (SPEC §9): the preferred one if it is available, else HKD, then USD, then the first
 * available currency; undefined only when nothing is available.
 */
export function pickDisplayCurrency(available: readonly string[], preferred?: string): string | undefined {
  const candidates = [preferred, ...displayCurrencyFallbacks];
  return candidates.find((currency) => currency !== undefined && available.includes(currency)) ?? available[0];
}
