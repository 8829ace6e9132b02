import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccountView, RegisteredBankAccount } from '@portal/contract';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { createTestBrowser } from '../../test/browser';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantStepUp } from '../../test/step-up-test-support';
import { accountBankDependenciesOf } from './account-bank-service';
import { runBankAccountBackOffice } from './bank-account-changes';
import { backOfficeReviewDelayMs, bankAccountBackOfficeOf } from './bank-account-back-office';

/* Registered bank accounts on the demo brand (bankAccountEditable), as C10001 (Chan Tai Man). */

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The leading bytes of real files of each kind, enough for their types to be recognised. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** A Windows executable's header: what an attacker might name statement.pdf. */
const exeBytes = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62), Buffer.from('PE\0\0', 'latin1')]);

const statement = (bytes: Buffer = pdfBytes, fileName = 'statement.pdf') => ({
  fileName,
  content: bytes.toString('base64'),
});

const newAccount = (overrides: Record<string, unknown> = {}) => ({
  bankCode: '004',
  branchCode: '201',
  accountNumber: '123456-789',
  accountHolder: 'CHAN TAI MAN',
  currency: 'HKD',
  fpsProxy: '+852 9123 4567',
  ...overrides,
});

describe('registered bank accounts', () => {
  let testApp: TestApp;
  let client: SignedIn;

  const call = (operation: string, payload: object, as: SignedIn = client): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/accountBank/${operation}`, headers: as.headers, payload });

  const overview = async () =>
    (await call('bankAccountOverview', { accountCode: 'C10001' })).json<{
      bankAccounts: BankAccountView[];
      mayChange: boolean;
      accountName: string;
    }>();

  const withdrawalAccounts = async () =>
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/cash/withdrawalTerms',
        headers: client.headers,
        payload: { accountCode: 'C10001' },
      })
    ).json<{ bankAccounts: RegisteredBankAccount[] }>().bankAccounts;

  const add = async (overrides: Record<string, unknown> = {}, upload = statement()) =>
    call('addBankAccount', {
      accountCode: 'C10001',
      bankAccount: newAccount(overrides),
      statement: upload,
      stepUpToken: await grantStepUp(testApp, client, 'bankAccount'),
    });

  /** The job's dependencies with the back office's desk: the simulator unless the operator is named. */
  const deps = (backOffice: 'simulator' | 'operator' = 'simulator') => ({
    backOffice: bankAccountBackOfficeOf({ backOffice }),
    ...accountBankDependenciesOf({
      config: testApp.config,
      db: testApp.database.db,
      clock: testApp.clock,
      messaging: { send: async () => undefined },
      log: {
        error: (details) => {
          throw new Error(`A notice failed: ${JSON.stringify(details)}`);
        },
      },
    }),
  });

  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'demo' });
    client = await signIn(testApp, 'C10001');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("lists the seeded accounts as verified, numbers masked, in the account's name", async () => {
    const answer = await overview();
    expect(answer.accountName).toBe('Chan Tai Man');
    expect(answer.mayChange).toBe(true);
    expect(answer.bankAccounts.map((account) => [account.bankAccountId, account.status])).toEqual([
      ['BA-C10001-CNY', 'verified'],
      ['BA-C10001-HKD', 'verified'],
      ['BA-C10001-USD', 'verified'],
    ]);
    const hkd = answer.bankAccounts.find((account) => account.currency === 'HKD');
    expect(hkd).toMatchObject({ maskedAccountNumber: '•••• 9838', branchCode: '123', bankCode: '004' });
    expect(JSON.stringify(answer)).not.toContain('456789');
  });

  it('refuses to add an account without a step-up grant, and writes nothing', async () => {
    const before = await snapshotDatabase(testApp.database);
    const response = await call('addBankAccount', {
      accountCode: 'C10001',
      bankAccount: newAccount(),
      statement: statement(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('STEP_UP_REQUIRED');
    const forged = await call('addBankAccount', {
      accountCode: 'C10001',
      bankAccount: newAccount(),
      statement: statement(),
      stepUpToken: 'not-a-grant',
    });
    expect(forged.statusCode).toBe(403);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it('answers bad input with a field error and changes nothing', async () => {
    const cases: readonly [string, Record<string, unknown>, ReturnType<typeof statement>, string][] = [
      ['a bank not listed', { bankCode: '999' }, statement(), 'bankAccount.bankCode'],
      ['a branch code of two digits', { branchCode: '12' }, statement(), 'bankAccount.branchCode'],
      ['an HSBC number of eight digits', { accountNumber: '12345678' }, statement(), 'bankAccount.accountNumber'],
      ['letters in the number', { accountNumber: '12345678X' }, statement(), 'bankAccount.accountNumber'],
      ["someone else's name", { accountHolder: 'WONG SIU LING' }, statement(), 'bankAccount.accountHolder'],
      ['an FPS proxy that is none', { fpsProxy: 'call me' }, statement(), 'bankAccount.fpsProxy'],
      ['a 10,000-character holder', { accountHolder: 'A'.repeat(10_000) }, statement(), 'bankAccount.accountHolder'],
      ['an executable named .pdf', {}, statement(exeBytes, 'statement.pdf'), 'statement.content'],
      ['a PNG named .pdf', {}, statement(pngBytes, 'statement.pdf'), 'statement.fileName'],
      ['plain text', {}, statement(Buffer.from('just text'), 'statement.pdf'), 'statement.content'],
    ];
    for (const [name, overrides, upload, path] of cases) {
      const before = await snapshotDatabase(testApp.database);
      const response = await add(overrides, upload);
      expect(response.statusCode, name).toBe(400);
      const paths = response
        .json<{ details?: { fieldErrors?: { path: string }[] } }>()
        .details?.fieldErrors?.map((error) => error.path);
      expect(paths, name).toContain(path);
      // The grant was not used either: nothing but the grant itself changed.
      expect(
        changedTables(before, await snapshotDatabase(testApp.database)).filter((table) => !table.startsWith('step_up')),
        name,
      ).toEqual([]);
    }
  });

  it('adds a pending account that withdrawals do not offer until the back office verifies it', async () => {
    // A registered e-mail address, so the notices of the change have somewhere to go.
    await testApp.database.db
      .updateTable('account')
      .set({ email: 'chan.taiman@example.com' })
      .where('account_code', '=', 'C10001')
      .execute();
    const noticesSent = async () =>
      (
        await testApp.database.db
          .selectFrom('account_notice')
          .select('body')
          .where('account_code', '=', 'C10001')
          .where('kind', '=', 'bankAccountChange')
          .orderBy('sent_at')
          .execute()
      ).map((row) => row.body);
    const response = await add();
    expect(response.statusCode, response.body).toBe(200);
    const added = response.json<{ bankAccount: BankAccountView }>().bankAccount;
    expect(added).toMatchObject({
      status: 'pending',
      maskedAccountNumber: '•••• 6789',
      accountHolder: 'CHAN TAI MAN',
      maskedFpsProxy: '+8••••••67',
      statement: { fileName: 'statement.pdf', fileType: 'pdf' },
    });
    expect((await withdrawalAccounts()).map((account) => account.bankAccountId)).not.toContain(added.bankAccountId);
    // The same account again while it is pending: a conflict.
    const again = await add({ accountNumber: '123 456 789' });
    expect(again.statusCode).toBe(409);

    testApp.clock.advance(backOfficeReviewDelayMs - 60_000);
    expect((await runBankAccountBackOffice(deps())).decided).toBe(0);
    testApp.clock.advance(60_000);
    expect((await runBankAccountBackOffice(deps())).decided).toBe(1);
    client = await signIn(testApp, 'C10001');
    const verified = (await overview()).bankAccounts.find((account) => account.bankAccountId === added.bankAccountId);
    expect(verified?.status).toBe('verified');
    const notices = await noticesSent();
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain(
      'The bank account The Hongkong and Shanghai Banking Corporation Limited •••• 6789 (HKD) of your account C10001 was added (pending verification)',
    );
    expect(notices[1]).toContain('was verified');
    expect((await withdrawalAccounts()).map((account) => account.bankAccountId)).toContain(added.bankAccountId);
  });

  it('rejects an account whose number ends in 0 with a reason, and an operator cannot then verify it', async () => {
    const added = (await add({ accountNumber: '222333440', currency: 'USD', fpsProxy: '' })).json<{
      bankAccount: BankAccountView;
    }>().bankAccount;
    testApp.clock.advance(backOfficeReviewDelayMs);
    await runBankAccountBackOffice(deps());
    client = await signIn(testApp, 'C10001');
    const rejected = (await overview()).bankAccounts.find((account) => account.bankAccountId === added.bankAccountId);
    expect(rejected).toMatchObject({ status: 'rejected', removable: false });
    expect(rejected?.reason).toMatch(/statement/);
    const admin = await signIn(testApp, 'ADMIN01');
    const late = await call('reviewBankAccount', { bankAccountId: added.bankAccountId, decision: 'verify' }, admin);
    expect(late.statusCode).toBe(422);
    expect(late.json<{ code: string }>().code).toBe('BANK_ACCOUNT_ALREADY_REVIEWED');
  });

  it('lets an admin verify a pending account, and refuses the review to a client', async () => {
    const added = (await add({ accountNumber: '555666777', currency: 'CNY', fpsProxy: '' })).json<{
      bankAccount: BankAccountView;
    }>().bankAccount;
    const byClient = await call('reviewBankAccount', { bankAccountId: added.bankAccountId, decision: 'verify' });
    expect(byClient.statusCode).toBe(403);
    const admin = await signIn(testApp, 'ADMIN01');
    const reviewed = await call('reviewBankAccount', { bankAccountId: added.bankAccountId, decision: 'verify' }, admin);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json<{ bankAccount: BankAccountView }>().bankAccount.status).toBe('verified');
  });

  it('waits for an operator when there is no back-office desk (PORTAL_BACK_OFFICE=operator): nothing is verified by itself', async () => {
    const added = (await add({ accountNumber: '777888999', currency: 'USD', fpsProxy: '' })).json<{
      bankAccount: BankAccountView;
    }>().bankAccount;
    for (const step of [backOfficeReviewDelayMs, 3 * 86_400_000]) {
      testApp.clock.advance(step);
      expect((await runBankAccountBackOffice(deps('operator'))).decided).toBe(0);
    }
    client = await signIn(testApp, 'C10001');
    const waiting = (await overview()).bankAccounts.find((account) => account.bankAccountId === added.bankAccountId);
    expect(waiting?.status).toBe('pending');
    expect((await withdrawalAccounts()).map((account) => account.bankAccountId)).not.toContain(added.bankAccountId);
    // The operator's review, and only it, verifies the account.
    const admin = await signIn(testApp, 'ADMIN01');
    const reviewed = await call('reviewBankAccount', { bankAccountId: added.bankAccountId, decision: 'verify' }, admin);
    expect(reviewed.json<{ bankAccount: BankAccountView }>().bankAccount.status).toBe('verified');
  });

  it('removes an account only with a step-up grant; withdrawals stop offering it', async () => {
    const before = await snapshotDatabase(testApp.database);
    const refused = await call('removeBankAccount', { accountCode: 'C10001', bankAccountId: 'BA-C10001-USD' });
    expect(refused.statusCode).toBe(403);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
    const removed = await call('removeBankAccount', {
      accountCode: 'C10001',
      bankAccountId: 'BA-C10001-USD',
      stepUpToken: await grantStepUp(testApp, client, 'bankAccount'),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await withdrawalAccounts()).map((account) => account.bankAccountId)).not.toContain('BA-C10001-USD');
    expect((await overview()).bankAccounts.map((account) => account.bankAccountId)).not.toContain('BA-C10001-USD');
  });

  it("refuses another client's account as unknown, another account code and an advisee session", async () => {
    const other = await call('removeBankAccount', {
      accountCode: 'C10001',
      bankAccountId: 'BA-C10002-HKD',
      stepUpToken: await grantStepUp(testApp, client, 'bankAccount'),
    });
    expect(other.statusCode).toBe(404);
    expect((await call('bankAccountOverview', { accountCode: 'C10002' })).statusCode).toBe(403);
    expect(
      (await call('addBankAccount', { accountCode: 'C10002', bankAccount: newAccount(), statement: statement() }))
        .statusCode,
    ).toBe(403);

    // An advisor's advisee session reads the client's accounts but may not add or remove one.
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    const acting = { accountCode: 'C10001', source: 'gateway' } as const;
    expect(
      (
        await advisor.post(
          '/api/account/adviseeLogin',
          { accountCode: 'C10001' },
          { accountCode: 'A30001', source: 'gateway' },
        )
      ).statusCode,
    ).toBe(200);
    const read = await advisor.post('/api/accountBank/bankAccountOverview', { accountCode: 'C10001' }, acting);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ mayChange: boolean }>().mayChange).toBe(false);
    const before = await snapshotDatabase(testApp.database);
    const change = await advisor.post(
      '/api/accountBank/removeBankAccount',
      { accountCode: 'C10001', bankAccountId: 'BA-C10001-HKD' },
      acting,
    );
    expect(change.statusCode).toBe(403);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });
});
