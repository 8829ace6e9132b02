import { describe, expect, it } from 'vitest';
import { passwordReminder } from './password-reminder';
import type { PasswordReminderFacts } from './password-reminder';

/** Last changed 2026-03-01 10:00 in Hong Kong; with 90 days it expires on 2026-05-30. */
const lastChangePasswordAt = Date.parse('2026-03-01T02:00:00Z');

const facts = (change: Partial<PasswordReminderFacts>): PasswordReminderFacts => ({
  forceChangePassword: false,
  passwordDuration: 90,
  alertChangePasswordOption: 14,
  lastChangePasswordAt,
  now: Date.parse('2026-03-02T02:00:00Z'),
  ...change,
});

describe('passwordReminder (SPEC §4 Password reminders)', () => {
  it('counts the days left once within the reminder option: 87 days after a 90-day password is changed, 3 are left', () => {
    expect(passwordReminder(facts({ now: Date.parse('2026-05-27T02:00:00Z') }))).toEqual({
      kind: 'expiresIn',
      days: 3,
    });
  });

  it('says nothing while more days are left than the reminder option', () => {
    expect(passwordReminder(facts({ now: Date.parse('2026-05-15T02:00:00Z') }))).toEqual({ kind: 'none' });
    expect(passwordReminder(facts({ now: Date.parse('2026-05-16T02:00:00Z') }))).toEqual({
      kind: 'expiresIn',
      days: 14,
    });
    expect(passwordReminder(facts({ now: Date.parse('2026-05-27T02:00:00Z'), alertChangePasswordOption: 2 }))).toEqual({
      kind: 'none',
    });
  });

  it('says the password expires today on the day of expiry, early and late', () => {
    expect(passwordReminder(facts({ now: Date.parse('2026-05-29T16:00:00Z') }))).toEqual({ kind: 'expiresToday' });
    expect(passwordReminder(facts({ now: Date.parse('2026-05-30T15:59:59Z') }))).toEqual({ kind: 'expiresToday' });
  });

  it('counts the days since expiry afterwards', () => {
    expect(passwordReminder(facts({ now: Date.parse('2026-05-31T02:00:00Z') }))).toEqual({
      kind: 'expiredAgo',
      days: 1,
    });
    expect(passwordReminder(facts({ now: Date.parse('2026-06-01T02:00:00Z') }))).toEqual({
      kind: 'expiredAgo',
      days: 2,
    });
  });

  it('counts whole calendar days in Hong Kong, not 24-hour periods or UTC days', () => {
    // Changed 2026-03-02 01:00 in Hong Kong (still 1 March in UTC): it expires on 2026-05-31 there.
    const lateChange = Date.parse('2026-03-01T17:00:00Z');
    expect(
      passwordReminder(facts({ lastChangePasswordAt: lateChange, now: Date.parse('2026-05-30T15:59:59Z') })),
    ).toEqual({ kind: 'expiresIn', days: 1 });
    expect(
      passwordReminder(facts({ lastChangePasswordAt: lateChange, now: Date.parse('2026-05-30T16:00:00Z') })),
    ).toEqual({ kind: 'expiresToday' });
  });

  it('shows the forced change whatever the dates say', () => {
    expect(passwordReminder(facts({ forceChangePassword: true }))).toEqual({ kind: 'forced' });
    expect(passwordReminder(facts({ forceChangePassword: true, passwordDuration: 0 }))).toEqual({ kind: 'forced' });
  });

  it('says nothing when passwords never expire', () => {
    expect(passwordReminder(facts({ passwordDuration: 0, now: Date.parse('2030-01-01T00:00:00Z') }))).toEqual({
      kind: 'none',
    });
  });

  it('with a reminder option of 0 gives no countdown, but still says when the password expires or has expired', () => {
    const noCountdown = { alertChangePasswordOption: 0 };
    expect(passwordReminder(facts({ ...noCountdown, now: Date.parse('2026-05-29T02:00:00Z') }))).toEqual({
      kind: 'none',
    });
    expect(passwordReminder(facts({ ...noCountdown, now: Date.parse('2026-05-30T02:00:00Z') }))).toEqual({
      kind: 'expiresToday',
    });
    expect(passwordReminder(facts({ ...noCountdown, now: Date.parse('2026-06-09T02:00:00Z') }))).toEqual({
      kind: 'expiredAgo',
      days: 10,
    });
  });

  it('takes another market time zone when given one', () => {
    // Changed on 1 March in both zones (23:00 in Hong Kong, 10:00 in New York): both expire on 30 May. At 17:00 UTC
    // on 29 May it is already 30 May in Hong Kong but still 29 May in New York.
    const changedOnFirstMarch = facts({
      lastChangePasswordAt: Date.parse('2026-03-01T15:00:00Z'),
      now: Date.parse('2026-05-29T17:00:00Z'),
    });
    expect(passwordReminder(changedOnFirstMarch)).toEqual({ kind: 'expiresToday' });
    expect(passwordReminder(changedOnFirstMarch, 'America/New_York')).toEqual({ kind: 'expiresIn', days: 1 });
  });
});
