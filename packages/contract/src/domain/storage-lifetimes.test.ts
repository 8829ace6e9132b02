import { describe, expect, it } from 'vitest';
import {
  desktopBreakpointPx,
  inactivityDefaults,
  notificationBellLingerMs,
  notificationPageSize,
  otpResendCooldownMs,
  popupClickIgnoreMs,
  pushSubscriptionCheckMs,
  sessionRefreshTimings,
  storageCleanup,
  storageLifetimes,
} from './storage-lifetimes';

const dayMs = 24 * 60 * 60 * 1000;

describe('storage lifetimes (SPEC §9)', () => {
  it('keeps linkages and the display account 31,536,000,000 ms (365 days)', () => {
    expect(storageLifetimes.linkages).toBe(31_536_000_000);
    expect(storageLifetimes.displayAccount).toBe(31_536_000_000);
    expect(31_536_000_000 / dayMs).toBe(365);
  });

  it('keeps the last login time 7,776,000,000 ms, which is 90 days and 2160 hours', () => {
    expect(storageLifetimes.lastLoginTime).toBe(7_776_000_000);
    expect(storageLifetimes.lastLoginTime).toBe(90 * dayMs);
    expect(storageLifetimes.lastLoginTime).toBe(2160 * 60 * 60 * 1000);
  });

  it('keeps login source, account code and selected fund ids 90 days', () => {
    expect(storageLifetimes.loginSource).toBe(90 * dayMs);
    expect(storageLifetimes.accountCode).toBe(90 * dayMs);
    expect(storageLifetimes.selectedFundIds).toBe(90 * dayMs);
  });

  it('keeps users, recent users, default currency, colour mode and language a year', () => {
    for (const name of ['storedUsers', 'recentUsers', 'defaultCurrency', 'colourMode', 'defaultLanguage'] as const) {
      expect(storageLifetimes[name], name).toBe(365 * dayMs);
    }
  });

  it('cleans up after 1,000 ms and then every 36,000,000 ms', () => {
    expect(storageCleanup).toEqual({ firstAfterMs: 1_000, everyMs: 36_000_000 });
  });
});

describe('timings and limits (SPEC §9)', () => {
  it('logs out after 1,800,000 ms idle with a reminder 300,000 ms before', () => {
    expect(inactivityDefaults).toEqual({ kickTimeMs: 1_800_000, reminderTimeMs: 300_000 });
  });

  it('refreshes the session 3 minutes before expiry, checks every 5 s and allows 5 minutes of grace', () => {
    expect(sessionRefreshTimings).toEqual({
      beforeExpiryMs: 3 * 60_000,
      checkEveryMs: 5_000,
      refreshTokenGraceMs: 5 * 60_000,
    });
  });

  it('has the push, OTP, popup, notification and layout figures', () => {
    expect(pushSubscriptionCheckMs).toBe(30_000);
    expect(otpResendCooldownMs).toBe(60_000);
    expect(popupClickIgnoreMs).toBe(500);
    expect(notificationPageSize).toBe(20);
    expect(notificationBellLingerMs).toBe(1_000);
    expect(desktopBreakpointPx).toBe(1200);
  });
});
