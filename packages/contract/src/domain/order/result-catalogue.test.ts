import { describe, expect, it } from 'vitest';
import { catalogueProblems, defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

/** A catalogue as the next area writes one: string codes like the IPO's ERR500, an unknown of its own. */
const ipoLike = defineResultCatalogue(
  'ipoApplication',
  {
    accepted: { code: 'OK', text: text('Accepted', '已接納', '已接纳') },
    closed: { code: 'ERR500', text: text('The offer is closed', '認購已截止', '认购已截止') },
    other: { code: 'ERR999', text: text('Something else', '其他錯誤', '其他错误') },
  },
  'other',
);

describe('result catalogues', () => {
  it('lists names in the order written and keeps each literal code', () => {
    expect(ipoLike.names).toEqual(['accepted', 'closed', 'other']);
    expect(ipoLike.codes).toEqual({ accepted: 'OK', closed: 'ERR500', other: 'ERR999' });
    const closed: 'ERR500' = ipoLike.codes.closed;
    expect(closed).toBe('ERR500');
    const name: ResultName<typeof ipoLike> = 'closed';
    expect(ipoLike.isName(name)).toBe(true);
  });

  it('reads a code as its result, a number and its string alike, and anything unlisted as the unknown result', () => {
    const numbered = defineResultCatalogue(
      'stockOrder',
      {
        accepted: { code: 8201, text: text('Accepted', '已接納', '已接纳') },
        unknown: { code: 9999, text: text('Unknown', '未知', '未知的') },
      },
      'unknown',
    );
    expect(numbered.nameOf(8201)).toBe('accepted');
    expect(numbered.nameOf('8201')).toBe('accepted');
    expect(numbered.nameOf(8202)).toBe('unknown');
    expect(numbered.nameOf(undefined)).toBe('unknown');
    expect(ipoLike.nameOf('ERR500')).toBe('closed');
    expect(ipoLike.nameOf('err500')).toBe('other');
    expect(ipoLike.nameOf({})).toBe('other');
  });

  it('gives a result its text in each language, and all texts of one language', () => {
    expect(ipoLike.textOf('closed', 'en')).toBe('The offer is closed');
    expect(ipoLike.textOf('closed', 'zh-HK')).toBe('認購已截止');
    expect(ipoLike.textsIn('zh-CN')).toEqual({ accepted: '已接纳', closed: '认购已截止', other: '其他错误' });
  });

  it('tells a name from inherited properties and other values', () => {
    expect(ipoLike.isName('other')).toBe(true);
    expect(ipoLike.isName('constructor')).toBe(false);
    expect(ipoLike.isName('ERR500')).toBe(false);
    expect(ipoLike.isName(500)).toBe(false);
  });

  it('finds nothing wrong with a sound catalogue', () => {
    expect(catalogueProblems(ipoLike)).toEqual([]);
  });

  it('names a code listed twice, an empty, shared or untranslated text', () => {
    const faulty = defineResultCatalogue(
      'faulty',
      {
        first: { code: 1, text: text('One', 'One', '一') },
        second: { code: '1', text: text('Two', '', '一') },
        unknown: { code: 99, text: text('Unknown', '未知', '未知') },
      },
      'unknown',
    );
    expect(catalogueProblems(faulty)).toEqual([
      'faulty: code 1 is both first and second',
      'faulty: first is not translated into zh-HK',
      'faulty: second has no zh-HK text',
      'faulty: second has the zh-CN text of first',
    ]);
  });
});
