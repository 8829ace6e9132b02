import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { AppError } from '../http/errors';
import { decodeKeysetCursor, encodeKeysetCursor, keysetPage, readKeysetPage, type KeysetOrder } from './keyset';

type PagedTables = { paged_row: { placed_at: string; id: string } };

/** Ten rows at five instants, two at each: ties on the sort key that only the id tells apart. */
const rows = [1, 2, 3, 4, 5].flatMap((minute) =>
  ['a', 'b'].map((suffix) => ({
    placed_at: `2026-11-0${String(minute)}T09:00:00.000Z`,
    id: `${suffix}-${String(minute)}`,
  })),
);
const ascending = [...rows].sort((x, y) =>
  x.placed_at === y.placed_at ? x.id.localeCompare(y.id) : x.placed_at.localeCompare(y.placed_at),
);
const newestFirst = [...ascending].reverse();

function refusal(cursor: string): unknown {
  try {
    decodeKeysetCursor(cursor);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('keyset paging on a real database', () => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.database.db.withTables<PagedTables>();
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await db()
      .schema.createTable('paged_row')
      .addColumn('placed_at', 'text', (column) => column.notNull())
      .addColumn('id', 'text', (column) => column.primaryKey())
      .execute();
    await db().insertInto('paged_row').values(rows).execute();
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  async function allPages(order: KeysetOrder<PagedTables, 'paged_row'>, pageSize: number) {
    const pages: { ids: string[]; nextCursor: string | null }[] = [];
    let cursor: string | undefined;
    do {
      const page = await keysetPage(db().selectFrom('paged_row').selectAll(), order, { cursor, pageSize });
      pages.push({ ids: page.items.map((row) => row.id), nextCursor: page.nextCursor });
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && pages.length < 20);
    return pages;
  }

  it('pages newest first, ties on the sort key broken by id, and gives the last page no cursor', async () => {
    const pages = await allPages({ key: 'placed_at', id: 'id', direction: 'desc' }, 3);
    expect(pages.map((page) => page.ids)).toEqual([
      ['b-5', 'a-5', 'b-4'],
      ['a-4', 'b-3', 'a-3'],
      ['b-2', 'a-2', 'b-1'],
      ['a-1'],
    ]);
    expect(pages.flatMap((page) => page.ids)).toEqual(newestFirst.map((row) => row.id));
    expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, false, true]);
  });

  it('pages oldest first the same way, the columns named with their table', async () => {
    const pages = await allPages({ key: 'paged_row.placed_at', id: 'paged_row.id', direction: 'asc' }, 4);
    expect(pages.map((page) => page.ids)).toEqual([
      ['a-1', 'b-1', 'a-2', 'b-2'],
      ['a-3', 'b-3', 'a-4', 'b-4'],
      ['a-5', 'b-5'],
    ]);
    expect(pages.flatMap((page) => page.ids)).toEqual(ascending.map((row) => row.id));
  });

  it('gives no cursor when the last page is exactly full, and none for an empty list', async () => {
    const pages = await allPages({ key: 'placed_at', id: 'id', direction: 'desc' }, 5);
    expect(pages.map((page) => page.ids.length)).toEqual([5, 5]);
    expect(pages[1]?.nextCursor).toBeNull();
    const none = await keysetPage(
      db().selectFrom('paged_row').selectAll().where('id', '=', 'nothing'),
      { key: 'placed_at', id: 'id', direction: 'desc' },
      { pageSize: 5 },
    );
    expect(none).toEqual({ items: [], nextCursor: null });
  });

  it('continues past every row of a sort key when the position names no id', async () => {
    const page = await readKeysetPage(
      db().selectFrom('paged_row').selectAll(),
      { key: 'placed_at', id: 'id', direction: 'desc' },
      { after: { key: '2026-11-04T09:00:00.000Z' }, pageSize: 2 },
    );
    expect(page).toEqual({ items: [newestFirst[4], newestFirst[5]], more: true });
  });
});

describe('keyset cursors', () => {
  it('carry a position there and back', () => {
    const position = { key: '2026-11-03T09:00:00.000Z', id: 'FO-20261103-000001' };
    const cursor = encodeKeysetCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeKeysetCursor(cursor)).toEqual(position);
  });

  it('refuse what they did not give out with a 400 naming the cursor', () => {
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      '',
      'garbage',
      encoded(['2026-11-03T09:00:00.000Z']),
      encoded(['not an instant', 'x']),
      encoded(['2026-11-03T09:00:00.000Z', 7]),
      encoded({ key: '2026-11-03T09:00:00.000Z', id: 'x' }),
      encoded(['2026-11-03T09:00:00.000Z', 'x', 'y']),
    ]) {
      const error = refusal(cursor);
      expect(error, cursor).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, details: { fieldErrors: [{ path: 'cursor' }] } });
    }
  });
});
