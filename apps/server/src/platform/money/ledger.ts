import { randomUUID } from 'node:crypto';
import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal, toDecimal, type DecimalInput } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { compiledOnce } from '../db/compiled-query';
import type { Database, DatabaseDialect } from '../db/db';
import type { LedgerBucket, LedgerEntryTable, LedgerJournalTable } from './ledger-tables';

/**
 * The account ledger (ARCHITECTURE §4): every movement of cash and units is a journal of entries that sum to zero
 * per asset, posted inside the caller's transaction together with the cached balances it changes.
 *
 * - Client accounts never go below zero in either bucket; house accounts (codes starting `HOUSE:`) are the world
 *   outside the client books and may (HOUSE:CASH is minus everything clients deposited).
 * - A journal is idempotent per (account, source, kind, reference): posting it again returns the first journal and
 *   posts nothing, even when the balances have moved since.
 * - Concurrency: on SQLite the single connection serialises transactions. On PostgreSQL every balance row a journal
 *   touches is locked (`select ... for update`, in key order so two journals cannot deadlock on each other) before it
 *   is read, so concurrent holds can never overspend. Hence a house balance row is a serialisation point there.
 * - Amounts are exact: at most 18 decimal places and below 10^20, added with the contract's ExactDecimal (200 significant digits) (decimal.js's
 *   default of 20 would round large sums), stored as plain decimal strings (TEXT in SQLite, NUMERIC in PostgreSQL).
 */

const maximumDecimalPlaces = 18;
const amountLimit = new ExactDecimal('1e20');

const housePrefix = 'HOUSE:';
/** The house account cash comes from and goes to (the client's bank, the broker's own books). */
export const houseCashAccount = 'HOUSE:CASH';
/** The house account holding a fund's side of its subscriptions and redemptions. */
export function houseFundAccount(fundId: string): string {
  return `${housePrefix}FUND:${fundId}`;
}
export function isHouseAccount(accountCode: string): boolean {
  return accountCode.startsWith(housePrefix);
}

export type LedgerErrorCode =
  /** An amount that is not a decimal, is zero (on a line) or not positive (on a helper), too precise or too big. */
  | 'invalidAmount'
  /** A journal without lines, without a reference, or a settlement to an account that is not a house account. */
  | 'invalidJournal'
  /** The lines do not sum to zero for some asset. */
  | 'unbalanced'
  | 'insufficientAvailable'
  | 'insufficientOnHold';

/** A posting the ledger refuses; nothing of it was written. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export type LedgerBalanceKey = {
  readonly accountCode: string;
  readonly source: LoginSource;
  /** A currency code or an instrument id. */
  readonly asset: string;
};

export type LedgerLineInput = LedgerBalanceKey & {
  readonly bucket: LedgerBucket;
  /** Signed: positive credits the bucket, negative debits it; never zero. */
  readonly amount: DecimalInput;
};

export type JournalInput = {
  readonly kind: string;
  /** The client account the journal is for: with kind and reference, the idempotency key. */
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly reference: string;
  readonly eventId?: string;
  readonly at: Date;
  readonly lines: readonly LedgerLineInput[];
};

export type LedgerLine = LedgerBalanceKey & { readonly bucket: LedgerBucket; readonly amount: Decimal };

export type LedgerJournal = {
  readonly id: string;
  readonly kind: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly reference: string;
  readonly eventId: string | null;
  readonly createdAt: Date;
  readonly lines: readonly LedgerLine[];
  /** True when the reference had been posted before: this is that first journal, and nothing new was posted. */
  readonly replayed: boolean;
};

export type LedgerBalance = { readonly available: Decimal; readonly onHold: Decimal };

type Executor = Kysely<Database> | Transaction<Database>;

/** Client codes are kept upper-case (as domain events keep them); house codes exactly as written. */
function normalAccountCode(accountCode: string): string {
  return isHouseAccount(accountCode) ? accountCode : accountCode.toUpperCase();
}

function ledgerAmount(value: DecimalInput): Decimal {
  let amount: Decimal;
  try {
    amount = new ExactDecimal(toDecimal(value));
  } catch {
    throw new LedgerError('invalidAmount', `Not a decimal amount: ${String(value)}`);
  }
  if (amount.decimalPlaces() > maximumDecimalPlaces || amount.abs().gte(amountLimit)) {
    throw new LedgerError('invalidAmount', `An amount the ledger does not hold exactly: ${amount.toFixed()}`);
  }
  return amount;
}

/** Stored form: plain notation, never an exponent. */
function stored(amount: Decimal): string {
  return amount.toFixed();
}

function keyOf(key: LedgerBalanceKey): string {
  return JSON.stringify([key.accountCode, key.source, key.asset]);
}

function normalLines(lines: readonly LedgerLineInput[]): LedgerLine[] {
  if (lines.length === 0) throw new LedgerError('invalidJournal', 'A journal needs lines');
  const normal = lines.map((line) => {
    const amount = ledgerAmount(line.amount);
    if (amount.isZero()) throw new LedgerError('invalidAmount', 'A journal line moves a non-zero amount');
    if (line.asset === '') throw new LedgerError('invalidJournal', 'A journal line names its asset');
    return { ...line, accountCode: normalAccountCode(line.accountCode), amount };
  });
  const sums = new Map<string, Decimal>();
  for (const line of normal) sums.set(line.asset, (sums.get(line.asset) ?? new ExactDecimal(0)).plus(line.amount));
  for (const [asset, sum] of sums) {
    if (!sum.isZero()) throw new LedgerError('unbalanced', `The lines of ${asset} sum to ${sum.toFixed()}, not 0`);
  }
  return normal;
}

type BalanceChange = { key: LedgerBalanceKey; available: Decimal; onHold: Decimal };

/** The lines' net change per balance row, in key order (the order rows are locked in). */
function changesOf(lines: readonly LedgerLine[]): BalanceChange[] {
  const changes = new Map<string, BalanceChange>();
  for (const line of lines) {
    const id = keyOf(line);
    const change = changes.get(id) ?? {
      key: { accountCode: line.accountCode, source: line.source, asset: line.asset },
      available: new ExactDecimal(0),
      onHold: new ExactDecimal(0),
    };
    if (line.bucket === 'available') change.available = change.available.plus(line.amount);
    else change.onHold = change.onHold.plus(line.amount);
    changes.set(id, change);
  }
  return [...changes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, change]) => change);
}

type BalanceKeyValues = { readonly accountCode: string; readonly source: LoginSource; readonly asset: string };

/*
 * The statements every posting runs, compiled once per dialect (platform/db/compiled-query): building and compiling
 * them cost more than SQLite took to run them.
 */
const balanceRead = (locking: boolean) =>
  compiledOnce<BalanceKeyValues, { available: string; on_hold: string }>((db, param) => {
    const query = db
      .selectFrom('ledger_balance')
      .select(['available', 'on_hold'])
      .where('account_code', '=', param('accountCode'))
      .where('source', '=', param('source'))
      .where('asset', '=', param('asset'));
    return locking ? query.forUpdate() : query;
  });
const readBalance = balanceRead(false);
const readBalanceForUpdate = balanceRead(true);
const createZeroBalance = compiledOnce<BalanceKeyValues & { readonly at: string }, never>((db, param) =>
  db
    .insertInto('ledger_balance')
    .values({
      account_code: param('accountCode'),
      source: param('source'),
      asset: param('asset'),
      available: '0',
      on_hold: '0',
      updated_at: param('at'),
    })
    .onConflict((conflict) => conflict.columns(['account_code', 'source', 'asset']).doNothing()),
);
const writeBalance = compiledOnce<
  BalanceKeyValues & { readonly available: string; readonly onHold: string; readonly at: string },
  never
>((db, param) =>
  db
    .insertInto('ledger_balance')
    .values({
      account_code: param('accountCode'),
      source: param('source'),
      asset: param('asset'),
      available: param('available'),
      on_hold: param('onHold'),
      updated_at: param('at'),
    })
    .onConflict((conflict) =>
      conflict.columns(['account_code', 'source', 'asset']).doUpdateSet({
        available: param('available'),
        on_hold: param('onHold'),
        updated_at: param('at'),
      }),
    ),
);
type JournalKeyValues = Pick<LedgerJournalTable, 'account_code' | 'source' | 'kind' | 'reference'>;
const readJournal = compiledOnce<JournalKeyValues, LedgerJournalTable>((db, param) =>
  db
    .selectFrom('ledger_journal')
    .selectAll()
    .where('account_code', '=', param('account_code'))
    .where('source', '=', param('source'))
    .where('kind', '=', param('kind'))
    .where('reference', '=', param('reference')),
);
const insertJournal = compiledOnce<LedgerJournalTable, never>((db, param) =>
  db
    .insertInto('ledger_journal')
    .values({
      id: param('id'),
      account_code: param('account_code'),
      source: param('source'),
      kind: param('kind'),
      reference: param('reference'),
      event_id: param('event_id'),
      created_at: param('created_at'),
    })
    .onConflict((conflict) => conflict.columns(['account_code', 'source', 'kind', 'reference']).doNothing()),
);

const entryColumns = [
  'id',
  'journal_id',
  'line_number',
  'account_code',
  'source',
  'asset',
  'bucket',
  'amount',
  'created_at',
] as const satisfies readonly (keyof LedgerEntryTable)[];
/** Line n's columns, named column + n (id0, amount0, id1, ...). */
type EntryValues = { readonly [C in keyof LedgerEntryTable as `${C}${number}`]: LedgerEntryTable[C] };

/** A journal's entries in one insert, compiled once per number of lines. */
const entryInserts = new Map<number, ReturnType<typeof entryInsert>>();
function entryInsert(count: number) {
  return compiledOnce<EntryValues, never>((db, param) =>
    db.insertInto('ledger_entry').values(
      Array.from({ length: count }, (_, line) => ({
        id: param(`id${line}`),
        journal_id: param(`journal_id${line}`),
        line_number: param(`line_number${line}`),
        account_code: param(`account_code${line}`),
        source: param(`source${line}`),
        asset: param(`asset${line}`),
        bucket: param(`bucket${line}`),
        amount: param(`amount${line}`),
        created_at: param(`created_at${line}`),
      })),
    ),
  );
}
function insertEntries(count: number) {
  let insert = entryInserts.get(count);
  if (insert === undefined) {
    insert = entryInsert(count);
    entryInserts.set(count, insert);
  }
  return insert;
}
function entriesValues(entries: readonly LedgerEntryTable[]): EntryValues {
  const values: Record<string, string | number> = {};
  entries.forEach((entry, line) => {
    for (const column of entryColumns) values[`${column}${line}`] = entry[column];
  });
  return values as EntryValues; // every column of every line, named as EntryValues names them
}

/** Reads a balance row, locking it on PostgreSQL (created at zero first, so there is a row to lock). */
async function lockedBalance(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  key: LedgerBalanceKey,
  at: Date,
): Promise<LedgerBalance> {
  const values = { accountCode: key.accountCode, source: key.source, asset: key.asset };
  let read = readBalance;
  if (dialect === 'postgres') {
    await createZeroBalance(trx, dialect, { ...values, at: at.toISOString() });
    // Only here: SQLite refuses FOR UPDATE (and needs no lock: its transactions run one at a time).
    read = readBalanceForUpdate;
  }
  const [row] = (await read(trx, dialect, values)).rows;
  return {
    available: new ExactDecimal(row?.available ?? 0),
    onHold: new ExactDecimal(row?.on_hold ?? 0),
  };
}

function journalOf(journal: LedgerJournalTable, entries: readonly LedgerEntryTable[], replayed: boolean) {
  return {
    id: journal.id,
    kind: journal.kind,
    accountCode: journal.account_code,
    source: journal.source,
    reference: journal.reference,
    eventId: journal.event_id,
    createdAt: new Date(journal.created_at),
    lines: entries.map((entry) => ({
      accountCode: entry.account_code,
      source: entry.source,
      asset: entry.asset,
      bucket: entry.bucket,
      amount: new ExactDecimal(entry.amount),
    })),
    replayed,
  } satisfies LedgerJournal;
}

async function postedJournal(
  trx: Executor,
  dialect: DatabaseDialect,
  key: Pick<LedgerJournalTable, 'account_code' | 'source' | 'kind' | 'reference'>,
): Promise<LedgerJournal | undefined> {
  const [journal] = (await readJournal(trx, dialect, key)).rows;
  if (journal === undefined) return undefined;
  const entries = await trx
    .selectFrom('ledger_entry')
    .selectAll()
    .where('journal_id', '=', journal.id)
    .orderBy('line_number')
    .execute();
  return journalOf(journal, entries, true);
}

/**
 * Posts a journal in the caller's transaction: checks it balances per asset and leaves no client bucket negative,
 * then writes the journal, its entries and the new cached balances. Throws a LedgerError (writing nothing that
 * survives the caller's rollback; on SQLite, nothing at all) when it refuses. Idempotent per (account, kind, reference).
 */
export async function postJournal(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  input: JournalInput,
): Promise<LedgerJournal> {
  if (input.reference === '' || input.kind === '') {
    throw new LedgerError('invalidJournal', 'A journal has a kind and a reference');
  }
  const lines = normalLines(input.lines);
  const changes = changesOf(lines);
  const journalKey = {
    account_code: normalAccountCode(input.accountCode),
    source: input.source,
    kind: input.kind,
    reference: input.reference,
  };

  // Lock first: a concurrent twin that committed meanwhile is then seen by the insert's conflict. The earlier posting
  // is looked for only when it matters (a refusal, a conflict), not on every posting: a retry answers the journal it
  // first made even when the balances no longer allow it.
  const before: LedgerBalance[] = [];
  for (const change of changes) before.push(await lockedBalance(trx, dialect, change.key, input.at));

  const after: LedgerBalance[] = [];
  for (const [index, change] of changes.entries()) {
    const balance = before[index] as LedgerBalance; // one balance was read per change, in the same order.
    const next = { available: balance.available.plus(change.available), onHold: balance.onHold.plus(change.onHold) };
    if (!isHouseAccount(change.key.accountCode)) {
      const where = `${change.key.accountCode} ${change.key.asset}`;
      if (next.available.isNegative() || next.onHold.isNegative()) {
        const earlier = await postedJournal(trx, dialect, journalKey);
        if (earlier !== undefined) return earlier;
      }
      if (next.available.isNegative()) {
        throw new LedgerError(
          'insufficientAvailable',
          `${where}: available ${balance.available.toFixed()} is not enough`,
        );
      }
      if (next.onHold.isNegative()) {
        throw new LedgerError('insufficientOnHold', `${where}: on hold ${balance.onHold.toFixed()} is not enough`);
      }
    }
    after.push(next);
  }

  const createdAt = input.at.toISOString();
  const journal: LedgerJournalTable = {
    id: randomUUID(),
    ...journalKey,
    event_id: input.eventId ?? null,
    created_at: createdAt,
  };
  const inserted = await insertJournal(trx, dialect, journal);
  if (inserted.numAffectedRows === 0n) {
    // Posted before (a retry), or by a twin that committed between the lock and here (PostgreSQL waited for it).
    const twin = await postedJournal(trx, dialect, journalKey);
    if (twin !== undefined) return twin;
    throw new Error('A journal reference conflicted but its journal is not there');
  }

  const entries: LedgerEntryTable[] = lines.map((line, lineNumber) => ({
    id: randomUUID(),
    journal_id: journal.id,
    line_number: lineNumber,
    account_code: line.accountCode,
    source: line.source,
    asset: line.asset,
    bucket: line.bucket,
    amount: stored(line.amount),
    created_at: createdAt,
  }));
  await insertEntries(entries.length)(trx, dialect, entriesValues(entries));
  for (const [index, change] of changes.entries()) {
    const next = after[index] as LedgerBalance; // computed per change above.
    await writeBalance(trx, dialect, {
      ...change.key,
      available: stored(next.available),
      onHold: stored(next.onHold),
      at: createdAt,
    });
  }
  return journalOf(journal, entries, false);
}

/** What the helpers share: one client account, one asset, one positive amount, the reference and the time. */
export type ClientMovement = LedgerBalanceKey & {
  readonly amount: DecimalInput;
  readonly reference: string;
  readonly at: Date;
  readonly eventId?: string;
  /** The journal's kind, the caller's name for the movement (a statement describes it); else the function's own. */
  readonly kind?: string;
};

function positiveAmount(value: DecimalInput): Decimal {
  const amount = ledgerAmount(value);
  if (!amount.isPositive() || amount.isZero()) {
    throw new LedgerError('invalidAmount', `The amount moved is positive, not ${amount.toFixed()}`);
  }
  return amount;
}

function journalFor(movement: ClientMovement, kind: string, lines: LedgerLineInput[]): JournalInput {
  return {
    kind: movement.kind ?? kind,
    accountCode: movement.accountCode,
    source: movement.source,
    reference: movement.reference,
    at: movement.at,
    lines,
    ...(movement.eventId === undefined ? {} : { eventId: movement.eventId }),
  };
}

/** Cash (or units) arriving from outside: house account (HOUSE:CASH unless given) → the client's available. */
export function deposit(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  input: ClientMovement & { readonly houseAccount?: string },
): Promise<LedgerJournal> {
  const amount = positiveAmount(input.amount);
  const house = input.houseAccount ?? houseCashAccount;
  if (!isHouseAccount(house)) throw new LedgerError('invalidJournal', `${house} is not a house account`);
  const client = { accountCode: input.accountCode, source: input.source, asset: input.asset };
  return postJournal(
    trx,
    dialect,
    journalFor(input, 'deposit', [
      { ...client, bucket: 'available', amount },
      { ...client, accountCode: house, bucket: 'available', amount: amount.negated() },
    ]),
  );
}

/** Moves a positive amount between two buckets of the client's own account (a hold, or its release). */
function moveBetweenBuckets(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  input: ClientMovement,
  kind: string,
  from: LedgerBucket,
  to: LedgerBucket,
): Promise<LedgerJournal> {
  const amount = positiveAmount(input.amount);
  const client = { accountCode: input.accountCode, source: input.source, asset: input.asset };
  return postJournal(
    trx,
    dialect,
    journalFor(input, kind, [
      { ...client, bucket: from, amount: amount.negated() },
      { ...client, bucket: to, amount },
    ]),
  );
}

/** Reserves an amount for something in progress: available → on hold; refused ('insufficientAvailable') beyond available. */
export function placeHold(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  input: ClientMovement,
): Promise<LedgerJournal> {
  return moveBetweenBuckets(trx, dialect, input, 'hold', 'available', 'onHold');
}

/** Gives back (part of) a hold: on hold → available; refused ('insufficientOnHold') beyond what is on hold. */
export function releaseHold(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  input: ClientMovement,
): Promise<LedgerJournal> {
  return moveBetweenBuckets(trx, dialect, input, 'releaseHold', 'onHold', 'available');
}

/** Pays (part of) a hold out to a house account (a fund, the cash house): on hold → house available. */
export function settleHold(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  input: ClientMovement & { readonly houseAccount: string },
): Promise<LedgerJournal> {
  const amount = positiveAmount(input.amount);
  if (!isHouseAccount(input.houseAccount)) {
    throw new LedgerError('invalidJournal', `${input.houseAccount} is not a house account`);
  }
  const client = { accountCode: input.accountCode, source: input.source, asset: input.asset };
  return postJournal(
    trx,
    dialect,
    journalFor(input, 'settleHold', [
      { ...client, bucket: 'onHold', amount: amount.negated() },
      { ...client, accountCode: input.houseAccount, bucket: 'available', amount },
    ]),
  );
}

/** The cached balance of an account's asset (zero when it never moved). */
export async function balanceOf(db: Executor, key: LedgerBalanceKey): Promise<LedgerBalance> {
  const row = await db
    .selectFrom('ledger_balance')
    .select(['available', 'on_hold'])
    .where('account_code', '=', normalAccountCode(key.accountCode))
    .where('source', '=', key.source)
    .where('asset', '=', key.asset)
    .executeTakeFirst();
  return { available: new ExactDecimal(row?.available ?? 0), onHold: new ExactDecimal(row?.on_hold ?? 0) };
}

/** The cached balances of several of an account's assets in one read, by asset (zero for one that never moved). */
export async function balancesOf(
  db: Executor,
  key: Omit<LedgerBalanceKey, 'asset'>,
  assets: readonly string[],
): Promise<Map<string, LedgerBalance>> {
  const rows =
    assets.length === 0
      ? []
      : await db
          .selectFrom('ledger_balance')
          .select(['asset', 'available', 'on_hold'])
          .where('account_code', '=', normalAccountCode(key.accountCode))
          .where('source', '=', key.source)
          .where('asset', 'in', [...new Set(assets)])
          .execute();
  const byAsset = new Map(rows.map((row) => [row.asset, row]));
  return new Map(
    assets.map((asset) => {
      const row = byAsset.get(asset);
      return [asset, { available: new ExactDecimal(row?.available ?? 0), onHold: new ExactDecimal(row?.on_hold ?? 0) }];
    }),
  );
}

/**
 * An account's ledger entries on a source made before `before` (an instant), oldest first in posting order, each with
 * its journal's kind and reference: what statements and contract notes replay.
 */
export function ledgerEntriesBefore(db: Executor, key: Omit<LedgerBalanceKey, 'asset'>, before: string) {
  return db
    .selectFrom('ledger_entry as entry')
    .innerJoin('ledger_journal as journal', 'journal.id', 'entry.journal_id')
    .select([
      'entry.journal_id',
      'entry.line_number',
      'entry.asset',
      'entry.bucket',
      'entry.amount',
      'entry.created_at',
      'journal.kind',
      'journal.reference',
    ])
    .where('entry.account_code', '=', key.accountCode)
    .where('entry.source', '=', key.source)
    .where('entry.created_at', '<', before)
    .orderBy('entry.created_at')
    .orderBy('entry.journal_id')
    .orderBy('entry.line_number')
    .execute();
}

/**
 * The sum of every entry per asset: zero for every asset in a sound ledger. Summed here, exactly (SQLite would sum
 * TEXT as floating point); an audit reads every entry.
 */
export async function journalTotals(db: Executor): Promise<Map<string, Decimal>> {
  const entries = await db.selectFrom('ledger_entry').select(['asset', 'amount']).execute();
  const totals = new Map<string, Decimal>();
  for (const entry of entries) {
    totals.set(entry.asset, (totals.get(entry.asset) ?? new ExactDecimal(0)).plus(entry.amount));
  }
  return totals;
}

export type BalanceDiscrepancy = LedgerBalanceKey & {
  readonly cached: { readonly available: string; readonly onHold: string };
  readonly fromEntries: { readonly available: string; readonly onHold: string };
};

/** Every balance row whose cached figures differ from the sums of its entries (none in a sound ledger). */
export async function balanceDiscrepancies(db: Executor): Promise<BalanceDiscrepancy[]> {
  const sums = new Map<string, BalanceChange>();
  const entries = await db
    .selectFrom('ledger_entry')
    .select(['account_code', 'source', 'asset', 'bucket', 'amount'])
    .execute();
  for (const entry of entries) {
    const key = { accountCode: entry.account_code, source: entry.source, asset: entry.asset };
    const sum = sums.get(keyOf(key)) ?? { key, available: new ExactDecimal(0), onHold: new ExactDecimal(0) };
    if (entry.bucket === 'available') sum.available = sum.available.plus(entry.amount);
    else sum.onHold = sum.onHold.plus(entry.amount);
    sums.set(keyOf(key), sum);
  }
  const discrepancies: BalanceDiscrepancy[] = [];
  const zero = new ExactDecimal(0);
  const rows = await db.selectFrom('ledger_balance').selectAll().execute();
  const cachedKeys = new Set<string>();
  const compare = (key: LedgerBalanceKey, cached: LedgerBalance, fromEntries: LedgerBalance) => {
    if (!cached.available.eq(fromEntries.available) || !cached.onHold.eq(fromEntries.onHold)) {
      discrepancies.push({
        ...key,
        cached: { available: cached.available.toFixed(), onHold: cached.onHold.toFixed() },
        fromEntries: { available: fromEntries.available.toFixed(), onHold: fromEntries.onHold.toFixed() },
      });
    }
  };
  for (const row of rows) {
    const key = { accountCode: row.account_code, source: row.source, asset: row.asset };
    cachedKeys.add(keyOf(key));
    const sum = sums.get(keyOf(key));
    compare(
      key,
      { available: new ExactDecimal(row.available), onHold: new ExactDecimal(row.on_hold) },
      { available: sum?.available ?? zero, onHold: sum?.onHold ?? zero },
    );
  }
  for (const [id, sum] of sums) {
    if (!cachedKeys.has(id)) compare(sum.key, { available: zero, onHold: zero }, sum);
  }
  return discrepancies;
}
