import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashWithdrawal, SubmittedWithdrawal, WithdrawalTerms } from '@portal/contract';
import { deposit } from '../../platform/money/ledger';
import { signIn } from '../../test/sign-in';
import { grantStepUp } from '../../test/step-up-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

async function callerOf(testApp: TestApp, accountCode: string) {
  const signedIn = await signIn(testApp, accountCode);
  const call = (operation: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/cash/${operation}`, headers: signedIn.headers, payload });
  /** A withdrawal's submission with a new step-up grant of this session (ADR 036), as the page sends it. */
  const submit = async (payload: object) =>
    call('submitWithdrawal', { ...payload, stepUpToken: await grantStepUp(testApp, signedIn, 'withdrawal') });
  return Object.assign(call, { submit });
}

describe('the cash service over HTTP (demo brand)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'demo' });
    await testApp.events.inTransaction(testApp.database.db, (trx) =>
      deposit(trx, testApp.database.dialect, {
        accountCode: 'C10001',
        source: 'gateway',
        asset: 'USD',
        amount: '5000',
        reference: 'http-test-usd',
        at: testApp.clock.now(),
      }),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the FPS currencies (SPEC §7, empty body): HKD and CNY among the demo cash currencies', async () => {
    const call = await callerOf(testApp, 'C10001');
    const answer = await call('retrieveFpsCurrencyList', {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ currencies: ['HKD', 'CNY'] });
  });

  it('shows the terms with masked bank accounts, submits with step-up, lists and cancels; an admin operates', async () => {
    const call = await callerOf(testApp, 'C10001');
    const termsAnswer = await call('withdrawalTerms', { accountCode: 'C10001' });
    expect(termsAnswer.statusCode, termsAnswer.body).toBe(200);
    const terms = termsAnswer.json<WithdrawalTerms>();
    expect(terms.bankAccounts.map((account) => account.bankAccountId)).toEqual([
      'BA-C10001-CNY',
      'BA-C10001-HKD',
      'BA-C10001-USD',
    ]);
    expect(terms.bankAccounts.find((account) => account.currency === 'USD')?.maskedAccountNumber).toBe('•••• 1201');
    expect(termsAnswer.body).not.toContain('387-654321');
    const usd = terms.currencies.find((currency) => currency.currency === 'USD');
    expect(usd).toMatchObject({ withdrawable: '5000', dailyLimit: '65000', limitLeft: '65000', maximum: '5000' });
    expect(terms).toMatchObject({ cutOffTime: '11:00' });

    const withdrawal = (clientReference: string) => ({
      accountCode: 'C10001',
      clientReference,
      bankAccountId: 'BA-C10001-USD',
      currency: 'USD',
      amount: '1500',
    });
    // Without a step-up grant: 403 STEP_UP_REQUIRED, as every sensitive action (ADR 036).
    const unconfirmed = await call('submitWithdrawal', withdrawal('http-withdrawal-1'));
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const first = await call.submit(withdrawal('http-withdrawal-1'));
    expect(first.statusCode, first.body).toBe(200);
    const submitted = first.json<SubmittedWithdrawal>();
    expect(submitted.withdrawal).toMatchObject({ status: 'pending', amount: '1500', cancellable: true });
    // A retry after a lost answer: the same withdrawal, replayed, with no grant needed.
    const retried = await call('submitWithdrawal', withdrawal('http-withdrawal-1'));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      replayed: true,
      withdrawal: { withdrawalId: submitted.withdrawal.withdrawalId },
    });
    testApp.clock.advance(60_000); // the list is newest first
    const second = await call.submit(withdrawal('http-withdrawal-2'));
    const refused = await call.submit({ ...withdrawal('http-withdrawal-3'), amount: '2000.01' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ details: { result: 'insufficientBalance', resultCode: 'ERR700' } });

    const listed = await call('queryWithdrawals', { accountCode: 'C10001' });
    expect(listed.json<{ withdrawals: CashWithdrawal[] }>().withdrawals.map((w) => w.clientReference)).toEqual([
      'http-withdrawal-2',
      'http-withdrawal-1',
    ]);

    // Another client cannot see or cancel it; the client can; then it is no longer cancellable.
    const other = await callerOf(testApp, 'C10005');
    const foreign = await other('cancelWithdrawal', {
      accountCode: 'C10005',
      withdrawalId: submitted.withdrawal.withdrawalId,
    });
    expect(foreign.json()).toMatchObject({ details: { resultCode: 'ERR708' } });
    const cancelled = await call('cancelWithdrawal', {
      accountCode: 'C10001',
      withdrawalId: submitted.withdrawal.withdrawalId,
    });
    expect(cancelled.json<{ withdrawal: CashWithdrawal }>().withdrawal.status).toBe('cancel');

    // The operator step is for admin rank only.
    const secondId = second.json<SubmittedWithdrawal>().withdrawal.withdrawalId;
    const byClient = await call('operateWithdrawal', { withdrawalId: secondId, action: 'process' });
    expect(byClient.statusCode).toBe(403);
    const admin = await signIn(testApp, 'ADMIN01');
    const operate = (action: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/cash/operateWithdrawal',
        headers: admin.headers,
        payload: { withdrawalId: secondId, action },
      });
    expect((await operate('accept')).json()).toMatchObject({ details: { resultCode: 'ERR001' } });
    expect((await operate('process')).json<{ withdrawal: CashWithdrawal }>().withdrawal.status).toBe('processing');
    expect((await operate('accept')).json<{ withdrawal: CashWithdrawal }>().withdrawal.status).toBe('accept');
    const after = (await call('withdrawalTerms', { accountCode: 'C10001' })).json<WithdrawalTerms>();
    expect(after.currencies.find((currency) => currency.currency === 'USD')).toMatchObject({
      available: '3500',
      onHold: '0',
      usedToday: '1500',
      limitLeft: '63500',
    });
  });
});

describe('the cash service on magpie (cash movements only, no top-up)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'magpie' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has no withdrawal and no FPS operation: each answers FEATURE_OFF and nothing is written', async () => {
    const call = await callerOf(testApp, 'C10001');
    const answers = await Promise.all([
      call('retrieveFpsCurrencyList', {}),
      call('withdrawalTerms', { accountCode: 'C10001' }),
      call('submitWithdrawal', {
        accountCode: 'C10001',
        clientReference: 'magpie-withdrawal-1',
        bankAccountId: 'BA-C10001-HKD',
        currency: 'HKD',
        amount: '100',
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'FEATURE_OFF' });
    }
    expect(await testApp.database.db.selectFrom('cash_withdrawal').select('id').execute()).toEqual([]);
  });
});
