import type { RiskQuestionnaireExpiry } from '@portal/contract';
import {
  riskProfileReminderDays,
  riskProfileValidityYears,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import { addDays, marketDayOf, marketInstant } from '../../platform/market/market-calendar';

/*
 * When an approved risk profile ends, and SPEC §3's {time, expiring} at a moment (ADR 037). A profile approved on a
 * market day D (Hong Kong) is valid through the day before D's anniversary two years on, and ends at 00:00 of that
 * anniversary; its reminders start 30 days (30 × 24 hours: Hong Kong keeps no summer time) before it ends.
 */

const dayMs = 86_400_000;

/** The first instant an approval at `approvedAt` is no longer valid: 00:00 on the approval day's second anniversary. */
export function riskProfileEndOf(approvedAt: Date, timeZone: string): Date {
  const [year, month, day] = marketDayOf(approvedAt, timeZone).split('-').map(Number);
  // Date.UTC carries 29 February into 1 March of a year without one.
  const anniversary = new Date(Date.UTC((year ?? 0) + riskProfileValidityYears, (month ?? 1) - 1, day ?? 1));
  return marketInstant(anniversary.toISOString().slice(0, 10), '00:00', timeZone);
}

/** The instant the reminders start: 30 days before the end. */
export function reminderStartOf(end: Date): Date {
  return new Date(end.getTime() - riskProfileReminderDays * dayMs);
}

/** SPEC §7 findExpiry's answer for a profile ending at `end` (null: no approved questionnaire), seen at `now`. */
export function expiryAt(end: Date | null, now: Date, timeZone: string): RiskQuestionnaireExpiry {
  if (end === null) return { time: null, expiring: false, expired: false, lastValidDay: null };
  return {
    time: end.toISOString(),
    expiring: now.getTime() >= reminderStartOf(end).getTime(),
    expired: now.getTime() >= end.getTime(),
    lastValidDay: addDays(marketDayOf(end, timeZone), -1),
  };
}
