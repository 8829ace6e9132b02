import { ExactDecimal } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors';
import { createEventPublisher } from '../../platform/runtime/events';
import { balanceDiscrepancies, balanceOf, houseCashAccount, journalTotals } from '../../platform/money/ledger';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import {
  c10001,
  clientActor,
  createWithdrawalTestBed,
  fund,
  submitWithGrant,
  usdRequest,
  withGrant,
  type WithdrawalTestBed,
} from '../../test/cash-withdrawal-test-support';
import { stepWithdrawal } from './lifecycle';
import { submitWithdrawal, type WithdrawalRequest } from './submission';

/*
 * The correctness proofs of issue 16 for withdrawals (ADR 033), on SQLite and (TEST_DATABASE_URL) PostgreSQL: money
 * is held once per reference, never beyond what may leave; a refusal or a failed step writes nothing. Each
 * submission carries a step-up grant of its own (ADR 036), confirmed before the concurrent submissions start.
 */

async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; resultCode: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) {
      const details: unknown = error.details;
      const resultCode =
        typeof details === 'object' && details !== null ? Reflect.get(details, 'resultCode') : undefined;
      return { status: error.status, resultCode: resultCode ?? error.code };
    }
    throw error;
  }
  throw new Error('Expected a refusal');
}

async function expectJournalBalanced(bed: WithdrawalTestBed): Promise<void> {
  expect(await balanceDiscrepancies(bed.deps.db)).toEqual([]);
  for (const [asset, total] of await journalTotals(bed.deps.db)) expect(total.isZero(), asset).toBe(true);
}

describe('withdrawal safety', () => {
  let bed: WithdrawalTestBed;
  /** `count` requests, each with a step-up grant of its own (one use each), confirmed one after another. */
  async function granted(count: number, request: () => WithdrawalRequest): Promise<WithdrawalRequest[]> {
    const requests: WithdrawalRequest[] = [];
    for (let index = 0; index < count; index += 1) requests.push(await withGrant(bed, request()));
    return requests;
  }
  beforeEach(async () => {
    bed = await createWithdrawalTestBed();
  });
  afterEach(async () => {
    await bed.dispose();
  });

  it('holds exactly 7 of 50 concurrent withdrawals of 1 against a withdrawable balance of 7; 43 get ERR700', async () => {
    await fund(bed.deps, c10001, 'USD', '7', 'fund-7');
    const requests = await granted(50, () => usdRequest({ amount: '1' }));
    const outcomes = await Promise.allSettled(
      requests.map((request) => submitWithdrawal(bed.deps, clientActor, request)),
    );
    const held = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(held).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const outcome of refused) {
      const reason: unknown = outcome.reason;
      expect(reason).toBeInstanceOf(AppError);
      if (reason instanceof AppError) {
        expect(reason.status).toBe(422);
        expect(reason.details).toEqual({ result: 'insufficientBalance', resultCode: 'ERR700' });
      }
    }
    const balance = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect(balance.available.toFixed()).toBe('0');
    expect(balance.onHold.toFixed()).toBe('7');
    const rows = await bed.deps.db.selectFrom('cash_withdrawal').select('status').execute();
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    await expectJournalBalanced(bed);
  });

  it('holds exactly what the daily limit allows of 60 concurrent withdrawals: 50 of HKD 10,000, 10 get ERR701', async () => {
    await fund(bed.deps, c10001, 'HKD', '1000000', 'fund-hkd-million');
    const requests = await granted(60, () =>
      usdRequest({ currency: 'HKD', bankAccountId: 'BA-C10001-HKD', amount: '10000' }),
    );
    const outcomes = await Promise.allSettled(
      requests.map((request) => submitWithdrawal(bed.deps, clientActor, request)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(50);
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(refused).toHaveLength(10);
    for (const reason of refused) {
      expect(reason instanceof AppError ? reason.details : reason).toEqual({
        result: 'dailyLimitExceeded',
        resultCode: 'ERR701',
      });
    }
    expect((await balanceOf(bed.deps.db, { ...c10001, asset: 'HKD' })).onHold.toFixed()).toBe('500000');
    await expectJournalBalanced(bed);
  });

  it('makes one withdrawal of one client reference, even five at once (one grant used); other content is 409', async () => {
    await fund(bed.deps, c10001, 'USD', '1000', 'fund-1000');
    // Five retries of one submission, each with a grant of its own: the first placed uses its grant, the replays none.
    const request = usdRequest({ amount: '250' });
    const requests = await granted(5, () => request);
    const answers = await Promise.all(requests.map((request) => submitWithdrawal(bed.deps, clientActor, request)));
    expect(new Set(answers.map((answer) => answer.withdrawalId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await bed.deps.db.selectFrom('cash_withdrawal').select('id').execute()).toHaveLength(1);
    expect((await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' })).onHold.toFixed()).toBe('250');
    const grants = await bed.deps.db.selectFrom('step_up_grant').select('used_at').execute();
    expect(grants.filter((grant) => grant.used_at !== null)).toHaveLength(1);
    const reused = await refusalOf(submitWithGrant(bed, { ...request, amount: '251' }));
    expect(reused).toEqual({ status: 409, resultCode: 'CLIENT_REFERENCE_REUSED' });
    await expectJournalBalanced(bed);
  });

  it('refuses bad input with its code and changes nothing', async () => {
    await fund(bed.deps, c10001, 'USD', '100000', 'fund-100000');
    await fund(bed.deps, c10001, 'HKD', '1000', 'fund-hkd');
    const cases: { name: string; overrides: Parameters<typeof usdRequest>[0]; code: string }[] = [
      { name: 'zero', overrides: { amount: '0' }, code: 'ERR004' },
      { name: 'negative', overrides: { amount: '-5' }, code: 'ERR004' },
      { name: 'non-numeric', overrides: { amount: 'abc' }, code: 'ERR004' },
      { name: 'exponent', overrides: { amount: '1e3' }, code: 'ERR004' },
      { name: 'too many decimals', overrides: { amount: '10.001' }, code: 'ERR004' },
      { name: 'over the daily limit', overrides: { amount: '65000.01' }, code: 'ERR701' },
      {
        name: 'over the withdrawable balance',
        overrides: { amount: '1001', currency: 'HKD', bankAccountId: 'BA-C10001-HKD' },
        code: 'ERR700',
      },
      { name: 'currency outside cashCurrencies', overrides: { currency: 'EUR' }, code: 'ERR003' },
      { name: 'another client bank account', overrides: { bankAccountId: 'BA-C10002-USD' }, code: 'ERR702' },
      { name: 'unknown bank account', overrides: { bankAccountId: 'BA-NOPE' }, code: 'ERR702' },
      { name: 'bank account of another currency', overrides: { bankAccountId: 'BA-C10001-HKD' }, code: 'ERR703' },
      { name: 'FPS in USD', overrides: { method: 'fps' }, code: 'ERR704' },
    ];
    for (const { name, overrides, code } of cases) {
      const request = await withGrant(bed, usdRequest(overrides));
      const before = await snapshotDatabase(bed.testDatabase.database);
      const refusal = await refusalOf(submitWithdrawal(bed.deps, clientActor, request));
      expect(refusal, name).toEqual({ status: 422, resultCode: code });
      expect(changedTables(before, await snapshotDatabase(bed.testDatabase.database)), name).toEqual([]);
    }
    // No step-up grant: the refusal of every sensitive action (ADR 036).
    const unconfirmed = await snapshotDatabase(bed.testDatabase.database);
    expect(await refusalOf(submitWithdrawal(bed.deps, clientActor, usdRequest()))).toEqual({
      status: 403,
      resultCode: 'STEP_UP_REQUIRED',
    });
    expect(changedTables(unconfirmed, await snapshotDatabase(bed.testDatabase.database))).toEqual([]);
    // An advisor's advisee session may not move the client's money out.
    const request = await withGrant(bed, usdRequest());
    const before = await snapshotDatabase(bed.testDatabase.database);
    const advisor = await refusalOf(
      submitWithdrawal(bed.deps, { ...clientActor, advisorAccountCode: 'A30001' }, request),
    );
    expect(advisor).toEqual({ status: 422, resultCode: 'ERR709' });
    expect(changedTables(before, await snapshotDatabase(bed.testDatabase.database))).toEqual([]);
  });

  it('leaves nothing of a submission whose transaction fails at its last write, and the same reference then works', async () => {
    await fund(bed.deps, c10001, 'USD', '500', 'fund-500');
    let failing = true;
    const events = createEventPublisher({ clock: bed.clock });
    events.subscribe(async (event) => {
      if (failing && event.type === 'cashUpdate') throw new Error('the notification store failed');
      return undefined;
    });
    const deps = { ...bed.deps, events };
    const request = await withGrant(bed, usdRequest({ amount: '120' }));
    const before = await snapshotDatabase(bed.testDatabase.database);
    await expect(submitWithdrawal(deps, clientActor, request)).rejects.toThrow('the notification store failed');
    // No client reference taken, no row, no hold, no journal, no event, and the grant still unused.
    expect(changedTables(before, await snapshotDatabase(bed.testDatabase.database))).toEqual([]);
    failing = false;
    const retried = await submitWithdrawal(deps, clientActor, request);
    expect(retried.replayed).toBe(false);
    expect((await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' })).onHold.toFixed()).toBe('120');
    await expectJournalBalanced(bed);
  });

  it('leaves nothing of a step whose transaction fails, then takes it whole', async () => {
    await fund(bed.deps, c10001, 'USD', '500', 'fund-500');
    const { withdrawalId } = await submitWithGrant(bed, usdRequest({ amount: '200' }));
    await stepWithdrawal(bed.deps, withdrawalId, 'process', { operatedBy: 'ADMIN01' });
    const before = await snapshotDatabase(bed.testDatabase.database);
    const failing = stepWithdrawal(bed.deps, withdrawalId, 'accept', {
      operatedBy: 'ADMIN01',
      probe: () => Promise.reject(new Error('the bank adapter failed')),
    });
    await expect(failing).rejects.toThrow('the bank adapter failed');
    expect(changedTables(before, await snapshotDatabase(bed.testDatabase.database))).toEqual([]);
    const accepted = await stepWithdrawal(bed.deps, withdrawalId, 'accept', { operatedBy: 'ADMIN01' });
    expect(accepted.status).toBe('accept');
    const balance = await balanceOf(bed.deps.db, { ...c10001, asset: 'USD' });
    expect(balance.available.toFixed()).toBe('300');
    expect(balance.onHold.toFixed()).toBe('0');
    const house = await balanceOf(bed.deps.db, { accountCode: houseCashAccount, source: 'gateway', asset: 'USD' });
    expect(house.available.toFixed()).toBe(new ExactDecimal('-500').plus('200').toFixed());
    await expectJournalBalanced(bed);
  });
});
