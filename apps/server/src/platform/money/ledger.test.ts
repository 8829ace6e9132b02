import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import type { Database } from '../db/db';
import {
  balanceDiscrepancies,
  balanceOf,
  deposit,
  houseCashAccount,
  houseFundAccount,
  journalTotals,
  LedgerError,
  placeHold,
  postJournal,
  releaseHold,
  settleHold,
  type LedgerErrorCode,
} from './ledger';

const at = new Date('2026-03-02T01:30:00.000Z');

describe('the account ledger', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  const db = () => testDatabase.database.db;
  const dialect = () => testDatabase.database.dialect;
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => db().transaction().execute(work);

  /** Each test has accounts of its own; the whole ledger stays sound across them. */
  let accountNumber = 20000;
  const newAccount = () => `C${++accountNumber}`;
  const hkd = (accountCode: string) => ({ accountCode, source: 'gateway', asset: 'HKD' }) as const;

  async function figures(accountCode: string, asset = 'HKD') {
    const balance = await balanceOf(db(), { accountCode, source: 'gateway', asset });
    return { available: balance.available.toFixed(), onHold: balance.onHold.toFixed() };
  }

  async function everything() {
    return {
      journals: await db().selectFrom('ledger_journal').selectAll().orderBy('id').execute(),
      entries: await db().selectFrom('ledger_entry').selectAll().orderBy('id').execute(),
      balances: await db().selectFrom('ledger_balance').selectAll().orderBy('account_code').orderBy('asset').execute(),
    };
  }

  async function expectRefusal(code: LedgerErrorCode, work: (trx: Transaction<Database>) => Promise<unknown>) {
    const before = await everything();
    const refusal = await inTransaction(work).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(LedgerError);
    expect((refusal as LedgerError).code).toBe(code);
    expect(await everything()).toEqual(before);
  }

  async function expectSound() {
    expect(await balanceDiscrepancies(db())).toEqual([]);
    for (const [asset, total] of await journalTotals(db())) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
  }

  afterAll(async () => {
    // Not an assertion on one test: whatever the tests did, the ledger they leave balances.
    expect(await balanceDiscrepancies(db())).toEqual([]);
  });

  it('posts a deposit as two entries that sum to zero: the client gains what HOUSE:CASH gives', async () => {
    const client = newAccount();
    const journal = await inTransaction((trx) =>
      deposit(trx, dialect(), { ...hkd(client.toLowerCase()), amount: '1000.50', reference: 'dep-1', at }),
    );
    expect(journal).toMatchObject({ kind: 'deposit', accountCode: client, reference: 'dep-1', replayed: false });
    expect(journal.lines.map((line) => [line.accountCode, line.bucket, line.amount.toFixed()])).toEqual([
      [client, 'available', '1000.5'],
      [houseCashAccount, 'available', '-1000.5'],
    ]);
    expect(await figures(client)).toEqual({ available: '1000.5', onHold: '0' });
    const stored = await db()
      .selectFrom('ledger_entry')
      .select(['account_code', 'amount', 'created_at'])
      .where('journal_id', '=', journal.id)
      .orderBy('line_number')
      .execute();
    expect(stored.map((entry) => [entry.account_code, new Decimal(entry.amount).toFixed(), entry.created_at])).toEqual([
      [client, '1000.5', '2026-03-02T01:30:00.000Z'],
      [houseCashAccount, '-1000.5', '2026-03-02T01:30:00.000Z'],
    ]);
    await expectSound();
  });

  it('moves a hold from available to on hold, releases part of it and settles the rest to a fund', async () => {
    const client = newAccount();
    const fund = houseFundAccount('fund-0001');
    await inTransaction((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '500', reference: 'd', at }));
    await inTransaction((trx) => placeHold(trx, dialect(), { ...hkd(client), amount: '300.25', reference: 'o', at }));
    expect(await figures(client)).toEqual({ available: '199.75', onHold: '300.25' });
    await expectSound();
    await inTransaction((trx) => releaseHold(trx, dialect(), { ...hkd(client), amount: '0.25', reference: 'o', at }));
    expect(await figures(client)).toEqual({ available: '200', onHold: '300' });
    await inTransaction((trx) =>
      settleHold(trx, dialect(), { ...hkd(client), amount: '300', reference: 'o', at, houseAccount: fund }),
    );
    expect(await figures(client)).toEqual({ available: '200', onHold: '0' });
    expect(await figures(fund)).toEqual({ available: '300', onHold: '0' });
    await expectSound();
  });

  it('adds exactly: 0.1 + 0.2 is 0.3, and a 37-digit balance loses no digit', async () => {
    const client = newAccount();
    await inTransaction((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '0.1', reference: 'a', at }));
    await inTransaction((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '0.2', reference: 'b', at }));
    expect(await figures(client)).toEqual({ available: '0.3', onHold: '0' });
    await inTransaction((trx) =>
      deposit(trx, dialect(), { ...hkd(client), amount: '1234567890123456789.000000000000000001', reference: 'c', at }),
    );
    await inTransaction((trx) =>
      placeHold(trx, dialect(), { ...hkd(client), amount: '0.000000000000000001', reference: 'h', at }),
    );
    expect(await figures(client)).toEqual({ available: '1234567890123456789.3', onHold: '0.000000000000000001' });
    await expectSound();
  });

  it('refuses lines that do not sum to zero per asset, even when the amounts cancel across assets', async () => {
    const client = newAccount();
    await expectRefusal('unbalanced', (trx) =>
      postJournal(trx, dialect(), {
        kind: 'deposit',
        accountCode: client,
        source: 'gateway',
        reference: 'x',
        at,
        lines: [
          { ...hkd(client), bucket: 'available', amount: '10' },
          { ...hkd(houseCashAccount), asset: 'USD', bucket: 'available', amount: '-10' },
        ],
      }),
    );
    await expectRefusal('unbalanced', (trx) =>
      postJournal(trx, dialect(), {
        kind: 'deposit',
        accountCode: client,
        source: 'gateway',
        reference: 'y',
        at,
        lines: [
          { ...hkd(client), bucket: 'available', amount: '0.3' },
          { ...hkd(houseCashAccount), bucket: 'available', amount: '-0.1' },
          { ...hkd(houseCashAccount), bucket: 'available', amount: '-0.1' },
        ],
      }),
    );
  });

  it('refuses journals without lines, zero or non-decimal or too precise amounts, and settlements to a client', async () => {
    const client = newAccount();
    const journal = { kind: 'deposit', accountCode: client, source: 'gateway', reference: 'z', at } as const;
    await expectRefusal('invalidJournal', (trx) => postJournal(trx, dialect(), { ...journal, lines: [] }));
    await expectRefusal('invalidJournal', (trx) =>
      postJournal(trx, dialect(), {
        ...journal,
        reference: '',
        lines: [
          { ...hkd(client), bucket: 'available', amount: '1' },
          { ...hkd(houseCashAccount), bucket: 'available', amount: '-1' },
        ],
      }),
    );
    await expectRefusal('invalidAmount', (trx) =>
      postJournal(trx, dialect(), {
        ...journal,
        lines: [
          { ...hkd(client), bucket: 'available', amount: '0' },
          { ...hkd(houseCashAccount), bucket: 'available', amount: '0' },
        ],
      }),
    );
    for (const amount of ['0', '-5', 'NaN', 'Infinity', '0x10', '1e20', '0.0000000000000000001']) {
      await expectRefusal('invalidAmount', (trx) =>
        deposit(trx, dialect(), { ...hkd(client), amount, reference: amount, at }),
      );
    }
    await expectRefusal('invalidAmount', (trx) =>
      deposit(trx, dialect(), { ...hkd(client), amount: 0.1 + 0.2, reference: 'float', at }),
    );
    await expectRefusal('invalidJournal', (trx) =>
      settleHold(trx, dialect(), { ...hkd(client), amount: '1', reference: 's', at, houseAccount: 'C99999' }),
    );
  });

  it('refuses a client overdraft of either bucket and writes nothing, while house accounts go negative', async () => {
    const client = newAccount();
    await inTransaction((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '100', reference: 'd', at }));
    await expectRefusal('insufficientAvailable', (trx) =>
      placeHold(trx, dialect(), { ...hkd(client), amount: '100.01', reference: 'o', at }),
    );
    await expectRefusal('insufficientOnHold', (trx) =>
      releaseHold(trx, dialect(), { ...hkd(client), amount: '0.01', reference: 'r', at }),
    );
    await expectRefusal('insufficientOnHold', (trx) =>
      settleHold(trx, dialect(), { ...hkd(client), amount: '1', reference: 's', at, houseAccount: houseCashAccount }),
    );
    await expectRefusal('insufficientAvailable', (trx) =>
      placeHold(trx, dialect(), { ...hkd(client), asset: 'USD', amount: '1', reference: 'usd', at }),
    );
    // Exactly everything is fine.
    await inTransaction((trx) => placeHold(trx, dialect(), { ...hkd(client), amount: '100', reference: 'o', at }));
    expect(await figures(client)).toEqual({ available: '0', onHold: '100' });
    expect((await balanceOf(db(), hkd(houseCashAccount))).available.isNegative()).toBe(true);
    await expectSound();
  });

  it('rolls back the whole journal when a later step of the caller fails', async () => {
    const client = newAccount();
    const before = await everything();
    await expect(
      inTransaction(async (trx) => {
        await deposit(trx, dialect(), { ...hkd(client), amount: '5', reference: 'd', at });
        throw new Error('the order could not be stored');
      }),
    ).rejects.toThrow('the order could not be stored');
    expect(await everything()).toEqual(before);
  });

  it('answers a repeated reference with the first journal and posts nothing, even when it could not post now', async () => {
    const client = newAccount();
    await inTransaction((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '10', reference: 'd', at }));
    const first = await inTransaction((trx) =>
      placeHold(trx, dialect(), { ...hkd(client), amount: '10', reference: 'order-7', at }),
    );
    const before = await everything();
    const again = await inTransaction((trx) =>
      placeHold(trx, dialect(), { ...hkd(client), amount: '10', reference: 'order-7', at: new Date(at.getTime() + 1) }),
    );
    expect(again).toEqual({ ...first, replayed: true });
    expect(await everything()).toEqual(before);
    expect(await figures(client)).toEqual({ available: '0', onHold: '10' });

    // The same reference under another kind or for another account is another posting.
    await inTransaction((trx) =>
      releaseHold(trx, dialect(), { ...hkd(client), amount: '4', reference: 'order-7', at }),
    );
    const other = newAccount();
    await inTransaction((trx) => deposit(trx, dialect(), { ...hkd(other), amount: '3', reference: 'order-7', at }));
    await inTransaction((trx) => placeHold(trx, dialect(), { ...hkd(other), amount: '3', reference: 'order-7', at }));
    expect(await figures(client)).toEqual({ available: '4', onHold: '6' });
    expect(await figures(other)).toEqual({ available: '0', onHold: '3' });
    await expectSound();
  });

  it('keeps the event that caused a journal', async () => {
    const client = newAccount();
    const journal = await inTransaction((trx) =>
      deposit(trx, dialect(), { ...hkd(client), amount: '1', reference: 'e', at, eventId: 'event-1' }),
    );
    const row = await db()
      .selectFrom('ledger_journal')
      .select(['event_id', 'source', 'kind'])
      .where('id', '=', journal.id)
      .executeTakeFirst();
    expect(row).toEqual({ event_id: 'event-1', source: 'gateway', kind: 'deposit' });
  });

  it('keeps the books of the two sources apart', async () => {
    const client = newAccount();
    await inTransaction((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '8', reference: 'd', at }));
    await expectRefusal('insufficientAvailable', (trx) =>
      placeHold(trx, dialect(), { ...hkd(client), source: 'fos', amount: '1', reference: 'o', at }),
    );
    expect((await balanceOf(db(), { ...hkd(client), source: 'fos' })).available.toFixed()).toBe('0');
  });
});
