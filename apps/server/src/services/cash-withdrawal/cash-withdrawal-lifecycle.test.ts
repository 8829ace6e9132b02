import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { balanceOf, journalTotals } from '../../platform/ledger';
import { totpCodeAt, timeStepOf } from '../../platform/totp';
import { demoTotpSecret } from '../../db/seed/demo-accounts';
import {
  c10001,
  clientActor,
  createWithdrawalTestBed,
  fund,
  usdRequest,
  type WithdrawalTestBed,
} from '../../test/cash-withdrawal-test-support';
import { runWithdrawalBackOffice, stepWithdrawal } from './lifecycle';
import { withdrawalBackOfficeOf } from './withdrawal-back-office';
import { stepUpFailureLimit, stepUpWindowMs } from './step-up';
import { submitWithdrawal } from './submission';
import { processingDateOf } from './withdrawal-rules';

async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return Reflect.get(error.details as object, 'resultCode');
    throw error;
  }
  return 'success';
}

async function statusOf(bed: WithdrawalTestBed, id: string): Promise<string | undefined> {
  const row = await bed.deps.db.selectFrom('cash_withdrawal').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** The notifications of a type since the test's start (the seed has a month of them). */
async function notificationsOf(bed: WithdrawalTestBed, type: string) {
  return bed.deps.db
    .selectFrom('notification')
    .selectAll()
    .where('account_code', '=', 'C10001')
    .where('type', '=', type)
    .where('start_time', '>=', '2025-01-15T02:00:00.000Z')
    .execute();
}

describe('withdrawal lifecycle', () => {
  let bed: WithdrawalTestBed;
  /** One run of the back-office job with the desk PORTAL_BACK_OFFICE would choose: the simulator unless named. */
  const runBackOffice = (backOffice: 'simulator' | 'operator' = 'simulator') =>
    runWithdrawalBackOffice({ ...bed.deps, backOffice: withdrawalBackOfficeOf({ backOffice, portalVariant: 'demo' }) });
  beforeEach(async () => {
    bed = await createWithdrawalTestBed();
    await fund(bed.deps, c10001, 'USD', '10000', 'fund-usd');
  });
  afterEach(async () => {
    await bed.dispose();
  });

  it('is processed the same business day before the 11:00 cut-off, the next one after it or on a weekend', () => {
    const brand = bed.deps.brand;
    expect(processingDateOf(brand, new Date('2025-01-15T02:59:00Z'))).toBe('2025-01-15'); // Wed 10:59 HKT
    expect(processingDateOf(brand, new Date('2025-01-15T03:00:00Z'))).toBe('2025-01-16'); // Wed 11:00 HKT
    expect(processingDateOf(brand, new Date('2025-01-17T05:00:00Z'))).toBe('2025-01-20'); // Fri 13:00 → Mon
    expect(processingDateOf(brand, new Date('2025-01-18T01:00:00Z'))).toBe('2025-01-20'); // Sat → Mon
  });

  it('holds at submission, is taken up at the cut-off and paid at 15:00 by the simulator; events follow each step', async () => {
    const { withdrawalId } = await submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '1200.50' }));
    expect(await statusOf(bed, withdrawalId)).toBe('pending');
    expect((await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' })).available.toFixed()).toBe('8799.5');
    expect(await notificationsOf(bed, 'cashUpdate')).toHaveLength(1);

    expect(await runBackOffice()).toEqual({ processed: 0, accepted: 0, rejected: 0 });
    bed.clock.set('2025-01-15T03:00:00Z'); // 11:00 HKT
    expect(await runBackOffice()).toEqual({ processed: 1, accepted: 0, rejected: 0 });
    expect(await statusOf(bed, withdrawalId)).toBe('processing');
    expect(
      await codeOf(stepWithdrawal(bed.deps, withdrawalId, 'cancel', { account: c10001, operatedBy: 'C10001' })),
    ).toBe('ERR001');
    bed.clock.set('2025-01-15T07:00:00Z'); // 15:00 HKT
    expect(await runBackOffice()).toEqual({ processed: 0, accepted: 1, rejected: 0 });
    expect(await statusOf(bed, withdrawalId)).toBe('accept');
    const balance = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect([balance.available.toFixed(), balance.onHold.toFixed()]).toEqual(['8799.5', '0']);
    const movements = await notificationsOf(bed, 'cashMovement');
    expect(movements).toHaveLength(1);
    expect(movements[0]?.reference_code).toBe(withdrawalId);
    expect(movements[0]?.amount).toMatch(/^-1200\.50*$/);
    expect(await notificationsOf(bed, 'cashUpdate')).toHaveLength(2);
    const journals = await bed.deps.db
      .selectFrom('ledger_journal')
      .select('kind')
      .where('reference', '=', withdrawalId)
      .orderBy('kind')
      .execute();
    expect(journals.map((journal) => journal.kind)).toEqual(['cashWithdrawal.hold', 'cashWithdrawal.paid']);
    for (const [, total] of await journalTotals(bed.deps.db)) expect(total.isZero()).toBe(true);
  });

  it('has the bank return an amount whose whole part ends in 13 (hold released), and counts it no more', async () => {
    const { withdrawalId } = await submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '1013' }));
    bed.clock.set('2025-01-15T07:00:00Z');
    expect(await runBackOffice()).toEqual({ processed: 1, accepted: 0, rejected: 1 });
    expect(await statusOf(bed, withdrawalId)).toBe('reject');
    const balance = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect([balance.available.toFixed(), balance.onHold.toFixed()]).toEqual(['10000', '0']);
  });

  it('waits for an operator when there is no back-office desk (PORTAL_BACK_OFFICE=operator): the money stays held', async () => {
    const { withdrawalId } = await submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '1200.50' }));
    // Past the cut-off, past 15:00, and two business days more: nothing is taken up, paid or returned.
    for (const at of ['2025-01-15T03:00:00Z', '2025-01-15T07:00:00Z', '2025-01-17T08:00:00Z']) {
      bed.clock.set(at);
      expect(await runBackOffice('operator')).toEqual({ processed: 0, accepted: 0, rejected: 0 });
    }
    expect(await statusOf(bed, withdrawalId)).toBe('pending');
    const balance = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect([balance.available.toFixed(), balance.onHold.toFixed()]).toEqual(['8799.5', '1200.5']);
    expect(await notificationsOf(bed, 'cashMovement')).toHaveLength(0);
    // The operator's steps (operateWithdrawal), and only they, pay it.
    await stepWithdrawal(bed.deps, withdrawalId, 'process', { operatedBy: 'ADMIN01' });
    await stepWithdrawal(bed.deps, withdrawalId, 'accept', { operatedBy: 'ADMIN01' });
    const paid = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect([paid.available.toFixed(), paid.onHold.toFixed()]).toEqual(['8799.5', '0']);
  });

  it('lets the client cancel a pending withdrawal (hold released), once; another client cannot', async () => {
    const { withdrawalId } = await submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '300' }));
    const other = { accountCode: 'C10002', source: 'gateway' } as const;
    expect(
      await codeOf(stepWithdrawal(bed.deps, withdrawalId, 'cancel', { account: other, operatedBy: 'C10002' })),
    ).toBe('ERR708');
    const cancelled = await stepWithdrawal(bed.deps, withdrawalId, 'cancel', { account: c10001, operatedBy: 'C10001' });
    expect(cancelled.status).toBe('cancel');
    expect((await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' })).available.toFixed()).toBe('10000');
    expect(
      await codeOf(stepWithdrawal(bed.deps, withdrawalId, 'cancel', { account: c10001, operatedBy: 'C10001' })),
    ).toBe('ERR001');
  });

  it('counts pending, processing and accepted withdrawals of the day against the daily limit, not cancelled ones', async () => {
    await fund(bed.deps, c10001, 'USD', '100000', 'fund-usd-more');
    const first = await submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '40000' }));
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '25000.01' })))).toBe('ERR701');
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '25000' })))).toBe('success');
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '0.01' })))).toBe('ERR701');
    await stepWithdrawal(bed.deps, first.withdrawalId, 'cancel', { account: c10001, operatedBy: 'C10001' });
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '40000' })))).toBe('success');
    // After the cut-off a withdrawal counts for the next business day's limit.
    bed.clock.set('2025-01-15T04:00:00Z');
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ amount: '30000' })))).toBe('success');
  });

  it('counts wrong step-up answers alike, locks after five for 15 minutes, and a right one clears them', async () => {
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ stepUp: { password: 'wrong' } })))).toBe(
      'ERR706',
    );
    // A code where the account asks for its password is just as wrong (and says nothing more).
    expect(
      await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ stepUp: { oneTimeCode: '123456' } }))),
    ).toBe('ERR706');
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest()))).toBe('success');
    for (let attempt = 1; attempt < stepUpFailureLimit; attempt += 1) {
      expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ stepUp: { password: 'x' } })))).toBe(
        'ERR706',
      );
    }
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest({ stepUp: { password: 'x' } })))).toBe(
      'ERR707',
    );
    // Locked: even the right password is refused, and nothing is held.
    const before = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest()))).toBe('ERR707');
    expect((await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' })).available.toFixed()).toBe(
      before.available.toFixed(),
    );
    bed.clock.advance(stepUpWindowMs);
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, usdRequest()))).toBe('success');
  });

  it("asks an account with an authenticator token for its one-time code, and takes each code's step once", async () => {
    const c10004 = { accountCode: 'C10004', source: 'gateway' } as const;
    await fund(bed.deps, c10004, 'USD', '1000', 'fund-c10004');
    const request = (stepUp: { password?: string; oneTimeCode?: string }) =>
      usdRequest({ ...c10004, bankAccountId: 'BA-C10004-USD', amount: '10', stepUp });
    const code = totpCodeAt(demoTotpSecret, timeStepOf(bed.clock.now()));
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, request({ password: 'Demo#2026pass' })))).toBe(
      'ERR706',
    );
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, request({ oneTimeCode: code })))).toBe('success');
    expect(await codeOf(submitWithdrawal(bed.deps, clientActor, request({ oneTimeCode: code })))).toBe('ERR706');
  });
});
