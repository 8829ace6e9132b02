import { describe, expect, it } from 'vitest';
import { brokenClausesOf } from '../contract-suite';
import { awaitingOperator, wait, type BankAccountBackOffice, type DepositBackOffice } from './back-office';
import {
  bankAccountBackOfficeContract,
  changeRequestBackOfficeContract,
  depositBackOfficeContract,
  describeBankAccountBackOfficeContract,
  describeChangeRequestBackOfficeContract,
  describeDepositBackOfficeContract,
  describeWithdrawalBackOfficeContract,
  withdrawalBackOfficeContract,
} from './back-office-contract';

// No desk at all (PORTAL_BACK_OFFICE=operator): every case waits, which breaks no promise.
describeDepositBackOfficeContract(() => awaitingOperator);
describeWithdrawalBackOfficeContract(() => awaitingOperator);
describeBankAccountBackOfficeContract(() => awaitingOperator);
describeChangeRequestBackOfficeContract(() => awaitingOperator);

describe('the back-office contracts catch a broken desk', () => {
  it('a bank that verifies an account twice (and before it was added) breaks the bank account contract', async () => {
    const verifiesEverything: BankAccountBackOffice = { nextStep: () => Promise.resolve({ step: 'verify' }) };
    const broken = await brokenClausesOf(bankAccountBackOfficeContract, verifiesEverything);
    expect(Object.keys(broken)).toEqual([
      'waits for a bank account before it was made',
      'never takes a step on a bank account that has ended (verified, rejected, removed): nothing is verified twice',
    ]);
  });

  it('a desk that credits a deposit it never took up, or rejects without a word, breaks the deposit contract', async () => {
    const hasty: DepositBackOffice = {
      nextStep: (request, now) => {
        if (now < request.submittedAt) return Promise.resolve(wait);
        if (request.status !== 'pending') return Promise.resolve(wait);
        return Promise.resolve(request.amount === '1000' ? { step: 'accept' } : { step: 'reject', reason: ' ' });
      },
    };
    const broken = await brokenClausesOf(depositBackOfficeContract, hasty);
    expect(Object.keys(broken)).toEqual([
      'takes only the steps the status of a deposit request allows (pending: takeUp or reject; processing: accept or reject)',
      'says why whenever it refuses a deposit request',
    ]);
  });

  it('a desk that changes its mind, or answers differently each time, is caught', async () => {
    let calls = 0;
    const fickle: BankAccountBackOffice = {
      nextStep: (account, now) => {
        if (now < account.addedAt || account.status !== 'pending') return Promise.resolve(wait);
        calls += 1;
        return Promise.resolve(calls % 2 === 0 ? { step: 'verify' } : { step: 'reject', reason: 'Not this time.' });
      },
    };
    const broken = await brokenClausesOf(bankAccountBackOfficeContract, fickle);
    expect(Object.keys(broken)).toEqual([
      'answers the same when asked again about a bank account at the same instant',
      'stands by a decision: a bank account decided at an instant is decided the same at every later one',
    ]);
  });

  it('a desk that pays a withdrawal twice, or pays one it has not taken up, is caught', async () => {
    const payer = { nextStep: () => Promise.resolve({ step: 'pay' as const }) };
    const broken = await brokenClausesOf(withdrawalBackOfficeContract, payer);
    expect(Object.keys(broken)).toContain(
      'never takes a step on a withdrawal that has ended (accept, reject, cancel): nothing is paid twice',
    );
    expect(Object.keys(broken)).toContain(
      'takes only the steps the status of a withdrawal allows (pending: takeUp or return; processing: pay or return)',
    );
    const approver = { nextStep: () => Promise.resolve({ step: 'approve' as const }) };
    expect(Object.keys(await brokenClausesOf(changeRequestBackOfficeContract, approver))).toContain(
      'never takes a step on a change request that has ended (approved, rejected): nothing is decided twice',
    );
  });
});
