import { AppError } from '../errors';

/** An opaque keyset cursor of an order history: the last shown order's (placed_at, id). */
export function encodeCursor(row: { readonly placed_at: string; readonly id: string }): string {
  return Buffer.from(JSON.stringify([row.placed_at, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string): { placedAt: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(new Date(value[0]).getTime())
    ) {
      return { placedAt: value[0], id: value[1] };
    }
  } catch {
    // answered below
  }
  throw AppError.badRequest('The cursor is not one this operation gave out.', {
    fieldErrors: [{ path: 'cursor', message: 'Not a cursor of this list.' }],
  });
}
