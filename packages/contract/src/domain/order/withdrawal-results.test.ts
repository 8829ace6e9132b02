import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import { withdrawalResultCatalogue, withdrawalResultCodes } from './withdrawal-results';

describe('withdrawal results', () => {
  it('have the SPEC §8 codes ERR700-ERR709 but the retired step-up ones, and a text in every language', () => {
    expect(catalogueProblems(withdrawalResultCatalogue)).toEqual([]);
    expect(Object.values(withdrawalResultCodes)).toEqual([
      'ERR700',
      'ERR701',
      'ERR702',
      'ERR703',
      'ERR704',
      'ERR708',
      'ERR709',
    ]);
    // A withdrawal without a valid step-up grant is refused as every sensitive action is (ADR 036), not by a code here.
    expect(withdrawalResultCatalogue.nameOf('ERR705')).toBe('withdrawalUnavailable');
    expect(withdrawalResultCodes.dailyLimitExceeded).toBe('ERR701');
    expect(withdrawalResultCatalogue.nameOf('ERR700')).toBe('insufficientBalance');
    expect(withdrawalResultCatalogue.nameOf('ERR799')).toBe('withdrawalUnavailable');
  });
});
