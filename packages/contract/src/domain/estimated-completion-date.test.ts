import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatCalendarDate } from './date-format';
import { estimatedCompletionDate } from './estimated-completion-date';

const estimateFor = (year: number, month: number, day: number) =>
  formatCalendarDate(estimatedCompletionDate({ year, month, day }));

describe('estimatedCompletionDate (SPEC §2 advisor placeholder)', () => {
  it('is the 18th of this month on or before the 16th', () => {
    expect(estimateFor(2026, 11, 1)).toBe('2026-11-18');
    expect(estimateFor(2026, 11, 15)).toBe('2026-11-18');
    expect(estimateFor(2026, 11, 16)).toBe('2026-11-18');
  });

  it('is the 25th of this month from the 17th to the 23rd', () => {
    expect(estimateFor(2026, 11, 17)).toBe('2026-11-25');
    expect(estimateFor(2026, 11, 20)).toBe('2026-11-25');
    expect(estimateFor(2026, 11, 23)).toBe('2026-11-25');
  });

  it('is the 18th of next month after the 23rd', () => {
    expect(estimateFor(2026, 11, 24)).toBe('2026-12-18');
    expect(estimateFor(2026, 11, 28)).toBe('2026-12-18');
    expect(estimateFor(2026, 1, 31)).toBe('2026-02-18');
  });

  it('rolls from December to January of the next year', () => {
    expect(estimateFor(2026, 12, 28)).toBe('2027-01-18');
    expect(estimateFor(2026, 12, 16)).toBe('2026-12-18');
  });

  it("follows the market's day: 16:30 UTC on 23 November is already the 24th in Hong Kong", () => {
    const today = calendarDateOf('2026-11-23T16:30:00Z');
    expect(formatCalendarDate(estimatedCompletionDate(today))).toBe('2026-12-18');
  });

  it('refuses something that is not a calendar day', () => {
    expect(() => estimatedCompletionDate({ year: 2026, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => estimatedCompletionDate({ year: 2026, month: 1, day: 0 })).toThrow(RangeError);
  });
});
