import type { BankAccountStatus, CashWithdrawalStatus, DepositStatus, ProfileChangeStatus } from '@portal/contract';
import { describeContract, type ContractClause } from '../contract-suite';
import type {
  BackOfficeDesk,
  BankAccountBackOffice,
  BankAccountCase,
  ChangeRequestBackOffice,
  ChangeRequestCase,
  DepositBackOffice,
  DepositCase,
  WithdrawalBackOffice,
  WithdrawalCase,
} from './back-office';

/*
 * What any desk of the back office must do (ADR 051), asked about sample cases in every status at instants from a
 * minute before a case was made to ten days after: wait before a case exists, never step a case that has ended (so
 * nothing is credited, paid or verified twice), take only the steps its status allows, say why it refuses, answer the
 * same when asked again, and stand by a decision once taken.
 */

type Step = { readonly step: string; readonly reason?: string };

type DeskSpec<Case> = {
  /** The case in words: 'a deposit request'. */
  readonly what: string;
  /** What must never happen twice: 'credited'. */
  readonly once: string;
  readonly samples: readonly Case[];
  idOf(item: Case): string;
  statusOf(item: Case): string;
  madeAtOf(item: Case): Date;
  /** The steps each status allows besides waiting; a status with none has ended. */
  readonly stepsFrom: Readonly<Record<string, readonly string[]>>;
  /** The steps that decide a case (it ends by them). */
  readonly decisions: readonly string[];
};

const minuteMs = 60_000;
/** Where the desks are asked, from when a case was made. */
const offsetsMs = [
  -minuteMs,
  -1,
  0,
  ...[1, 6, 11, 31, 61, 6 * 60, 20 * 60, 25 * 60, 3 * 1440, 10 * 1440].map((minutes) => minutes * minuteMs),
];

async function answersOf<Case>(desk: BackOfficeDesk<Case, Step>, spec: DeskSpec<Case>, item: Case) {
  const madeAt = spec.madeAtOf(item).getTime();
  const answers: { at: Date; step: Step }[] = [];
  for (const offset of offsetsMs) {
    const at = new Date(madeAt + offset);
    answers.push({ at, step: await desk.nextStep(item, at) });
  }
  return answers;
}

function deskClauses<Case>(spec: DeskSpec<Case>): ContractClause<BackOfficeDesk<Case, Step>>[] {
  const open = (item: Case) => (spec.stepsFrom[spec.statusOf(item)] ?? []).length > 0;
  const named = (item: Case, at: Date, step: Step) =>
    `${spec.idOf(item)} (${spec.statusOf(item)}) at ${at.toISOString()}: ${JSON.stringify(step)}`;
  const ended = Object.entries(spec.stepsFrom)
    .filter(([, steps]) => steps.length === 0)
    .map(([status]) => status);
  return [
    {
      says: `waits for ${spec.what} before it was made`,
      async problemsOf(desk) {
        const problems: string[] = [];
        for (const item of spec.samples) {
          for (const offset of [-minuteMs, -1]) {
            const at = new Date(spec.madeAtOf(item).getTime() + offset);
            const step = await desk.nextStep(item, at);
            if (step.step !== 'wait') problems.push(named(item, at, step));
          }
        }
        return problems;
      },
    },
    {
      says: `never takes a step on ${spec.what} that has ended (${ended.join(', ')}): nothing is ${spec.once} twice`,
      async problemsOf(desk) {
        const problems: string[] = [];
        for (const item of spec.samples.filter((sample) => !open(sample))) {
          for (const { at, step } of await answersOf(desk, spec, item)) {
            if (step.step !== 'wait') problems.push(named(item, at, step));
          }
        }
        return problems;
      },
    },
    {
      says: `takes only the steps the status of ${spec.what} allows (${Object.entries(spec.stepsFrom)
        .filter(([, steps]) => steps.length > 0)
        .map(([status, steps]) => `${status}: ${steps.join(' or ')}`)
        .join('; ')})`,
      async problemsOf(desk) {
        const problems: string[] = [];
        for (const item of spec.samples.filter(open)) {
          for (const { at, step } of await answersOf(desk, spec, item)) {
            const allowed = ['wait', ...(spec.stepsFrom[spec.statusOf(item)] ?? [])];
            if (!allowed.includes(step.step)) problems.push(named(item, at, step));
          }
        }
        return problems;
      },
    },
    {
      says: `says why whenever it refuses ${spec.what}`,
      async problemsOf(desk) {
        const problems: string[] = [];
        for (const item of spec.samples) {
          for (const { at, step } of await answersOf(desk, spec, item)) {
            const refuses = spec.decisions.includes(step.step) && 'reason' in step;
            if (refuses && (typeof step.reason !== 'string' || step.reason.trim() === '')) {
              problems.push(named(item, at, step));
            }
          }
        }
        return problems;
      },
    },
    {
      says: `answers the same when asked again about ${spec.what} at the same instant`,
      async problemsOf(desk) {
        const problems: string[] = [];
        for (const item of spec.samples) {
          for (const { at, step } of await answersOf(desk, spec, item)) {
            const again = await desk.nextStep(item, at);
            if (JSON.stringify(again) !== JSON.stringify(step)) {
              problems.push(`${named(item, at, step)}, then ${JSON.stringify(again)}`);
            }
          }
        }
        return problems;
      },
    },
    {
      says: `stands by a decision: ${spec.what} decided at an instant is decided the same at every later one`,
      async problemsOf(desk) {
        const problems: string[] = [];
        for (const item of spec.samples.filter(open)) {
          let decided: Step | undefined;
          for (const { at, step } of await answersOf(desk, spec, item)) {
            if (decided !== undefined && JSON.stringify(step) !== JSON.stringify(decided)) {
              problems.push(`${named(item, at, step)} after ${JSON.stringify(decided)}`);
            }
            if (decided === undefined && spec.decisions.includes(step.step)) decided = step;
          }
        }
        return problems;
      },
    },
  ];
}

/** Every sample in every status. */
function inEachStatus<Case extends { readonly status: string }>(
  samples: readonly Omit<Case, 'status'>[],
  statuses: readonly Case['status'][],
): Case[] {
  return samples.flatMap((sample) => statuses.map((status) => ({ ...sample, status }) as Case));
}

const depositStatuses: readonly DepositStatus[] = ['pending', 'processing', 'accept', 'reject', 'cancel'];
const withdrawalStatuses: readonly CashWithdrawalStatus[] = ['pending', 'processing', 'accept', 'reject', 'cancel'];
const bankAccountStatuses: readonly BankAccountStatus[] = ['pending', 'verified', 'rejected', 'removed'];
const changeStatuses: readonly ProfileChangeStatus[] = ['pending', 'approved', 'rejected'];

/** Made on a Monday morning, a Monday evening (after the cut-offs) and a Saturday, Hong Kong time. */
const mondayMorning = new Date('2025-06-02T02:00:00Z');
const mondayEvening = new Date('2025-06-02T10:30:00Z');
const saturday = new Date('2025-06-07T02:00:00Z');

export const depositBackOfficeContract = deskClauses<DepositCase>({
  what: 'a deposit request',
  once: 'credited',
  samples: inEachStatus<DepositCase>(
    [
      {
        requestId: 'CD-small',
        currency: 'HKD',
        amount: '1000',
        submittedAt: mondayMorning,
        expectedCreditDate: '2025-06-02',
      },
      {
        requestId: 'CD-large',
        currency: 'USD',
        amount: '2500000',
        submittedAt: mondayEvening,
        expectedCreditDate: '2025-06-03',
      },
      {
        requestId: 'CD-weekend',
        currency: 'CNY',
        amount: '88.8',
        submittedAt: saturday,
        expectedCreditDate: '2025-06-09',
      },
    ],
    depositStatuses,
  ),
  idOf: (item) => item.requestId,
  statusOf: (item) => item.status,
  madeAtOf: (item) => item.submittedAt,
  stepsFrom: { pending: ['takeUp', 'reject'], processing: ['accept', 'reject'], accept: [], reject: [], cancel: [] },
  decisions: ['accept', 'reject'],
});

export const withdrawalBackOfficeContract = deskClauses<WithdrawalCase>({
  what: 'a withdrawal',
  once: 'paid',
  samples: inEachStatus<WithdrawalCase>(
    [
      {
        withdrawalId: 'CW-small',
        currency: 'HKD',
        amount: '500',
        requestedAt: mondayMorning,
        processingDate: '2025-06-02',
      },
      {
        withdrawalId: 'CW-returned',
        currency: 'HKD',
        amount: '1013.50',
        requestedAt: mondayEvening,
        processingDate: '2025-06-03',
      },
      {
        withdrawalId: 'CW-weekend',
        currency: 'USD',
        amount: '64000',
        requestedAt: saturday,
        processingDate: '2025-06-09',
      },
    ],
    withdrawalStatuses,
  ),
  idOf: (item) => item.withdrawalId,
  statusOf: (item) => item.status,
  madeAtOf: (item) => item.requestedAt,
  stepsFrom: { pending: ['takeUp', 'return'], processing: ['pay', 'return'], accept: [], reject: [], cancel: [] },
  decisions: ['pay', 'return'],
});

export const bankAccountBackOfficeContract = deskClauses<BankAccountCase>({
  what: 'a bank account',
  once: 'verified',
  samples: inEachStatus<BankAccountCase>(
    [
      { bankAccountId: 'BA-1', bankCode: '004', accountNumber: '123456789', addedAt: mondayMorning },
      { bankAccountId: 'BA-2', bankCode: '024', accountNumber: '987654320', addedAt: saturday },
    ],
    bankAccountStatuses,
  ),
  idOf: (item) => item.bankAccountId,
  statusOf: (item) => item.status,
  madeAtOf: (item) => item.addedAt,
  stepsFrom: { pending: ['verify', 'reject'], verified: [], rejected: [], removed: [] },
  decisions: ['verify', 'reject'],
});

export const changeRequestBackOfficeContract = deskClauses<ChangeRequestCase>({
  what: 'a change request',
  once: 'decided',
  samples: inEachStatus<ChangeRequestCase>(
    [
      { requestId: 'PC-email', fields: ['email'], proofBytes: 48_000, submittedAt: mondayMorning },
      { requestId: 'PC-address', fields: ['residentialAddress', 'phone'], proofBytes: 300, submittedAt: saturday },
    ],
    changeStatuses,
  ),
  idOf: (item) => item.requestId,
  statusOf: (item) => item.status,
  madeAtOf: (item) => item.submittedAt,
  stepsFrom: { pending: ['approve', 'reject'], approved: [], rejected: [] },
  decisions: ['approve', 'reject'],
});

export function describeDepositBackOfficeContract(makeDesk: () => DepositBackOffice): void {
  describeContract('the deposit back-office contract', depositBackOfficeContract, makeDesk);
}

export function describeWithdrawalBackOfficeContract(makeDesk: () => WithdrawalBackOffice): void {
  describeContract('the withdrawal back-office contract', withdrawalBackOfficeContract, makeDesk);
}

export function describeBankAccountBackOfficeContract(makeDesk: () => BankAccountBackOffice): void {
  describeContract('the bank account back-office contract', bankAccountBackOfficeContract, makeDesk);
}

export function describeChangeRequestBackOfficeContract(makeDesk: () => ChangeRequestBackOffice): void {
  describeContract('the change request back-office contract', changeRequestBackOfficeContract, makeDesk);
}
