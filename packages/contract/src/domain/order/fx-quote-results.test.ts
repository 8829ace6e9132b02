import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import { fxQuoteResultCatalogue, fxQuoteResultCodes } from './fx-quote-results';

describe('FX quote results', () => {
  it('have codes in 201-231, each once, and a text in every language', () => {
    expect(catalogueProblems(fxQuoteResultCatalogue)).toEqual([]);
    const codes = Object.values(fxQuoteResultCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code >= 201 && code <= 231, String(code)).toBe(true);
    expect(fxQuoteResultCodes).toMatchObject({ quoteNotFound: 201, quoteExpired: 202, rateMoved: 204 });
    expect(fxQuoteResultCatalogue.nameOf(202)).toBe('quoteExpired');
    expect(fxQuoteResultCatalogue.nameOf('209')).toBe('insufficientBalance');
    expect(fxQuoteResultCatalogue.nameOf(230)).toBe('fxUnavailable');
    expect(fxQuoteResultCatalogue.textOf('quoteExpired', 'zh-HK')).toBe('此報價已過期，請重新報價。');
  });
});
