import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import { withdrawalResultCatalogue, withdrawalResultCodes } from './withdrawal-results';

describe('withdrawal results', () => {
  it('have the SPEC §8 codes ERR700-ERR709 and a text in every language', () => {
    expect(catalogueProblems(withdrawalResultCatalogue)).toEqual([]);
    expect(Object.values(withdrawalResultCodes)).toEqual(
      Array.from({ length: 10 }, (_, index) => `ERR70${String(index)}`),
    );
    expect(withdrawalResultCodes.dailyLimitExceeded).toBe('ERR701');
    expect(withdrawalResultCatalogue.nameOf('ERR700')).toBe('insufficientBalance');
    expect(withdrawalResultCatalogue.nameOf('ERR799')).toBe('withdrawalUnavailable');
  });
});
