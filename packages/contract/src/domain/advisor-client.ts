/*
 * The advisor desk's clients (issue 28 parts 2 and 3; SPEC §2 Advisor area: advancedSearch, details): the words and
 * limits the server and the web share. Plain values free of zod, so a page may import them without the schemas.
 */

/**
 * Where a client's risk questionnaire stands: `valid` ends later than the expiring window, `expiring` ends within it,
 * `expired` has ended, `none` has no approved questionnaire with an end (SPEC §3 risk questionnaire expiry).
 */
export const questionnaireStatuses = ['valid', 'expiring', 'expired', 'none'] as const;
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

/**
 * The window 'expiring' means unless the search says otherwise, in days: the advisor dashboard's attention threshold
 * (a client's own reminder starts at 30).
 */
export const defaultExpiringWithinDays = 90;
export const maximumExpiringWithinDays = 365;

/** How a client search may be ordered; ties are broken by account code (then source), the same way. */
export const clientSortKeys = ['code', 'name', 'totalAssets', 'riskLevel', 'questionnaireExpiry', 'lastLogin'] as const;
export type ClientSortKey = (typeof clientSortKeys)[number];

/** Instrument areas the holdings filter offers: a fund, a stock or a virtual asset (not cash or other assets). */
export const searchableHoldingAreas = ['fund', 'stock', 'crypto'] as const;
export type SearchableHoldingArea = (typeof searchableHoldingAreas)[number];

export const defaultClientPageSize = 25;
export const maximumClientPageSize = 100;
/** The most rows one CSV export writes (a book is a few thousand clients). */
export const maximumClientExportRows = 20_000;
/** The most instruments the holdings filter's autocomplete offers at once. */
export const maximumInstrumentChoices = 50;

/** A saved search's name, and how many one advisor (or manager) keeps. */
export const maximumSavedSearchNameLength = 60;
export const maximumSavedSearches = 50;

/** A note's text: plain text (never rendered as HTML), at most this many characters. */
export const maximumClientNoteLength = 2_000;
export const defaultClientNotePageSize = 20;
export const maximumClientNotePageSize = 50;

/** How many of each kind of order the details page shows: the newest. */
export const recentClientOrders = 10;
