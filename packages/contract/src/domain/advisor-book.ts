/*
 * The advisor's book at a glance (issue 28 parts 1, 4 and 5; SPEC §2 Advisor area): the rules by which the dashboard
 * flags a client as needing attention, stated once, so the server applies them and the page states them. Plain values
 * free of zod.
 */

/**
 * Why a client needs the advisor's attention, in the order the dashboard lists them: the risk questionnaire has
 * ended, or ends soon; the client must change their password before anything else; orders are still open; a large
 * amount of cash lies idle; one holding is most of the portfolio; the client has not signed in for a long time; a
 * monthly plan investment was skipped.
 */
export const attentionReasonKinds = [
  'questionnaireExpired',
  'questionnaireExpiring',
  'passwordForced',
  'ordersPending',
  'largeIdleCash',
  'concentration',
  'noRecentLogin',
  'planInvestmentSkipped',
] as const;
export type AttentionReasonKind = (typeof attentionReasonKinds)[number];

/**
 * The thresholds of the attention list. Amounts are in the brand's first reporting currency; percents of the client's
 * assets under advice (every holding, cash included, at its latest valuation).
 */
export const attentionThresholds = {
  /** A questionnaire whose profile ends within this many days (and has not ended yet) is expiring. */
  questionnaireExpiringWithinDays: 90,
  /** Cash above this share of the client's assets ... */
  idleCashAbovePercent: '30',
  /** ... and above this amount is large idle cash: both must hold. */
  idleCashAboveAmount: '100000',
  /** One holding other than cash above this share of the client's assets is a concentration. */
  concentrationAbovePercent: '40',
  /** No successful sign-in of the client's own (an advisor's advisee session does not count) for this many days. */
  noLoginForDays: 90,
  /** A monthly plan investment skipped (short of cash, or not placed) in this many days. */
  skippedInvestmentWithinDays: 35,
} as const;
export type AttentionThresholds = typeof attentionThresholds;

/** How far ahead the dashboard lists upcoming events (IPO closings, election deadlines, plan investment days). */
export const upcomingEventsWithinDays = 30;
/** The most upcoming events one answer lists (soonest first); the count of all is given beside them. */
export const maximumUpcomingEvents = 100;

/** The kinds of upcoming event, as the dashboard names them. */
export const bookEventKinds = ['ipoClosing', 'electionDeadline', 'planInvestment'] as const;
export type BookEventKind = (typeof bookEventKinds)[number];

/** How many recent orders the dashboard shows, and the most one answer lists. */
export const defaultRecentOrders = 20;
export const maximumRecentOrders = 50;

/** Pages of the attention list, the instruments and an instrument's holders. */
export const defaultBookPageSize = 20;
export const maximumBookPageSize = 100;

/** How the holdings dashboard sorts its instruments. */
export const bookInstrumentSorts = ['value', 'holders', 'quantity', 'name'] as const;
export type BookInstrumentSort = (typeof bookInstrumentSorts)[number];

/** The most points the book's value chart holds (one at each month's end, or fewer months apart over long periods). */
export const maximumBookChartPoints = 24;
