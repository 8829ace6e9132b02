/*
 * The audit trail a client reads (issue 28 part 6, ADR 059): what an entry records, as plain values free of zod, so
 * the server's platform/audit and the web's settings page name the same actions and fields. The wire schemas are in
 * services/audit-trail.ts.
 */

/** What an entry records. The web has a text for each in the client's three languages. */
export const auditActions = [
  'orderPlaced',
  'orderAmended',
  'orderCancelled',
  'adviseeSessionOpened',
  'adviseeSessionClosed',
  'noteAdded',
  'noteEdited',
  'noteDeleted',
  'requestDecided',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The client's requests an admin decides on the back office's behalf (requestDecided): a risk questionnaire sent for
 * review, a bank account, a change of personal details, a deposit, a withdrawal. The back office's own simulator
 * deciding is not an admin acting, and is not on the trail.
 */
export const auditRequestKinds = [
  'riskQuestionnaire',
  'bankAccount',
  'informationChange',
  'deposit',
  'withdrawal',
] as const;
export type AuditRequestKind = (typeof auditRequestKinds)[number];

/** What an admin decided: approve or reject (questionnaires, changes), verify (bank accounts), accept (deposits, withdrawals), process (a withdrawal taken up). */
export const auditDecisions = ['approve', 'reject', 'verify', 'accept', 'process'] as const;
export type AuditDecision = (typeof auditDecisions)[number];

/** The market an order entry is of: each has its own history page the entry links to. */
export const auditOrderMarkets = ['fund', 'stock', 'crypto'] as const;
export type AuditOrderMarket = (typeof auditOrderMarkets)[number];

/**
 * Why an advisee session ended, as recorded on its adviseeSessionClosed entry: the advisee session's own logout, the
 * advisor's logout (which ends all of its advisee sessions, SPEC §4), the same advisor opening the account again, a
 * sign-in on the same source in that browser (SPEC §4 Login), "log out other sessions", the client's password reset,
 * or a refresh token presented twice (taken as stolen). A session that simply expired has no entry.
 */
export const adviseeSessionEndReasons = [
  'logout',
  'advisorLogout',
  'replaced',
  'sourceLogin',
  'endedByUser',
  'passwordReset',
  'refreshReuse',
] as const;
export type AdviseeSessionEndReason = (typeof adviseeSessionEndReasons)[number];

export function isAdviseeSessionEndReason(value: string): value is AdviseeSessionEndReason {
  return (adviseeSessionEndReasons as readonly string[]).includes(value);
}

/** The shown form of a session id: its first eight characters, enough to tell an account's sessions apart. */
export function shortSessionId(sessionId: string): string {
  return sessionId.replaceAll('-', '').slice(0, 8).toUpperCase();
}

/** The most entries one page of the trail holds. */
export const maximumAuditTrailPageSize = 50;
