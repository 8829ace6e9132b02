import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import { corporateActionResultCatalogue } from './corporate-action-results';

describe('corporate action results', () => {
  it('have a code each and a text in every language', () => {
    expect(catalogueProblems(corporateActionResultCatalogue)).toEqual([]);
    expect(corporateActionResultCatalogue.nameOf('CA05')).toBe('electionClosed');
    expect(corporateActionResultCatalogue.nameOf('CA42')).toBe('unknown');
  });
});
