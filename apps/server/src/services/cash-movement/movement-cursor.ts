import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import type { AppError } from '../../platform/http/errors';
import { decodeOpaqueCursor, encodeOpaqueCursor, refusedCursor } from '../../platform/paging/keyset';

/** A line's place in the newest-first order: (created_at, journal_id, line_number), compared in that order. */
export type MovementPosition = {
  readonly createdAt: string;
  readonly journalId: string;
  readonly lineNumber: number;
};

/**
 * Where the next page starts: the last line shown, the available balance of every listed currency just before it
 * (what the next, older line leaves), and the filters the list was asked with (a cursor is refused with others).
 */
export type MovementCursor = {
  readonly position: MovementPosition;
  readonly balances: ReadonlyMap<string, Decimal>;
  readonly filters: string;
};

export function encodeMovementCursor(cursor: MovementCursor): string {
  const { position, balances, filters } = cursor;
  const payload = [
    1,
    position.createdAt,
    position.journalId,
    position.lineNumber,
    Object.fromEntries([...balances].map(([currency, balance]) => [currency, balance.toFixed()])),
    filters,
  ];
  return encodeOpaqueCursor(payload);
}

const decimalPattern = /^-?\d+(\.\d+)?$/;

/** The cursor as given out, or a 400 field error naming `cursor` (never a 500, never a silently wrong page). */
export function decodeMovementCursor(text: string): MovementCursor {
  return decodeOpaqueCursor(text, movementCursorOf);
}

function movementCursorOf(value: unknown): MovementCursor | undefined {
  if (!Array.isArray(value) || value.length !== 6 || value[0] !== 1) return undefined;
  const [, createdAt, journalId, lineNumber, balances, filters] = value as unknown[];
  if (
    typeof createdAt !== 'string' ||
    Number.isNaN(Date.parse(createdAt)) ||
    typeof journalId !== 'string' ||
    journalId === '' ||
    typeof lineNumber !== 'number' ||
    !Number.isInteger(lineNumber) ||
    lineNumber < 0 ||
    typeof filters !== 'string' ||
    typeof balances !== 'object' ||
    balances === null ||
    Array.isArray(balances)
  ) {
    return undefined;
  }
  const read = new Map<string, Decimal>();
  for (const [currency, balance] of Object.entries(balances)) {
    if (typeof balance !== 'string' || !decimalPattern.test(balance)) return undefined;
    read.set(currency, new ExactDecimal(balance));
  }
  return { position: { createdAt, journalId, lineNumber }, balances: read, filters };
}

/** A refusal of a cursor given out for other filters than those asked now. */
export function cursorOfOtherFilters(): AppError {
  return refusedCursor('The cursor belongs to a list with other filters; start again from the first page.');
}
