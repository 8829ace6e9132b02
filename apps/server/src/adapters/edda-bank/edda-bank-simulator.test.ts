import { describe, expect, it } from 'vitest';
import { brokenClausesOf } from '../contract-suite';
import type { EddaBankAdapter } from './edda-bank';
import { describeEddaBankContract, eddaBankContract } from './edda-bank-contract';
import { simulatedEddaBank } from './edda-bank-simulator';

describeEddaBankContract(() => simulatedEddaBank);

describe('the eDDA bank contract catches a broken bank', () => {
  it('a bank that completes a mandate before it was made, then takes it back, breaks it', async () => {
    const flipping: EddaBankAdapter = {
      banks: simulatedEddaBank.banks,
      statusAt: (authorisation, now) =>
        now < authorisation.createdAt ? { status: 'A', reason: null } : { status: 'S', reason: null },
    };
    expect(Object.keys(await brokenClausesOf(eddaBankContract, flipping))).toEqual([
      'has a mandate pending (P) before it was made: it was not submitted, so it cannot be completed',
      'moves a mandate only forward (P, S, C, then A, R or E) and never out of where it ended',
    ]);
  });

  it('a bank that rejects without a reason, or lists no bank, breaks it', async () => {
    const silent: EddaBankAdapter = {
      banks: [],
      statusAt: (authorisation, now) =>
        now < authorisation.createdAt ? { status: 'P', reason: null } : { status: 'R', reason: '' },
    };
    expect(Object.keys(await brokenClausesOf(eddaBankContract, silent))).toEqual([
      'lists the banks that take mandates, each once, with a three-digit code and its name in three languages',
      'says why it rejected or errored a mandate, and gives no reason otherwise',
    ]);
  });
});
