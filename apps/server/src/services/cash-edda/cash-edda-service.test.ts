import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositRequest, EddaAuthorisation } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { eddaResultCodes } from '@portal/contract/domain/order/edda-results';
import { databaseDialectOf } from '../../platform/db/db';
import { balanceOf } from '../../platform/money/ledger';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { advanceEddaAuthorisations } from './authorisations';
import type { CashEddaDependencies } from './cash-edda-dependencies';
import { simulatedEddaBank } from '../../adapters/edda-bank/edda-bank-simulator';

/* eDDA on the demo brand (eddaEnabled), from the test clock's Wednesday 15 January 2025, 10:00 in Hong Kong. */

let sequence = 0;
const reference = () => `edda-test-${String((sequence += 1)).padStart(5, '0')}`;
const minuteMs = 60_000;

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('eDDA', () => {
  let testApp: TestApp;
  let client: SignedIn;

  const call = (operation: string, payload: object): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/cashEdda/${operation}`, headers: client.headers, payload });

  const setUp = (payload: object = {}) =>
    call('setUpEdda', {
      accountCode: 'C10001',
      clientReference: reference(),
      bankCode: '004',
      accountNumber: '123-456789-001',
      accountHolderName: 'Chan Tai Man',
      currency: 'HKD',
      debitLimit: '50000',
      agreementAccepted: true,
      ...payload,
    });

  const deps = (): CashEddaDependencies => ({
    db: testApp.database.db,
    dialect: databaseDialectOf(testApp.config),
    events: testApp.events,
    clock: testApp.clock,
    brand: getBrand('demo'),
    bank: simulatedEddaBank,
  });

  /** Moves the clock, runs the bank, and signs in again (a session lasts 15 minutes). */
  const advance = async (milliseconds: number) => {
    testApp.clock.advance(milliseconds);
    await advanceEddaAuthorisations(deps());
    client = await signIn(testApp, 'C10001');
  };

  const statusOf = async (ddaReference: string) =>
    (await call('eddaOverview', { accountCode: 'C10001' }))
      .json<{ authorisations: EddaAuthorisation[] }>()
      .authorisations.find((entry) => entry.ddaReference === ddaReference)?.status;

  const hkd = async () =>
    (await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' })).available;

  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'demo' });
    client = await signIn(testApp, 'C10001');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the banks, currencies with balances and the limit', async () => {
    const overview = (await call('eddaOverview', { accountCode: 'C10001' })).json<{
      banks: { bankCode: string }[];
      currencies: { currency: string }[];
      maximumDebitLimit: string;
    }>();
    expect(overview.banks.map((bank) => bank.bankCode)).toEqual(['004', '012', '024', '003']);
    expect(overview.currencies.map((entry) => entry.currency)).toEqual(['HKD', 'USD', 'CNY']);
    expect(overview.maximumDebitLimit).toBe('1000000');
  });

  it.each([
    ['the agreement not accepted', { agreementAccepted: false }, 'agreementNotAccepted'],
    ['an unknown bank', { bankCode: '999' }, 'invalidBankAccount'],
    ['a short account number', { accountNumber: '12345' }, 'invalidBankAccount'],
    ['a currency outside cashCurrencies', { currency: 'EUR' }, 'invalidCurrency'],
    ['a zero limit', { debitLimit: '0' }, 'invalidAmount'],
    ['a limit over 1,000,000', { debitLimit: '1000000.01' }, 'invalidAmount'],
  ] as const)('refuses a set-up with %s and changes nothing', async (_what, payload, result) => {
    const before = await snapshotDatabase(testApp.database);
    const answer = await setUp(payload);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: result, details: { resultCode: eddaResultCodes[result] } });
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it('moves an authorisation pending → submitted → completing → completed, then deposits by direct debit at once', async () => {
    const clientReference = reference();
    const created = await setUp({ clientReference });
    const authorisation = created.json<{ authorisation: EddaAuthorisation }>().authorisation;
    expect(authorisation).toMatchObject({ status: 'pending', statusCode: 'P', accountNumber: '••••••••9001' });
    expect((await setUp({ clientReference })).json<{ replayed: boolean }>().replayed).toBe(true);
    expect((await setUp()).json()).toMatchObject({ code: 'duplicateAuthorisation' });

    const deposit = (payload: object = {}) =>
      call('eddaDeposit', {
        accountCode: 'C10001',
        clientReference: reference(),
        ddaReference: authorisation.ddaReference,
        amount: '1500',
        ...payload,
      });
    expect((await deposit()).json()).toMatchObject({
      code: 'authorisationNotCompleted',
      details: { resultCode: 'ERR102' },
    });

    await advance(minuteMs);
    expect(await statusOf(authorisation.ddaReference)).toBe('submitted');
    await advance(4 * minuteMs);
    expect(await statusOf(authorisation.ddaReference)).toBe('completing');
    await advance(25 * minuteMs);
    expect(await statusOf(authorisation.ddaReference)).toBe('completed');

    const before = await hkd();
    const snapshot = await snapshotDatabase(testApp.database);
    expect((await deposit({ amount: '50000.01' })).json()).toMatchObject({ code: 'overDebitLimit' });
    expect((await deposit({ amount: '-5' })).json()).toMatchObject({ code: 'invalidAmount' });
    expect((await deposit({ ddaReference: 'DDA-NONE' })).json()).toMatchObject({ code: 'authorisationNotFound' });
    expect(changedTables(snapshot, await snapshotDatabase(testApp.database))).toEqual([]);

    const debitReference = reference();
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit({ clientReference: debitReference })));
    const requests = answers.map((answer) => answer.json<{ request: DepositRequest }>().request);
    expect(new Set(requests.map((request) => request.requestId)).size).toBe(1);
    expect(requests[0]).toMatchObject({
      method: 'edda',
      status: 'accept',
      amount: '1500',
      ddaReference: authorisation.ddaReference,
    });
    expect((await hkd()).minus(before).toFixed()).toBe('1500');
    const journals = await testApp.database.db
      .selectFrom('ledger_journal')
      .select('kind')
      .where('reference', '=', requests[0]?.requestId ?? '')
      .execute();
    expect(journals.map((journal) => journal.kind)).toEqual(['cashEdda.deposit']);
    const listed = await testApp.app.inject({
      method: 'POST',
      url: '/api/cashDeposit/myDepositRequests',
      headers: client.headers,
      payload: { accountCode: 'C10001' },
    });
    expect(listed.json<{ requests: DepositRequest[] }>().requests[0]?.method).toBe('edda');

    const deleted = await call('deleteEdda', { accountCode: 'C10001', ddaReference: authorisation.ddaReference });
    expect(deleted.json<{ authorisation: EddaAuthorisation }>().authorisation.status).toBe('deleted');
    expect((await deposit()).json()).toMatchObject({ code: 'authorisationNotCompleted' });
    expect(
      (await call('deleteEdda', { accountCode: 'C10001', ddaReference: authorisation.ddaReference })).json(),
    ).toMatchObject({ code: 'notDeletable', details: { resultCode: 'ERR104' } });
  });

  it('lets the bank reject (account ending 0) or error (ending 9) by the stated rule', async () => {
    const rejected = (await setUp({ accountNumber: '55500000' })).json<{ authorisation: EddaAuthorisation }>();
    const errored = (await setUp({ accountNumber: '55500009' })).json<{ authorisation: EddaAuthorisation }>();
    await advance(31 * minuteMs);
    expect(await statusOf(rejected.authorisation.ddaReference)).toBe('rejected');
    expect(await statusOf(errored.authorisation.ddaReference)).toBe('errored');
  });
});
