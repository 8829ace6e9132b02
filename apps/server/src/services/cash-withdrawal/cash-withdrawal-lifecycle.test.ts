import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors';
import { balanceOf, journalTotals } from '../../platform/money/ledger';
import { stepUpGrantLifetimeMs } from '@portal/contract/domain/step-up';
import {
  c10001,
  clientActor,
  createWithdrawalTestBed,
  fund,
  submitWithGrant,
  usdRequest,
  withGrant,
  withdrawalGrant,
  type WithdrawalTestBed,
} from '../../test/cash-withdrawal-test-support';
import { grantStepUpTo } from '../../test/step-up-test-support';
import { runWithdrawalBackOffice, stepWithdrawal } from './lifecycle';
import { withdrawalBackOfficeOf } from './withdrawal-back-office';
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
    const { withdrawalId } = await submitWithGrant(bed, usdRequest({ amount: '1200.50' }));
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
    const { withdrawalId } = await submitWithGrant(bed, usdRequest({ amount: '1013' }));
    bed.clock.set('2025-01-15T07:00:00Z');
    expect(await runBackOffice()).toEqual({ processed: 1, accepted: 0, rejected: 1 });
    expect(await statusOf(bed, withdrawalId)).toBe('reject');
    const balance = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect([balance.available.toFixed(), balance.onHold.toFixed()]).toEqual(['10000', '0']);
  });

  it('waits for an operator when there is no back-office desk (PORTAL_BACK_OFFICE=operator): the money stays held', async () => {
    const { withdrawalId } = await submitWithGrant(bed, usdRequest({ amount: '1200.50' }));
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
    const { withdrawalId } = await submitWithGrant(bed, usdRequest({ amount: '300' }));
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
    const first = await submitWithGrant(bed, usdRequest({ amount: '40000' }));
    expect(await codeOf(submitWithGrant(bed, usdRequest({ amount: '25000.01' })))).toBe('ERR701');
    expect(await codeOf(submitWithGrant(bed, usdRequest({ amount: '25000' })))).toBe('success');
    expect(await codeOf(submitWithGrant(bed, usdRequest({ amount: '0.01' })))).toBe('ERR701');
    await stepWithdrawal(bed.deps, first.withdrawalId, 'cancel', { account: c10001, operatedBy: 'C10001' });
    expect(await codeOf(submitWithGrant(bed, usdRequest({ amount: '40000' })))).toBe('success');
    // After the cut-off a withdrawal counts for the next business day's limit.
    bed.clock.set('2025-01-15T04:00:00Z');
    expect(await codeOf(submitWithGrant(bed, usdRequest({ amount: '30000' })))).toBe('success');
  });

  it('takes a step-up grant for a withdrawal of this session, once; without one it is 403 and nothing moves', async () => {
    const held = async () => (await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' })).onHold.toFixed();
    const refusalOf = async (promise: Promise<unknown>) => {
      try {
        await promise;
      } catch (error) {
        if (error instanceof AppError) return `${String(error.status)} ${error.code}`;
        throw error;
      }
      return 'success';
    };
    const submit = (stepUpToken: string | undefined, actor = clientActor) =>
      refusalOf(submitWithdrawal(bed.deps, actor, usdRequest({ stepUpToken })));
    const grant = await withdrawalGrant(bed);
    // None, a grant for another action, a grant of another session: refused as every sensitive action is (ADR 036).
    expect(await submit(undefined)).toBe('403 STEP_UP_REQUIRED');
    const bankGrant = await grantStepUpTo(bed.stepUp, clientActor, 'bankAccount', bed.clock.now());
    expect(await submit(bankGrant)).toBe('403 STEP_UP_REQUIRED');
    expect(await submit(grant, { ...clientActor, sessionId: 'another-session' })).toBe('403 STEP_UP_REQUIRED');
    // A refused withdrawal leaves its grant unused (the safety tests roll one back from the last write): it works, once.
    const tooMuch = usdRequest({ amount: '10000.01', stepUpToken: grant });
    expect(await refusalOf(submitWithdrawal(bed.deps, clientActor, tooMuch))).toBe('422 insufficientBalance');
    expect(await held()).toBe('0');
    expect(await submit(grant)).toBe('success');
    expect(await submit(grant)).toBe('403 STEP_UP_REQUIRED');
    // A grant lives 5 minutes.
    const late = await withdrawalGrant(bed);
    bed.clock.advance(stepUpGrantLifetimeMs);
    expect(await submit(late)).toBe('403 STEP_UP_REQUIRED');
    expect(await held()).toBe('100');
  });

  it('answers a retry of a client reference with its withdrawal, without a new grant and without using one', async () => {
    const request = await withGrant(bed, usdRequest({ amount: '250' }));
    const first = await submitWithdrawal(bed.deps, clientActor, request);
    // The answer was lost; the page sends the same reference again (its new grant, or none at all).
    const again = await submitWithdrawal(bed.deps, clientActor, { ...request, stepUpToken: undefined });
    expect(again).toEqual({ withdrawalId: first.withdrawalId, replayed: true });
    const unused = await withdrawalGrant(bed);
    expect(await submitWithdrawal(bed.deps, clientActor, { ...request, stepUpToken: unused })).toEqual(again);
    expect((await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' })).onHold.toFixed()).toBe('250');
    // The grant the retry carried is still unused: it serves the next withdrawal.
    expect((await submitWithdrawal(bed.deps, clientActor, usdRequest({ stepUpToken: unused }))).replayed).toBe(false);
  });
});
