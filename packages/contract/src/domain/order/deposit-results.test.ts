import { describe, expect, it } from 'vitest';
import { cashResultCatalogue } from './cash-results';
import { catalogueProblems } from './result-catalogue';
import { depositResultCatalogue, depositResultCodes, depositResultOf } from './deposit-results';

describe('deposit results (SPEC §8: ERR400-ERR406)', () => {
  it('has ERR400-ERR406 in order, then the shared cash codes as the cash catalogue has them', () => {
    expect(depositResultCatalogue.names.map((name) => depositResultCodes[name])).toEqual([
      'ERR400',
      'ERR401',
      'ERR402',
      'ERR403',
      'ERR404',
      'ERR405',
      'ERR406',
      'ERR001',
      'ERR002',
      'ERR003',
      'ERR004',
      'ERR999',
    ]);
    for (const name of cashResultCatalogue.names) {
      expect(depositResultCatalogue.entries[name]).toEqual(cashResultCatalogue.entries[name]);
    }
  });

  it('gives every result a text in each language, and reads codes back', () => {
    expect(catalogueProblems(depositResultCatalogue)).toEqual([]);
    expect(depositResultOf('ERR402')).toBe('proofTypeNotAllowed');
    expect(depositResultOf('ERR003')).toBe('invalidCurrency');
    expect(depositResultOf('ERR407')).toBe('unknown');
    expect(depositResultCatalogue.textOf('proofTooLarge', 'zh-HK')).toContain('5 MB');
  });
});
