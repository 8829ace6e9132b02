import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import {
  balanceDiscrepancies,
  balanceOf,
  deposit,
  houseCashAccount,
  journalTotals,
  LedgerError,
  placeHold,
  type ClientMovement,
  type LedgerJournal,
} from './ledger';

const at = new Date('2026-03-02T01:30:00.000Z');

/**
 * Many requests at once, each in a transaction of its own (on PostgreSQL, on connections of their own): the ledger
 * must neither overspend nor post a reference twice nor deadlock.
 */
describe('the account ledger under concurrent requests', () => {
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
  const hkd = (accountCode: string) => ({ accountCode, source: 'gateway', asset: 'HKD', at }) as const;

  function holdAlone(movement: ClientMovement): Promise<LedgerJournal> {
    return db()
      .transaction()
      .execute((trx) => placeHold(trx, dialect(), movement));
  }

  async function figures(accountCode: string) {
    const balance = await balanceOf(db(), hkd(accountCode));
    return { available: balance.available.toFixed(), onHold: balance.onHold.toFixed() };
  }

  async function expectSound() {
    expect(await balanceDiscrepancies(db())).toEqual([]);
    for (const [asset, total] of await journalTotals(db())) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
  }

  it('lets exactly 7 of 50 simultaneous holds of 1 through against 7 available; the other 43 are refused', async () => {
    const client = 'C30001';
    await db()
      .transaction()
      .execute((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '7', reference: 'd' }));

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => holdAlone({ ...hkd(client), amount: '1', reference: `order-${index}` })),
    );
    const held = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(held).toHaveLength(7);
    expect(refusals).toHaveLength(43);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(LedgerError);
      expect((refusal as LedgerError).code).toBe('insufficientAvailable');
    }
    expect(await figures(client)).toEqual({ available: '0', onHold: '7' });
    const journals = await db()
      .selectFrom('ledger_journal')
      .select('reference')
      .where('account_code', '=', client)
      .where('kind', '=', 'hold')
      .execute();
    expect(journals).toHaveLength(7);
    await expectSound();
  });

  it('posts a reference retried 20 times at once only once, and answers every retry with that journal', async () => {
    const client = 'C30002';
    await db()
      .transaction()
      .execute((trx) => deposit(trx, dialect(), { ...hkd(client), amount: '7', reference: 'd' }));

    const journals = await Promise.all(
      Array.from({ length: 20 }, () => holdAlone({ ...hkd(client), amount: '2', reference: 'order-1' })),
    );
    expect(new Set(journals.map((journal) => journal.id)).size).toBe(1);
    expect(journals.filter((journal) => !journal.replayed)).toHaveLength(1);
    expect(await figures(client)).toEqual({ available: '5', onHold: '2' });
    await expectSound();
  });

  it('runs deposits of many clients through the one house cash account at once, without a deadlock or a lost update', async () => {
    const clients = Array.from({ length: 5 }, (_, index) => `C3010${index}`);
    const houseBefore = (await balanceOf(db(), hkd(houseCashAccount))).available;
    await Promise.all(
      clients.flatMap((client) =>
        Array.from({ length: 10 }, (_, index) =>
          db()
            .transaction()
            .execute(async (trx) => {
              await deposit(trx, dialect(), { ...hkd(client), amount: '0.1', reference: `d${index}` });
              return placeHold(trx, dialect(), { ...hkd(client), amount: '0.05', reference: `h${index}` });
            }),
        ),
      ),
    );
    for (const client of clients) expect(await figures(client)).toEqual({ available: '0.5', onHold: '0.5' });
    const houseAfter = (await balanceOf(db(), hkd(houseCashAccount))).available;
    expect(houseBefore.minus(houseAfter).toFixed()).toBe('5');
    await expectSound();
  });
});
