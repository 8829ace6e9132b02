/** Business constants and limits of SPEC §9, in milliseconds unless the name says otherwise. */

const dayMs = 86_400_000;

/** How long each stored browser entry lives (`expireLength` of a stored entry, SPEC §3 and §9). */
export const storageLifetimes = {
  linkages: 31_536_000_000,
  displayAccount: 31_536_000_000,
  /** 90 days, which the SPEC also gives as 2160 hours. */
  lastLoginTime: 7_776_000_000,
  loginSource: 90 * dayMs,
  accountCode: 90 * dayMs,
  storedUsers: 365 * dayMs,
  recentUsers: 365 * dayMs,
  defaultCurrency: 365 * dayMs,
  selectedFundIds: 90 * dayMs,
  colourMode: 365 * dayMs,
  defaultLanguage: 365 * dayMs,
} as const satisfies Record<string, number>;
export type StoredEntryName = keyof typeof storageLifetimes;

/** Expired entries are removed at start, then by a cleanup 1 s later and every 36,000,000 ms (10 h) after. */
export const storageCleanup = {
  firstAfterMs: 1_000,
  everyMs: 36_000_000,
} as const;

/** Inactivity defaults; the server's `retrieveInactiveTimes` values override them. */
export const inactivityDefaults = {
  /** Logged out after 30 minutes idle. */
  kickTimeMs: 1_800_000,
  /** The warning shows 5 minutes before the kick. */
  reminderTimeMs: 300_000,
} as const;

/** Session refresh (SPEC §4 and §9). */
export const sessionRefreshTimings = {
  /** A refresh begins 3 minutes before the session token expires. */
  beforeExpiryMs: 180_000,
  /** Expiry is checked every 5 s. */
  checkEveryMs: 5_000,
  /** A refresh token is honoured up to 5 minutes past its expiry. */
  refreshTokenGraceMs: 300_000,
} as const;

/** The push subscription is checked every 30 s. */
export const pushSubscriptionCheckMs = 30_000;

/** Resending a one-time password starts a 60 s cooldown. */
export const otpResendCooldownMs = 60_000;

/** A popup ignores clicks in its first 500 ms. */
export const popupClickIgnoreMs = 500;

/** Notifications per page, in the bell dropdown and on the notifications page. */
export const notificationPageSize = 20;

/** The bell list stays visible 1 s after a click. */
export const notificationBellLingerMs = 1_000;

/** Desktop layout from this width in CSS pixels up; the mobile layout below it. */
export const desktopBreakpointPx = 1200;
