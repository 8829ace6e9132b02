import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import { eddaResultCatalogue, eddaResultCodes, eddaResultOf } from './edda-results';

describe('eDDA results (SPEC §8: ERR100-ERR106)', () => {
  it('has ERR100-ERR106 in order, then the shared cash codes, each with a text in every language', () => {
    expect(eddaResultCatalogue.names.map((name) => eddaResultCodes[name])).toEqual([
      'ERR100',
      'ERR101',
      'ERR102',
      'ERR103',
      'ERR104',
      'ERR105',
      'ERR106',
      'ERR001',
      'ERR002',
      'ERR003',
      'ERR004',
      'ERR999',
    ]);
    expect(catalogueProblems(eddaResultCatalogue)).toEqual([]);
    expect(eddaResultOf('ERR103')).toBe('overDebitLimit');
    expect(eddaResultOf('ERR107')).toBe('unknown');
  });
});
