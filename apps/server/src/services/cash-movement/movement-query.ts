import { ExactDecimal } from '@portal/contract';
import {
  cashMovementKindOf,
  type CashMovementStatus,
  type CashMovementType,
} from '@portal/contract/domain/cash/cash-movement-kinds';
import type { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import type { CashAccountKey } from './cash-balances';
import {
  cursorOfOtherFilters,
  decodeMovementCursor,
  encodeMovementCursor,
  type MovementPosition,
} from './movement-cursor';

type Executor = Kysely<Database> | Transaction<Database>;

/** What a movement list is asked for, checked already (currencies of the brand, a range that does not end first). */
export type MovementFilters = {
  /** The currencies listed (one, or every cash currency of the brand), each a ledger asset of the account. */
  readonly currencies: readonly string[];
  /** Only lines of these types; every type when empty. */
  readonly types: readonly CashMovementType[];
  /** Lines posted at or after this instant (ISO, as the ledger stores it). */
  readonly from?: string | undefined;
  /** Lines posted before this instant. */
  readonly before?: string | undefined;
};

export type MovementRow = {
  readonly journalId: string;
  readonly lineNumber: number;
  readonly at: string;
  readonly type: CashMovementType;
  readonly kind: string;
  readonly reference: string;
  readonly currency: string;
  readonly amount: Decimal;
  /** The available balance of the currency right after the line. */
  readonly balance: Decimal;
  readonly status: CashMovementStatus | null;
};

export type MovementPage = { readonly rows: MovementRow[]; readonly nextCursor: string | null };

type LedgerLine = MovementPosition & {
  readonly asset: string;
  readonly amount: string;
  readonly kind: string;
  readonly reference: string;
};

/** The filters a cursor was given out for, so that it is refused with others (the balances it carries are theirs). */
export function movementFiltersKey(filters: MovementFilters): string {
  return JSON.stringify([filters.currencies, [...filters.types].sort(), filters.from ?? '', filters.before ?? '']);
}

function isOlder(a: MovementPosition, b: MovementPosition): boolean {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt;
  if (a.journalId !== b.journalId) return a.journalId < b.journalId;
  return a.lineNumber < b.lineNumber;
}

/**
 * Up to `limit` available-bucket lines of one cash asset of the account, newest first, older than `after` (when
 * given) and not older than `from`: a range scan of ledger_entry_movement_idx, the same query the bench times bare.
 *
 * With `withBalance` every line also carries the asset's cached available balance, read by the same statement: one
 * statement sees one state of the database (SQLite, and PostgreSQL at read committed), so the balance and the lines
 * agree without a transaction around them.
 */
export async function movementLines(
  db: Executor,
  account: CashAccountKey,
  asset: string,
  range: {
    readonly after?: MovementPosition | undefined;
    readonly from?: string | undefined;
    readonly before?: string | undefined;
  },
  limit: number,
  withBalance = false,
): Promise<(LedgerLine & { readonly cached: string | null })[]> {
  // Written as SQL rather than built: a page is one small range scan, and building the query cost more than running
  // it (bench "Cash movement list"). The parameters are bound, never spliced.
  const { after, from, before } = range;
  const cached = withBalance
    ? sql`(select balance.available from ledger_balance balance
          where balance.account_code = ${account.accountCode} and balance.source = ${account.source}
          and balance.asset = ${asset})`
    : sql`null`;
  const keyset =
    after === undefined
      ? sql``
      : sql`and entry.created_at <= ${after.createdAt}
          and (entry.created_at, entry.journal_id, entry.line_number) < (${after.createdAt}, ${after.journalId}, ${after.lineNumber})`;
  const fromBound = from === undefined ? sql`` : sql`and entry.created_at >= ${from}`;
  const beforeBound = before === undefined ? sql`` : sql`and entry.created_at < ${before}`;
  const { rows } = await sql<LedgerLine & { readonly cached: string | null }>`
    select entry.created_at as "createdAt", entry.journal_id as "journalId", entry.line_number as "lineNumber",
      entry.asset as "asset", entry.amount as "amount", journal.kind as "kind", journal.reference as "reference",
      ${cached} as "cached"
    from ledger_entry entry join ledger_journal journal on journal.id = entry.journal_id
    where entry.account_code = ${account.accountCode} and entry.source = ${account.source}
      and entry.asset = ${asset} and entry.bucket = 'available' ${keyset} ${fromBound} ${beforeBound}
    order by entry.created_at desc, entry.journal_id desc, entry.line_number desc
    limit ${limit}`.execute(db);
  return rows;
}

/** The account's lines of an asset at or after an instant, summed exactly (SQLite would sum TEXT as floating point). */
async function sumSince(db: Executor, account: CashAccountKey, asset: string, since: string): Promise<Decimal> {
  const rows = await db
    .selectFrom('ledger_entry')
    .select('amount')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('asset', '=', asset)
    .where('bucket', '=', 'available')
    .where('created_at', '>=', since)
    .execute();
  return rows.reduce((sum, row) => sum.plus(row.amount), new ExactDecimal(0));
}

async function cachedAvailable(db: Executor, account: CashAccountKey, asset: string): Promise<Decimal> {
  const row = await db
    .selectFrom('ledger_balance')
    .select('available')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return new ExactDecimal(row?.available ?? 0);
}

/** One currency's lines, read a batch at a time as the merge asks for them. */
class LineStream {
  private buffer: LedgerLine[] = [];
  private exhausted = false;
  private last: MovementPosition | undefined;

  constructor(
    private readonly db: Executor,
    private readonly account: CashAccountKey,
    readonly asset: string,
    private readonly range: { readonly from?: string | undefined; readonly before?: string | undefined },
    start: MovementPosition | undefined,
    private readonly batch: number,
    /** Read the cached balance with the first batch (a first page without an end date). */
    private readonly readBalance: boolean,
  ) {
    this.last = start;
  }

  /** The cached available balance read with the first lines, when the stream was asked to (see movementPage). */
  cached: Decimal | undefined;

  async head(): Promise<LedgerLine | undefined> {
    if (this.buffer.length === 0 && !this.exhausted) {
      const withBalance = this.readBalance && this.cached === undefined;
      const range = { ...this.range, after: this.last };
      const lines = await movementLines(this.db, this.account, this.asset, range, this.batch, withBalance);
      if (withBalance) this.cached = new ExactDecimal(lines[0]?.cached ?? 0);
      this.buffer = lines;
      if (lines.length < this.batch) this.exhausted = true;
      this.last = lines.at(-1) ?? this.last;
    }
    return this.buffer[0];
  }

  take(): void {
    this.buffer.shift();
  }
}

/**
 * One page of an account's cash movements, newest first (ADR 031). The running balance walks back from a known
 * balance: the cached available balance (minus what was posted after the range's end) on the first page, the
 * balances the cursor carries on a later one; each line shows the balance before the walk passes it, then its
 * amount is taken off. Lines of other types are walked past (their amounts still count) but not shown.
 *
 * A first page reads each currency's cached balance in the statement that reads its first lines (with an end date,
 * the balance, the sum of what came after the end and the lines in one transaction, repeatable read on PostgreSQL),
 * so a posting committed meanwhile cannot make the balance and the lines disagree; a later page only reads lines
 * older than its cursor, which postings do not change.
 */
export async function movementPage(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  account: CashAccountKey,
  filters: MovementFilters,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<MovementPage> {
  const key = movementFiltersKey(filters);
  const cursor = page.cursor === undefined ? undefined : decodeMovementCursor(page.cursor);
  if (cursor !== undefined) {
    if (cursor.filters !== key) throw cursorOfOtherFilters();
    if (filters.currencies.some((currency) => !cursor.balances.has(currency))) throw cursorOfOtherFilters();
  }
  // A first page without an end date reads each currency's balance with its first lines, in one statement.
  const balanceWithLines = cursor === undefined && filters.before === undefined;
  const read = async (trx: Executor): Promise<MovementPage> => {
    const balances = new Map<string, Decimal>();
    for (const currency of filters.currencies) {
      if (cursor !== undefined) {
        balances.set(currency, cursor.balances.get(currency) ?? new ExactDecimal(0));
      } else if (filters.before !== undefined) {
        const cached = await cachedAvailable(trx, account, currency);
        balances.set(currency, cached.minus(await sumSince(trx, account, currency, filters.before)));
      }
    }
    // Without a type filter every line read is shown: a page needs pageSize + 1 lines per currency at most.
    const batch = filters.types.length === 0 ? page.pageSize + 1 : Math.max(page.pageSize + 1, 200);
    const streams = filters.currencies.map(
      (currency) => new LineStream(trx, account, currency, filters, cursor?.position, batch, balanceWithLines),
    );
    if (balanceWithLines) {
      for (const stream of streams) {
        await stream.head();
        balances.set(stream.asset, stream.cached ?? new ExactDecimal(0));
      }
    }
    const types = new Set(filters.types);
    const rows: MovementRow[] = [];
    let nextCursor: string | null = null;
    let pageEnd: string | undefined;
    for (;;) {
      let newest: { stream: LineStream; line: LedgerLine } | undefined;
      for (const stream of streams) {
        const line = await stream.head();
        if (line !== undefined && (newest === undefined || isOlder(newest.line, line))) newest = { stream, line };
      }
      if (newest === undefined) break;
      const { stream, line } = newest;
      stream.take();
      const amount = new ExactDecimal(line.amount);
      const balance = balances.get(line.asset) ?? new ExactDecimal(0);
      balances.set(line.asset, balance.minus(amount));
      const kind = cashMovementKindOf(line.kind);
      if (types.size > 0 && !types.has(kind.type)) continue;
      if (rows.length === page.pageSize) {
        // One more line to show: the page is full and there is a next one.
        nextCursor = pageEnd ?? null;
        break;
      }
      rows.push({
        journalId: line.journalId,
        lineNumber: line.lineNumber,
        at: line.createdAt,
        type: kind.type,
        kind: line.kind,
        reference: line.reference,
        currency: line.asset,
        amount,
        balance,
        status: kind.status ?? null,
      });
      if (rows.length === page.pageSize) {
        pageEnd = encodeMovementCursor({ position: line, balances: new Map(balances), filters: key });
      }
    }
    return { rows, nextCursor };
  };
  if (cursor !== undefined || balanceWithLines) return read(db);
  if (dialect === 'postgres') return db.transaction().setIsolationLevel('repeatable read').execute(read);
  return db.transaction().execute(read);
}
