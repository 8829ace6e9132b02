import { sql, type SelectQueryBuilder, type SqlBool, type StringReference } from 'kysely';
import { AppError } from '../http/errors';

/*
 * Keyset paging, the one way the portal pages a list (ARCHITECTURE §9: the same time at any depth, no OFFSET). A
 * list is in the order of a sort key and then an id (which tells apart rows of the same key), both one way; a page
 * is the rows past the last one shown, pageSize + 1 of them read to know whether more follow. The client gets an
 * opaque cursor: base64url JSON of the last row's [key, id]. Every sort key today is an instant (ISO text), and the
 * cursor is checked for one. A cursor that does not decode is a 400 field error on `cursor`, never a 500 and never a
 * page of something else.
 */

/** Where a list continues: past the row with this sort key and id. */
export type KeysetPosition = { readonly key: string; readonly id: string };

/** A list's order: by `key`, then by `id` among equal keys, both `direction`. */
export type KeysetOrder<DB, TB extends keyof DB> = {
  readonly key: StringReference<DB, TB>;
  readonly id: StringReference<DB, TB>;
  readonly direction: 'asc' | 'desc';
};

/** The refusal of a cursor this list did not give out; `message` says why when there is more to say. */
export function refusedCursor(message = 'The cursor is not one this operation gave out.'): AppError {
  return AppError.badRequest(message, { fieldErrors: [{ path: 'cursor', message: 'Not a cursor of this list.' }] });
}

/** Any JSON value as an opaque cursor (base64url), for a list whose cursor carries more than a position. */
export function encodeOpaqueCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The value an opaque cursor carries, as `read` takes it; a cursor that does not decode or `read` rejects is refused. */
export function decodeOpaqueCursor<T>(cursor: string, read: (value: unknown) => T | undefined): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refusedCursor();
  }
  const taken = read(value);
  if (taken === undefined) throw refusedCursor();
  return taken;
}

export function encodeKeysetCursor(position: KeysetPosition): string {
  return encodeOpaqueCursor([position.key, position.id]);
}

/** The position a cursor of `encodeKeysetCursor` carries, or the refusal. */
export function decodeKeysetCursor(cursor: string): KeysetPosition {
  return decodeOpaqueCursor(cursor, (value) =>
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    !Number.isNaN(new Date(value[0]).getTime())
      ? { key: value[0], id: value[1] }
      : undefined,
  );
}

/**
 * The query in the list's order, past `after` when given: (key, id) compared as a row value, which SQLite and
 * PostgreSQL both answer by a range scan of an index ending in (key, id). Without an id, past every row of that key.
 */
export function inKeysetOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder<DB, TB>,
  after?: { readonly key: string; readonly id?: string | undefined },
): SelectQueryBuilder<DB, TB, O> {
  const past = sql.raw(order.direction === 'desc' ? '<' : '>');
  const key = sql.ref(order.key);
  const id = sql.ref(order.id);
  let ordered = query;
  if (after !== undefined) {
    ordered = ordered.where(
      after.id === undefined
        ? sql<SqlBool>`${key} ${past} ${after.key}`
        : sql<SqlBool>`(${key}, ${id}) ${past} (${after.key}, ${after.id})`,
    );
  }
  return ordered.orderBy(key, order.direction).orderBy(id, order.direction);
}

/** A page of the query past `after`: at most `pageSize` rows, and whether more follow (pageSize + 1 are read). */
export async function readKeysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder<DB, TB>,
  page: { readonly after?: { readonly key: string; readonly id?: string | undefined }; readonly pageSize: number },
): Promise<{ items: O[]; more: boolean }> {
  const rows = await inKeysetOrder(query, order, page.after)
    .limit(page.pageSize + 1)
    .execute();
  return { items: rows.slice(0, page.pageSize), more: rows.length > page.pageSize };
}

/** The name a column has in a row: `o.placed_at` is `placed_at`. */
type ColumnName<R> = R extends `${string}.${infer C}` ? C : R;

function columnName(reference: string): string {
  return reference.slice(reference.lastIndexOf('.') + 1);
}

/**
 * A page of the query past the cursor (refused when it is not one of ours), and the cursor of the next page: the last
 * row's sort key and id, read from the row by their columns' names, or null on the last page.
 */
export async function keysetPage<
  DB,
  TB extends keyof DB,
  K extends StringReference<DB, TB>,
  I extends StringReference<DB, TB>,
  O extends { readonly [C in ColumnName<K> | ColumnName<I>]: string },
>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: { readonly key: K; readonly id: I; readonly direction: 'asc' | 'desc' },
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ items: O[]; nextCursor: string | null }> {
  const after = page.cursor === undefined ? undefined : decodeKeysetCursor(page.cursor);
  const { items, more } = await readKeysetPage(query, order, {
    pageSize: page.pageSize,
    ...(after === undefined ? {} : { after }),
  });
  // The row has the two columns as strings (the constraint on O); read by a name known only at run time.
  const last = items.at(-1) as Readonly<Record<string, unknown>> | undefined;
  return {
    items,
    nextCursor:
      more && last !== undefined
        ? encodeKeysetCursor({ key: String(last[columnName(order.key)]), id: String(last[columnName(order.id)]) })
        : null,
  };
}
