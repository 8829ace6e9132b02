import { calendarDateOf, defaultMarketTimeZone } from './date-format';
import type { CalendarDate } from './date-format';

/* The password reminders of SPEC §4, from the password information of SPEC §3; free of zod (the layout shows them). */

/** The password facts of a session, with the moment to judge them at. Instants are epoch milliseconds. */
export type PasswordReminderFacts = {
  readonly forceChangePassword: boolean;
  /** Days a password stays valid; 0 when it never expires. */
  readonly passwordDuration: number;
  /** Days before expiry from which the reminder shows. */
  readonly alertChangePasswordOption: number;
  readonly lastChangePasswordAt: number;
  readonly now: number;
};

/** What the reminder says: a forced change, days left, expiring today, days since expiry, or nothing. */
export type PasswordReminder =
  | { readonly kind: 'forced' }
  | { readonly kind: 'expiresIn'; readonly days: number }
  | { readonly kind: 'expiresToday' }
  | { readonly kind: 'expiredAgo'; readonly days: number }
  | { readonly kind: 'none' };

const millisecondsPerDay = 86_400_000;

/** A whole-day count for a calendar day, so two days subtract to the days between them. */
function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / millisecondsPerDay;
}

/**
 * The reminder a session's password facts call for (SPEC §4 Password reminders). The password expires on the
 * calendar day `passwordDuration` days after the day of its last change; days are whole calendar days in the market's
 * time zone, so a reminder turns over at midnight there rather than at the hour of the change. Days to expiry show
 * only from `alertChangePasswordOption` days before; expiring today and expired show whenever they apply.
 */
export function passwordReminder(facts: PasswordReminderFacts, timeZone = defaultMarketTimeZone): PasswordReminder {
  if (facts.forceChangePassword) return { kind: 'forced' };
  if (facts.passwordDuration <= 0) return { kind: 'none' };
  const expiryDay = dayNumber(calendarDateOf(facts.lastChangePasswordAt, timeZone)) + facts.passwordDuration;
  const daysToExpiry = expiryDay - dayNumber(calendarDateOf(facts.now, timeZone));
  if (daysToExpiry < 0) return { kind: 'expiredAgo', days: -daysToExpiry };
  if (daysToExpiry === 0) return { kind: 'expiresToday' };
  if (daysToExpiry <= facts.alertChangePasswordOption) return { kind: 'expiresIn', days: daysToExpiry };
  return { kind: 'none' };
}
