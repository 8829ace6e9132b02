import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type CashBalances, type CashMovement, type CashMovementPage } from '@portal/contract';
import { cashMovementKindOf, type CashMovementType } from '@portal/contract/domain/cash/cash-movement-kinds';
import type { Decimal } from 'decimal.js';
import { deposit, journalTotals, placeHold, postJournal, releaseHold, settleHold } from '../../platform/money/ledger';
import { clientHeaders, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const account = 'C10005';

/** A small deterministic random sequence (the same lines on every run and dialect). */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Expected = Omit<CashMovement, 'journalId' | 'lineNumber'> & { journalId: string; lineNumber: number };

/**
 * The movements as a replay of every available-bucket line of the account's currencies from the first, oldest first,
 * each with the running sum of its currency: what every page must agree with.
 */
async function replay(testApp: TestApp, currencies: readonly string[]): Promise<Expected[]> {
  const rows = await testApp.database.db
    .selectFrom('ledger_entry as entry')
    .innerJoin('ledger_journal as journal', 'journal.id', 'entry.journal_id')
    .select([
      'entry.created_at',
      'entry.journal_id',
      'entry.line_number',
      'entry.asset',
      'entry.amount',
      'journal.kind',
      'journal.reference',
    ])
    .where('entry.account_code', '=', account)
    .where('entry.bucket', '=', 'available')
    .where('entry.asset', 'in', [...currencies])
    .execute();
  rows.sort((a, b) =>
    a.created_at !== b.created_at
      ? a.created_at < b.created_at
        ? -1
        : 1
      : a.journal_id !== b.journal_id
        ? a.journal_id < b.journal_id
          ? -1
          : 1
        : a.line_number - b.line_number,
  );
  const sums = new Map<string, Decimal>();
  const expected = rows.map((row) => {
    const balance = (sums.get(row.asset) ?? new ExactDecimal(0)).plus(row.amount);
    sums.set(row.asset, balance);
    const kind = cashMovementKindOf(row.kind);
    return {
      journalId: row.journal_id,
      lineNumber: row.line_number,
      at: row.created_at,
      type: kind.type,
      kind: row.kind,
      reference: row.reference,
      currency: row.asset,
      amount: new ExactDecimal(row.amount).toFixed(),
      balance: balance.toFixed(),
      status: kind.status ?? null,
    };
  });
  return expected.reverse();
}

describe('cash movements and balances over HTTP', () => {
  let testApp: TestApp;
  let call: (operation: string, payload: object) => Promise<LightMyRequestResponse>;

  async function allPages(filters: object, pageSize: number): Promise<CashMovement[]> {
    const movements: CashMovement[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 1000; pages += 1) {
      const answer = await call('searchCashMovements', {
        accountCode: account,
        ...filters,
        pageSize,
        ...(cursor === undefined ? {} : { cursor }),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json<CashMovementPage>();
      expect(page.movements.length).toBeLessThanOrEqual(pageSize);
      movements.push(...page.movements);
      if (page.nextCursor === null) return movements;
      expect(page.movements.length).toBe(pageSize);
      cursor = page.nextCursor;
    }
    throw new Error('The pages did not end');
  }

  beforeAll(async () => {
    testApp = await createTestApp();

    // A random history of deposits, holds, releases, hold payments and FX-like conversions in HKD and USD, with
    // some journals at the same instant (the order then is the journal id's) and some a day apart.
    const random = randomOf(16);
    const { db, dialect } = testApp.database;
    const balances = { HKD: new ExactDecimal(0), USD: new ExactDecimal(0) };
    const held = { HKD: new ExactDecimal(0), USD: new ExactDecimal(0) };
    for (let step = 0; step < 120; step += 1) {
      if (random() < 0.6) testApp.clock.advance(random() < 0.2 ? 86_400_000 : 60_000);
      const currency = random() < 0.6 ? 'HKD' : 'USD';
      const amount = new ExactDecimal(Math.floor(random() * 100_000) + 1).dividedBy(100);
      const at = testApp.clock.now();
      const movement = { accountCode: account, source: 'gateway' as const, asset: currency, at };
      const reference = `movement-test-${step}`;
      const choice = random();
      await testApp.events.inTransaction(db, async (trx) => {
        if (choice < 0.35 || balances[currency].lessThan(amount)) {
          await deposit(trx, dialect, { ...movement, amount, reference, kind: 'cashDeposit.credit' });
          balances[currency] = balances[currency].plus(amount);
        } else if (choice < 0.6) {
          await placeHold(trx, dialect, { ...movement, amount, reference, kind: 'stockOrder.hold' });
          balances[currency] = balances[currency].minus(amount);
          held[currency] = held[currency].plus(amount);
        } else if (choice < 0.75 && held[currency].greaterThanOrEqualTo(amount)) {
          await releaseHold(trx, dialect, { ...movement, amount, reference, kind: 'stockOrder.release' });
          balances[currency] = balances[currency].plus(amount);
          held[currency] = held[currency].minus(amount);
        } else if (choice < 0.85 && held[currency].greaterThan(0)) {
          await settleHold(trx, dialect, {
            ...movement,
            amount: held[currency],
            reference,
            kind: 'fundOrder.deduct',
            houseAccount: 'HOUSE:CASH',
          });
          held[currency] = new ExactDecimal(0);
        } else {
          // An FX conversion: one journal, four lines, the client's side in two currencies.
          const other = currency === 'HKD' ? 'USD' : 'HKD';
          const converted = amount.times('7.8').toDecimalPlaces(2);
          await postJournal(trx, dialect, {
            kind: 'cashFx.convert',
            accountCode: account,
            source: 'gateway',
            reference,
            at,
            lines: [
              { ...movement, bucket: 'available', amount: amount.negated() },
              { ...movement, accountCode: 'HOUSE:CASH', bucket: 'available', amount },
              {
                ...movement,
                asset: other,
                accountCode: 'HOUSE:CASH',
                bucket: 'available',
                amount: converted.negated(),
              },
              { ...movement, asset: other, bucket: 'available', amount: converted },
            ],
          });
          balances[currency] = balances[currency].minus(amount);
          balances[other] = balances[other].plus(converted);
        }
      });
    }
    const signedIn = await signIn(testApp, account);
    call = (operation, payload) =>
      testApp.app.inject({ method: 'POST', url: `/api/cashMovement/${operation}`, headers: signedIn.headers, payload });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('pages newest first with the running balance of every line equal to a replay, whatever the page size', async () => {
    const expected = await replay(testApp, ['HKD', 'USD', 'CNY']);
    expect(expected.length).toBeGreaterThan(120);
    for (const pageSize of [1, 7, 50, 100]) {
      expect(await allPages({}, pageSize)).toEqual(expected);
    }
  });

  it('filters by currency, type and Hong Kong day range and keeps the running balance of the whole currency', async () => {
    const expected = await replay(testApp, ['HKD', 'USD', 'CNY']);
    expect(await allPages({ currency: 'USD' }, 9)).toEqual(expected.filter((row) => row.currency === 'USD'));
    const types: CashMovementType[] = ['fx', 'deposit'];
    expect(await allPages({ types }, 8)).toEqual(expected.filter((row) => types.includes(row.type)));
    // The days of the middle of the history, in Hong Kong (UTC+8).
    const hongKongDay = (at: string) => new Date(Date.parse(at) + 8 * 3_600_000).toISOString().slice(0, 10);
    const days = [...new Set(expected.map((row) => hongKongDay(row.at)))].sort();
    expect(days.length).toBeGreaterThan(3);
    const [fromDate, toDate] = [days[1] ?? '', days[days.length - 2] ?? ''];
    const inRange = expected.filter((row) => hongKongDay(row.at) >= fromDate && hongKongDay(row.at) <= toDate);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(expected.length);
    expect(await allPages({ fromDate, toDate }, 6)).toEqual(inRange);
    expect(await allPages({ fromDate, toDate, currency: 'HKD', types: ['stockSettlement'] }, 4)).toEqual(
      inRange.filter((row) => row.currency === 'HKD' && row.type === 'stockSettlement'),
    );
  });

  it('shows a line posted after the first page on the next first page, and the old cursor still pages correctly', async () => {
    const first = (await call('searchCashMovements', { accountCode: account, pageSize: 5 })).json<CashMovementPage>();
    const before = await replay(testApp, ['HKD', 'USD', 'CNY']);
    testApp.clock.advance(60_000);
    await testApp.events.inTransaction(testApp.database.db, (trx) =>
      deposit(trx, testApp.database.dialect, {
        accountCode: account,
        source: 'gateway',
        asset: 'HKD',
        amount: '12.34',
        reference: 'movement-test-late',
        at: testApp.clock.now(),
        kind: 'cashDeposit.credit',
      }),
    );
    const second = (
      await call('searchCashMovements', { accountCode: account, pageSize: 5, cursor: first.nextCursor })
    ).json<CashMovementPage>();
    expect(second.movements).toEqual(before.slice(5, 10));
    const fresh = (await call('searchCashMovements', { accountCode: account, pageSize: 1 })).json<CashMovementPage>();
    expect(fresh.movements[0]).toMatchObject({ reference: 'movement-test-late', amount: '12.34', type: 'deposit' });
  });

  it('answers the balances per cash currency and their total in the reporting currency with the rates used', async () => {
    const answer = await call('cashBalances', { accountCode: account, reportingCurrency: 'USD' });
    expect(answer.statusCode, answer.body).toBe(200);
    const balances = answer.json<CashBalances>();
    expect(balances.reportingCurrency).toBe('USD');
    expect(balances.balances.map((balance) => balance.currency)).toEqual(['HKD', 'USD', 'CNY']);
    let total = new ExactDecimal(0);
    for (const balance of balances.balances) {
      const cached = await testApp.database.db
        .selectFrom('ledger_balance')
        .select(['available', 'on_hold'])
        .where('account_code', '=', account)
        .where('asset', '=', balance.currency)
        .executeTakeFirst();
      expect([balance.available, balance.onHold]).toEqual([
        new ExactDecimal(cached?.available ?? 0).toFixed(),
        new ExactDecimal(cached?.on_hold ?? 0).toFixed(),
      ]);
      expect(balance.rate).not.toBeNull();
      if (balance.currency === 'USD') expect([balance.rate, balance.rateTime]).toEqual(['1', null]);
      else expect(balance.rateTime).not.toBeNull();
      total = total.plus(new ExactDecimal(balance.available).plus(balance.onHold).times(balance.rate ?? 0));
    }
    expect(balances.total).toBe(total.toFixed());
    expect(new ExactDecimal(balances.total ?? 0).greaterThan(0)).toBe(true);
    // A reporting currency the brand does not list falls back (SPEC §9): HKD first.
    expect((await call('cashBalances', { accountCode: account, reportingCurrency: 'EUR' })).json()).toMatchObject({
      reportingCurrency: 'HKD',
    });
  });

  it('exports the filtered movements as CSV with its headers and one row per movement', async () => {
    const expected = (await replay(testApp, ['USD'])).filter((row) => row.type === 'fx');
    const answer = await call('exportCashMovements', { accountCode: account, currency: 'USD', types: ['fx'] });
    expect(answer.statusCode, answer.body).toBe(200);
    const file = answer.json<{ fileName: string; content: string; rows: number; contentType: string }>();
    expect(file.contentType).toBe('text/csv');
    expect(file.fileName).toMatch(/^cash-movements-C10005-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.rows).toBe(expected.length);
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Time","Type","Description","Reference","Currency","Amount","Balance","Status"');
    const newest = expected[0];
    expect(lines[1]).toBe(
      `"${newest?.at}","Currency exchange","Currency exchange","${newest?.reference}","USD","${newest?.amount}","${newest?.balance}",""`,
    );
    const chinese = await call('exportCashMovements', { accountCode: account, currency: 'USD', language: 'zh-HK' });
    expect(chinese.json<{ content: string }>().content.split('\r\n')[0]).toContain('"結餘"');
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const totalsBefore = await journalTotals(testApp.database.db);
    const journalsBefore = await testApp.database.db
      .selectFrom('ledger_journal')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    // A currency the brand does not offer for cash: the cash code ERR003.
    const euro = await call('searchCashMovements', { accountCode: account, currency: 'EUR' });
    expect(euro.statusCode).toBe(422);
    expect(euro.json()).toMatchObject({ code: 'invalidCurrency', details: { resultCode: 'ERR003' } });
    expect((await call('exportCashMovements', { accountCode: account, currency: 'EUR' })).statusCode).toBe(422);
    // Not a currency code at all, not a type: the contract's field errors.
    expect((await call('searchCashMovements', { accountCode: account, currency: 'hkd' })).statusCode).toBe(400);
    expect((await call('searchCashMovements', { accountCode: account, types: ['gift'] })).statusCode).toBe(400);
    // A cursor this list never gave out, and one given out for other filters.
    for (const cursor of ['not-a-cursor', Buffer.from('[1,"x"]').toString('base64url'), '']) {
      const answer = await call('searchCashMovements', { accountCode: account, cursor });
      expect(answer.statusCode, cursor).toBe(400);
      expect(answer.json()).toMatchObject({ details: { fieldErrors: [{ path: 'cursor' }] } });
    }
    const usd = (await call('searchCashMovements', { accountCode: account, currency: 'USD', pageSize: 2 })).json();
    const other = await call('searchCashMovements', { accountCode: account, currency: 'HKD', cursor: usd.nextCursor });
    expect(other.statusCode).toBe(400);
    // A range that ends before it starts, and a day not in the calendar.
    const inverted = await call('searchCashMovements', {
      accountCode: account,
      fromDate: '2025-02-01',
      toDate: '2025-01-01',
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ details: { fieldErrors: [{ path: 'toDate' }] } });
    expect((await call('searchCashMovements', { accountCode: account, fromDate: '2025-02-30' })).statusCode).toBe(400);
    expect(await journalTotals(testApp.database.db)).toEqual(totalsBefore);
    expect(
      await testApp.database.db
        .selectFrom('ledger_journal')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow(),
    ).toEqual(journalsBefore);
  });

  it("refuses another account's movements, balances and export", async () => {
    for (const operation of ['searchCashMovements', 'cashBalances', 'exportCashMovements']) {
      const answer = await call(operation, { accountCode: 'C10001' });
      expect(answer.statusCode, operation).toBe(403);
    }
    // The other account's own session sees its own list, without this account's lines.
    const other = await signIn(testApp, 'C10001');
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/cashMovement/searchCashMovements',
      headers: other.headers,
      payload: { accountCode: 'C10001', pageSize: 100 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const references = answer.json<CashMovementPage>().movements.map((movement) => movement.reference);
    expect(references.filter((reference) => reference.startsWith('movement-test-'))).toEqual([]);
  });

  it('is refused where the brand has no cash', async () => {
    const noCash = await createTestApp({ variant: 'abci' });
    try {
      // The feature is checked first: the operation does not exist on this portal (ADR 018).
      const answer = await noCash.app.inject({
        method: 'POST',
        url: '/api/cashMovement/searchCashMovements',
        headers: clientHeaders,
        payload: { accountCode: 'C10001' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'FEATURE_OFF' });
    } finally {
      await noCash.close();
    }
  });
});
