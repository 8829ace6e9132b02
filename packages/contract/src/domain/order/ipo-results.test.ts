import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import {
  ipoResultCatalogue,
  ipoResultCodes,
  ipoResultMessages,
  ipoResultOf,
  ipoResults,
  isIpoResult,
} from './ipo-results';

describe('IPO results (SPEC §8: ERR500-ERR519, ERR600-ERR606)', () => {
  it('has exactly the codes ERR500-ERR519 and ERR600-ERR606 in order, then ERR999 unknown', () => {
    const expected = [
      ...Array.from({ length: 20 }, (_, place) => `ERR${500 + place}`),
      ...Array.from({ length: 7 }, (_, place) => `ERR${600 + place}`),
      'ERR999',
    ];
    expect(ipoResults.map((result) => ipoResultCodes[result])).toEqual(expected);
    expect(ipoResultCodes.unknown).toBe('ERR999');
  });

  it('reads a code back as its result, and anything unlisted as unknown', () => {
    for (const result of ipoResults) expect(ipoResultOf(ipoResultCodes[result])).toBe(result);
    expect(ipoResultOf('ERR502')).toBe('applicationClosed');
    expect(ipoResultOf('ERR516')).toBe('cancelAfterClosing');
    expect(ipoResultOf('ERR520')).toBe('unknown');
    expect(ipoResultOf('ERR607')).toBe('unknown');
    expect(ipoResultOf('err500')).toBe('unknown');
    expect(ipoResultOf(500)).toBe('unknown');
  });

  it('gives every result its own text in English, Traditional and Simplified Chinese', () => {
    expect(catalogueProblems(ipoResultCatalogue)).toEqual([]);
    expect(ipoResultMessages.applicationClosed).toBe('Applications for this IPO have closed.');
    expect(ipoResultCatalogue.textOf('applicationClosed', 'zh-HK')).toBe('此新股已截止認購。');
    expect(ipoResultCatalogue.textOf('applicationClosed', 'zh-CN')).toBe('此新股已截止认购。');
  });

  it('tells a result name from anything else', () => {
    expect(isIpoResult('duplicateApplication')).toBe(true);
    expect(isIpoResult('ERR507')).toBe(false);
    expect(isIpoResult('valueOf')).toBe(false);
  });
});
