/*
 * Column types every table module uses. Kept apart from platform/db/db.ts so the table modules (platform's and each
 * service's) import them without importing db.ts, which composes those modules into `Database` (no import cycle).
 */

/**
 * Decimal columns (money, prices, units, rates) are read and written as strings: NUMERIC in PostgreSQL
 * (the pg driver returns it as text) and TEXT in SQLite. Use decimal.js to compute with them.
 */
export type DecimalColumn = string;

/** A flag stored as 0 or 1 (the same on SQLite and PostgreSQL). */
export type FlagColumn = 0 | 1;
