import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, maximumDepositProofBytes, type DepositRequest } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { depositResultCodes } from '@portal/contract/domain/order/deposit-results';
import { databaseDialectOf } from '../../platform/db/db';
import { balanceOf, journalTotals } from '../../platform/money/ledger';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runDepositBackOffice, type DepositBackOfficeDependencies } from './decisions';
import { depositTimingAt } from './deposit-dates';
import { depositBackOfficeOf } from './deposit-back-office';

/*
 * Deposit requests on the demo brand (cash currencies HKD, USD, CNY; deposit cut-off 17:00 Hong Kong), from the test
 * clock's Wednesday 15 January 2025, 10:00 in Hong Kong. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A Windows executable's first bytes (MZ, a DOS stub, a PE header offset), named as a PDF. */
function executable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

let sequence = 0;
const reference = () => `deposit-test-${String((sequence += 1)).padStart(5, '0')}`;
const minuteMs = 60_000;

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('deposit requests', () => {
  let testApp: TestApp;
  let client: SignedIn;
  let otherClient: SignedIn;
  let admin: SignedIn;

  const call = (who: SignedIn, operation: string, payload: object): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/cashDeposit/${operation}`, headers: who.headers, payload });

  const submit = (payload: object = {}, who: SignedIn = client) =>
    call(who, 'submitDepositRequest', {
      accountCode: who === client ? 'C10001' : 'C10005',
      clientReference: reference(),
      amount: '1000.50',
      currency: 'HKD',
      method: 'bankTransfer',
      proof: { fileName: 'slip.png', content: png.toString('base64') },
      ...payload,
    });

  const depositOf = (response: Injected) => response.json<{ request: DepositRequest }>().request;

  const hkd = async () =>
    (await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' })).available;

  /** The service's dependencies with the back office's desk: the simulator unless the operator is named. */
  const deps = (backOffice: 'simulator' | 'operator' = 'simulator'): DepositBackOfficeDependencies => ({
    db: testApp.database.db,
    dialect: databaseDialectOf(testApp.config),
    events: testApp.events,
    clock: testApp.clock,
    brand: getBrand('demo'),
    backOffice: depositBackOfficeOf({ backOffice, portalVariant: 'demo' }),
  });

  const eventsOf = async (type: string, referenceCode: string) =>
    (
      await testApp.database.db
        .selectFrom('domain_event')
        .select('payload')
        .where('type', '=', type)
        .where('account_code', '=', 'C10001')
        .execute()
    ).filter((row) => row.payload.includes(referenceCode));

  const signInAll = async () => {
    client = await signIn(testApp, 'C10001');
    otherClient = await signIn(testApp, 'C10005');
    admin = await signIn(testApp, 'ADMIN01');
  };

  /** Moves the clock, runs the back office, and signs in again (a session lasts 15 minutes). */
  const advance = async (milliseconds: number) => {
    testApp.clock.advance(milliseconds);
    await runDepositBackOffice(deps());
    await signInAll();
  };

  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'demo' });
    await signInAll();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the instructions: currencies, methods, cut-off and expected credit date, bank accounts and FPS', async () => {
    const answer = (await call(client, 'depositInstructions', { accountCode: 'C10001' })).json<{
      currencies: { currency: string; precision: number }[];
      cutOffTime: string;
      afterCutOff: boolean;
      expectedCreditDate: string;
      fpsCurrencies: string[];
      bankAccounts: { currency: string; accountNumber: string; bankName: { en: string } }[];
      fpsIdentifier: string;
      maximumProofBytes: number;
    }>();
    expect(answer.currencies.map((entry) => entry.currency)).toEqual(['HKD', 'USD', 'CNY']);
    expect(answer.cutOffTime).toBe('17:00');
    expect([answer.afterCutOff, answer.expectedCreditDate]).toEqual([false, '2025-01-15']);
    expect(answer.fpsCurrencies).toEqual(['HKD', 'CNY']);
    expect(answer.bankAccounts.map((account) => account.currency)).toEqual(['HKD', 'USD', 'CNY']);
    expect(answer.bankAccounts[0]?.accountNumber).toBe('004-512-734861-001');
    expect(answer.fpsIdentifier).toMatch(/^\d{7,9}$/);
    expect(answer.maximumProofBytes).toBe(5 * 1024 * 1024);
  });

  it('moves the expected credit date to the next business day at or after the cut-off and at weekends', () => {
    const brand = getBrand('demo');
    // Wednesday 16:59 and 17:00 in Hong Kong; Friday 17:30; Saturday noon.
    expect(depositTimingAt(brand, new Date('2025-01-15T08:59:00Z'))).toEqual({
      afterCutOff: false,
      expectedCreditDate: '2025-01-15',
    });
    expect(depositTimingAt(brand, new Date('2025-01-15T09:00:00Z'))).toEqual({
      afterCutOff: true,
      expectedCreditDate: '2025-01-16',
    });
    expect(depositTimingAt(brand, new Date('2025-01-17T09:30:00Z')).expectedCreditDate).toBe('2025-01-20');
    expect(depositTimingAt(brand, new Date('2025-01-18T04:00:00Z')).expectedCreditDate).toBe('2025-01-20');
  });

  it('makes a pending request with its proof, answers a retry with the first, and credits nothing yet', async () => {
    const before = await hkd();
    const clientReference = reference();
    const first = await submit({ clientReference });
    expect(first.statusCode).toBe(200);
    const request = depositOf(first);
    expect(request).toMatchObject({
      status: 'pending',
      method: 'bankTransfer',
      currency: 'HKD',
      amount: '1000.5',
      cancellable: true,
      expectedCreditDate: '2025-01-15',
      proof: { fileName: 'slip.png', fileType: 'png', sizeBytes: png.length },
    });
    const again = await submit({ clientReference });
    expect(again.json<{ replayed: boolean }>().replayed).toBe(true);
    expect(depositOf(again).requestId).toBe(request.requestId);
    expect((await hkd()).equals(before)).toBe(true);

    const listed = (await call(client, 'myDepositRequests', { accountCode: 'C10001' })).json<{
      requests: DepositRequest[];
    }>();
    expect(listed.requests[0]?.requestId).toBe(request.requestId);
  });

  it('lets the owner download the proof and no one else', async () => {
    const request = depositOf(await submit());
    const url = request.proof?.downloadUrl ?? '';
    const own = await testApp.app.inject({ method: 'GET', url, headers: client.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(png)).toBe(true);
    const other = await testApp.app.inject({ method: 'GET', url, headers: otherClient.headers });
    expect(other.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url, headers: { 'x-portal-client': 'web' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['zero', { amount: '0' }, 'invalidAmount'],
    ['negative', { amount: '-100' }, 'invalidAmount'],
    ['non-numeric', { amount: '12abc' }, 'invalidAmount'],
    ['an exponent', { amount: '1e3' }, 'invalidAmount'],
    ['too many decimals', { amount: '10.001' }, 'invalidAmount'],
    ['a currency outside cashCurrencies', { currency: 'EUR' }, 'invalidCurrency'],
    ['FPS in USD', { method: 'fps', currency: 'USD' }, 'methodNotAvailable'],
    ['no proof', { proof: undefined }, 'proofRequired'],
    [
      'an executable renamed .pdf',
      { proof: { fileName: 'slip.pdf', content: executable().toString('base64') } },
      'proofTypeNotAllowed',
    ],
    [
      'a proof over 5 MB',
      {
        proof: {
          fileName: 'slip.pdf',
          content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(maximumDepositProofBytes)]).toString(
            'base64',
          ),
        },
      },
      'proofTooLarge',
    ],
  ] as const)('refuses %s with its code and changes nothing', async (_what, payload, result) => {
    const totals = await journalTotals(testApp.database.db);
    const before = await snapshotDatabase(testApp.database);
    const answer = await submit(payload);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: result, details: { resultCode: depositResultCodes[result] } });
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
    expect(await journalTotals(testApp.database.db)).toEqual(totals);
  });

  it('refuses malformed input with field errors and changes nothing', async () => {
    const before = await snapshotDatabase(testApp.database);
    expect((await submit({ method: 'edda' })).statusCode).toBe(400);
    expect((await submit({ proof: { fileName: 'slip.png', content: 'not base64!' } })).statusCode).toBe(400);
    expect((await submit({ clientReference: 'short' })).statusCode).toBe(400);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it('makes one request of 50 submissions with one client reference at once', async () => {
    const clientReference = reference();
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit({ clientReference, amount: '77' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => depositOf(answer).requestId)).size).toBe(1);
    const rows = await testApp.database.db
      .selectFrom('cash_deposit_request')
      .select('id')
      .where('client_reference', '=', clientReference)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is taken up after 5 minutes and accepted after 30 by the back office, crediting once with its events', async () => {
    const before = await hkd();
    const request = depositOf(await submit({ amount: '2500' }));
    await advance(4 * minuteMs);
    const list = async () =>
      (await call(client, 'myDepositRequests', { accountCode: 'C10001' }))
        .json<{ requests: DepositRequest[] }>()
        .requests.find((entry) => entry.requestId === request.requestId);
    expect((await list())?.status).toBe('pending');
    await advance(minuteMs);
    expect((await list())?.status).toBe('processing');
    expect((await hkd()).equals(before)).toBe(true);
    await advance(25 * minuteMs);
    const decided = await list();
    expect(decided?.status).toBe('accept');
    // The earlier tests' pending requests were accepted in the same run: the balance rose by all of them.
    const acceptedNow = (
      await testApp.database.db
        .selectFrom('cash_deposit_request')
        .select('amount')
        .where('status', '=', 'accept')
        .where('decided_at', '=', decided?.decidedAt ?? '')
        .execute()
    ).reduce((sum, row) => sum.plus(row.amount), new ExactDecimal(0));
    expect(acceptedNow.greaterThanOrEqualTo(2500)).toBe(true);
    const credited = (await hkd()).minus(before);
    expect(credited.equals(acceptedNow)).toBe(true);
    // Running again credits nothing more.
    await runDepositBackOffice(deps());
    expect((await hkd()).minus(before).equals(credited)).toBe(true);
    const lines = await testApp.database.db
      .selectFrom('ledger_entry')
      .innerJoin('ledger_journal', 'ledger_journal.id', 'ledger_entry.journal_id')
      .select(['ledger_entry.account_code', 'ledger_entry.amount'])
      .where('ledger_journal.reference', '=', request.requestId)
      .execute();
    expect(lines.map((line) => [line.account_code, new ExactDecimal(line.amount).toFixed()]).sort()).toEqual([
      ['C10001', '2500'],
      ['HOUSE:CASH', '-2500'],
    ]);
    const journals = await testApp.database.db
      .selectFrom('ledger_journal')
      .selectAll()
      .where('reference', '=', request.requestId)
      .execute();
    expect(journals.map((journal) => journal.kind)).toEqual(['cashDeposit.credit']);
    expect(await eventsOf('cashMovement', request.requestId)).toHaveLength(1);
    const notifications = await testApp.database.db
      .selectFrom('notification')
      .select('type')
      .where('account_code', '=', 'C10001')
      .where('type', 'in', ['cashMovement', 'cashUpdate'])
      .execute();
    expect(notifications.map((row) => row.type)).toEqual(expect.arrayContaining(['cashMovement', 'cashUpdate']));
  });

  it('rejects by the stated rule (over 1,000,000) and credits nothing', async () => {
    const before = await hkd();
    const request = depositOf(await submit({ amount: '1000000.01' }));
    await advance(31 * minuteMs);
    const listed = (await call(client, 'myDepositRequests', { accountCode: 'C10001' }))
      .json<{ requests: DepositRequest[] }>()
      .requests.find((entry) => entry.requestId === request.requestId);
    expect(listed).toMatchObject({ status: 'reject', reason: expect.stringContaining('not received') });
    expect((await hkd()).equals(before)).toBe(true);
  });

  it('waits for an operator when there is no back-office desk (PORTAL_BACK_OFFICE=operator): nothing is credited by itself', async () => {
    const before = await hkd();
    const request = depositOf(await submit({ amount: '777' }));
    // Past the simulator's 5 minutes, its 30, and three days more: the job runs and decides nothing.
    for (const step of [6 * minuteMs, 31 * minuteMs, 3 * 86_400_000]) {
      testApp.clock.advance(step);
      expect(await runDepositBackOffice(deps('operator'))).toEqual({ processing: 0, accepted: 0, rejected: 0 });
    }
    await signInAll();
    const listed = (await call(client, 'myDepositRequests', { accountCode: 'C10001' }))
      .json<{ requests: DepositRequest[] }>()
      .requests.find((entry) => entry.requestId === request.requestId);
    expect(listed).toMatchObject({ status: 'pending', cancellable: true });
    expect((await hkd()).equals(before)).toBe(true);
    expect(await eventsOf('cashMovement', request.requestId)).toHaveLength(0);
    // The operator's decision, and only it, credits the money.
    const accepted = await call(admin, 'decideDepositRequest', {
      requestId: request.requestId,
      decision: 'accept',
      reason: 'Seen on the statement',
    });
    expect(depositOf(accepted)).toMatchObject({ status: 'accept' });
    expect((await hkd()).minus(before).toFixed()).toBe('777');
  });

  it('cancels a pending request (nothing credited), and refuses to cancel it again or one being processed', async () => {
    const before = await hkd();
    const request = depositOf(await submit());
    const cancelled = await call(client, 'cancelDepositRequest', {
      accountCode: 'C10001',
      requestId: request.requestId,
    });
    expect(depositOf(cancelled)).toMatchObject({ status: 'cancel', cancellable: false });
    const again = await call(client, 'cancelDepositRequest', { accountCode: 'C10001', requestId: request.requestId });
    expect(again.json()).toMatchObject({ code: 'notCancellable', details: { resultCode: 'ERR405' } });
    // The back office leaves a cancelled request alone.
    await advance(60 * minuteMs);
    expect((await hkd()).equals(before)).toBe(true);

    const taken = depositOf(await submit());
    await advance(6 * minuteMs);
    const late = await call(client, 'cancelDepositRequest', { accountCode: 'C10001', requestId: taken.requestId });
    expect(late.json()).toMatchObject({ code: 'notCancellable' });
    // Another client cannot see or cancel it.
    const foreign = await call(otherClient, 'cancelDepositRequest', {
      accountCode: 'C10005',
      requestId: taken.requestId,
    });
    expect(foreign.json()).toMatchObject({ code: 'requestNotFound', details: { resultCode: 'ERR404' } });
  });

  it('lets an admin accept by hand, not a client; 20 acceptances at once credit once', async () => {
    const before = await hkd();
    const request = depositOf(await submit({ amount: '321.09' }));
    const byClient = await call(client, 'decideDepositRequest', {
      requestId: request.requestId,
      decision: 'accept',
      reason: 'Seen on the statement',
    });
    expect(byClient.statusCode).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(admin, 'decideDepositRequest', {
          requestId: request.requestId,
          decision: 'accept',
          reason: 'Seen on the statement',
        }),
      ),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json<{ code: string }>().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'alreadyDecided')).toHaveLength(19);
    expect((await hkd()).minus(before).toFixed()).toBe('321.09');
    expect(await eventsOf('cashMovement', request.requestId)).toHaveLength(1);

    const rejected = depositOf(await submit());
    const reject = await call(admin, 'decideDepositRequest', {
      requestId: rejected.requestId,
      decision: 'reject',
      reason: 'Payer name does not match',
    });
    expect(depositOf(reject)).toMatchObject({ status: 'reject', reason: 'Payer name does not match' });
    expect((await hkd()).minus(before).toFixed()).toBe('321.09');
  });

  it('leaves nothing of an acceptance that fails inside its transaction', async () => {
    const request = depositOf(await submit({ amount: '55' }));
    let failing = true;
    testApp.events.subscribe(async (event) => {
      if (failing && event.type === 'cashUpdate') throw new Error('The process died here');
      return undefined;
    });
    const before = await snapshotDatabase(testApp.database);
    const balance = await hkd();
    const answer = await call(admin, 'decideDepositRequest', {
      requestId: request.requestId,
      decision: 'accept',
      reason: 'Seen on the statement',
    });
    expect(answer.statusCode).toBe(500);
    const changed = changedTables(before, await snapshotDatabase(testApp.database));
    // Only the admin's session bookkeeping may have moved; no request, journal, balance, event or notification.
    expect(changed.filter((table) => !table.startsWith('session'))).toEqual([]);
    expect((await hkd()).equals(balance)).toBe(true);
    failing = false;
    const retried = await call(admin, 'decideDepositRequest', {
      requestId: request.requestId,
      decision: 'accept',
      reason: 'Seen on the statement',
    });
    expect(depositOf(retried).status).toBe('accept');
    expect((await hkd()).minus(balance).equals(new ExactDecimal(55))).toBe(true);
  });
});
