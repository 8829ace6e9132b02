import type { EddaStatusCode } from '@portal/contract';
import { describeContract, type ContractClause } from '../contract-suite';
import type { EddaBankAdapter } from './edda-bank';

/*
 * What any eDDA bank must do (ADR 051), asked about sample mandates (account numbers ending in each digit the
 * simulator treats apart, and others) from a minute before each was made to ten days after.
 */

type Status = Exclude<EddaStatusCode, 'D'>;

/** Where each status stands on the way: a mandate only moves forward, and A, R and E are where it ends. */
const order: Readonly<Record<Status, number>> = { P: 0, S: 1, C: 2, A: 3, R: 3, E: 3 };
const refusals: readonly Status[] = ['R', 'E'];

const madeAt = new Date('2025-06-02T02:00:00Z');
const samples = ['12345678', '12345670', '12345679', '000123456781'].map((accountNumber) => ({
  accountNumber,
  createdAt: madeAt,
}));
const minuteMs = 60_000;
const instants = [
  -minuteMs,
  -1,
  0,
  ...[0.5, 1, 2, 5, 10, 29, 30, 31, 60, 240, 1440, 14_400].map((m) => m * minuteMs),
].map((offset) => new Date(madeAt.getTime() + offset));

type Answer = { readonly at: Date; readonly status: Status; readonly reason: string | null };
const answersOf = (bank: EddaBankAdapter, sample: (typeof samples)[number]): Answer[] =>
  instants.map((at) => ({ at, ...bank.statusAt(sample, at) }));
const named = (sample: (typeof samples)[number], answer: Answer) =>
  `${sample.accountNumber} at ${answer.at.toISOString()}: ${answer.status} (${String(answer.reason)})`;

export const eddaBankContract: readonly ContractClause<EddaBankAdapter>[] = [
  {
    says: 'lists the banks that take mandates, each once, with a three-digit code and its name in three languages',
    problemsOf(bank) {
      const problems: string[] = [];
      if (bank.banks.length === 0) problems.push('no bank listed');
      const codes = bank.banks.map((listed) => listed.bankCode);
      if (new Set(codes).size !== codes.length) problems.push(`a bank listed twice: ${codes.join(', ')}`);
      for (const listed of bank.banks) {
        if (!/^\d{3}$/.test(listed.bankCode)) problems.push(`bank code ${listed.bankCode}`);
        for (const language of ['en', 'zh-HK', 'zh-CN'] as const) {
          if (listed.name[language].trim() === '') problems.push(`${listed.bankCode} has no ${language} name`);
        }
      }
      return problems;
    },
  },
  {
    says: 'has a mandate pending (P) before it was made: it was not submitted, so it cannot be completed',
    problemsOf(bank) {
      return samples.flatMap((sample) =>
        answersOf(bank, sample)
          .filter((answer) => answer.at < sample.createdAt && answer.status !== 'P')
          .map((answer) => named(sample, answer)),
      );
    },
  },
  {
    says: 'moves a mandate only forward (P, S, C, then A, R or E) and never out of where it ended',
    problemsOf(bank) {
      const problems: string[] = [];
      for (const sample of samples) {
        let before: Answer | undefined;
        for (const answer of answersOf(bank, sample)) {
          const back = before !== undefined && order[answer.status] < order[before.status];
          const leftTheEnd = before !== undefined && order[before.status] === 3 && answer.status !== before.status;
          if (back || leftTheEnd) problems.push(`${named(sample, answer)} after ${before?.status ?? ''}`);
          before = answer;
        }
      }
      return problems;
    },
  },
  {
    says: 'says why it rejected or errored a mandate, and gives no reason otherwise',
    problemsOf(bank) {
      return samples.flatMap((sample) =>
        answersOf(bank, sample)
          .filter((answer) =>
            refusals.includes(answer.status)
              ? answer.reason === null || answer.reason.trim() === ''
              : answer.reason !== null,
          )
          .map((answer) => named(sample, answer)),
      );
    },
  },
  {
    says: 'answers the same when asked again at the same instant',
    problemsOf(bank) {
      return samples.flatMap((sample) =>
        answersOf(bank, sample)
          .filter((answer) => {
            const again = bank.statusAt(sample, answer.at);
            return again.status !== answer.status || again.reason !== answer.reason;
          })
          .map((answer) => named(sample, answer)),
      );
    },
  },
];

export function describeEddaBankContract(makeBank: () => EddaBankAdapter): void {
  describeContract('the eDDA bank contract', eddaBankContract, makeBank);
}
