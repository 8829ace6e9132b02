import { ExactDecimal } from '@portal/contract';
import {
  cashMovementKindOf,
  type CashMovementStatus,
  type CashMovementType,
} from '@portal/contract/domain/cash/cash-movement-kinds';
import type { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, DatabaseDialect } from '../../platform/db';
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
function filtersKey(filters: MovementFilters): string {
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
 */
export function movementLines(
  db: Executor,
  account: CashAccountKey,
  asset: string,
  range: {
    readonly after?: MovementPosition | undefined;
    readonly from?: string | undefined;
    readonly before?: string | undefined;
  },
  limit: number,
) {
  let query = db
    .selectFrom('ledger_entry as entry')
    .innerJoin('ledger_journal as journal', 'journal.id', 'entry.journal_id')
    .select([
      'entry.created_at as createdAt',
      'entry.journal_id as journalId',
      'entry.line_number as lineNumber',
      'entry.asset as asset',
      'entry.amount as amount',
      'journal.kind as kind',
      'journal.reference as reference',
    ])
    .where('entry.account_code', '=', account.accountCode)
    .where('entry.source', '=', account.source)
    .where('entry.asset', '=', asset)
    .where('entry.bucket', '=', 'available');
  const { after, from, before } = range;
  if (after !== undefined) {
    query = query
      .where('entry.created_at', '<=', after.createdAt)
      .where(
        sql<boolean>`(entry.created_at, entry.journal_id, entry.line_number) < (${after.createdAt}, ${after.journalId}, ${after.lineNumber})`,
      );
  }
  if (before !== undefined) query = query.where('entry.created_at', '<', before);
  if (from !== undefined) query = query.where('entry.created_at', '>=', from);
  return query
    .orderBy('entry.created_at', 'desc')
    .orderBy('entry.journal_id', 'desc')
    .orderBy('entry.line_number', 'desc')
    .limit(limit)
    .execute();
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
  ) {
    this.last = start;
  }

  async head(): Promise<LedgerLine | undefined> {
    if (this.buffer.length === 0 && !this.exhausted) {
      const lines = await movementLines(
        this.db,
        this.account,
        this.asset,
        { ...this.range, after: this.last },
        this.batch,
      );
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
 * The first page reads the balances and its lines in one transaction (repeatable read on PostgreSQL), so a posting
 * committed meanwhile cannot make the balances and the lines disagree; a later page only reads lines older than its
 * cursor, which postings do not change.
 */
export async function movementPage(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  account: CashAccountKey,
  filters: MovementFilters,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<MovementPage> {
  const key = filtersKey(filters);
  const cursor = page.cursor === undefined ? undefined : decodeMovementCursor(page.cursor);
  if (cursor !== undefined) {
    if (cursor.filters !== key) throw cursorOfOtherFilters();
    if (filters.currencies.some((currency) => !cursor.balances.has(currency))) throw cursorOfOtherFilters();
  }
  const read = async (trx: Executor): Promise<MovementPage> => {
    const balances = new Map<string, Decimal>();
    for (const currency of filters.currencies) {
      if (cursor !== undefined) {
        balances.set(currency, cursor.balances.get(currency) ?? new ExactDecimal(0));
      } else {
        const cached = await cachedAvailable(trx, account, currency);
        const later =
          filters.before === undefined ? new ExactDecimal(0) : await sumSince(trx, account, currency, filters.before);
        balances.set(currency, cached.minus(later));
      }
    }
    // Without a type filter every line read is shown: a page needs pageSize + 1 lines per currency at most.
    const batch = filters.types.length === 0 ? page.pageSize + 1 : Math.max(page.pageSize + 1, 200);
    const streams = filters.currencies.map(
      (currency) => new LineStream(trx, account, currency, filters, cursor?.position, batch),
    );
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
      const balance = balances.get(line.asset) ?? new ExactDecimal(0);
      balances.set(line.asset, balance.minus(line.amount));
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
        amount: new ExactDecimal(line.amount),
        balance,
        status: kind.status ?? null,
      });
      if (rows.length === page.pageSize) {
        pageEnd = encodeMovementCursor({ position: line, balances: new Map(balances), filters: key });
      }
    }
    return { rows, nextCursor };
  };
  if (cursor !== undefined) return read(db);
  if (dialect === 'postgres') return db.transaction().setIsolationLevel('repeatable read').execute(read);
  return db.transaction().execute(read);
}
