import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import { cashResultCatalogue, cashResultCodes } from './cash-results';

describe('cash results', () => {
  it('have the SPEC §8 codes and a text in every language', () => {
    expect(catalogueProblems(cashResultCatalogue)).toEqual([]);
    expect(cashResultCodes).toEqual({
      invalidAction: 'ERR001',
      invalidType: 'ERR002',
      invalidCurrency: 'ERR003',
      invalidAmount: 'ERR004',
      unknown: 'ERR999',
    });
    expect(cashResultCatalogue.nameOf('ERR004')).toBe('invalidAmount');
    expect(cashResultCatalogue.nameOf('ERR005')).toBe('unknown');
  });
});
