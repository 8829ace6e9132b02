import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import {
  fundOrderResultCatalogue,
  fundOrderResultCodes,
  fundOrderResultMessages,
  fundOrderResultOf,
  fundOrderResults,
  isFundOrderResult,
} from './fund-order-results';

describe('fund order results (SPEC §8: 0 to 22, 99 unknown)', () => {
  it('lists the 24 results in the SPEC order, success first and unknown last', () => {
    expect(fundOrderResults).toHaveLength(24);
    expect(fundOrderResults[0]).toBe('success');
    expect(fundOrderResults[10]).toBe('insufficientPurchasingPower');
    expect(fundOrderResults[22]).toBe('orderAlreadyCancelled');
    expect(fundOrderResults[23]).toBe('unknown');
  });

  it('numbers each result by its place in the list, and unknown 99', () => {
    const numbers = fundOrderResults.map((result) => fundOrderResultCodes[result]);
    expect(numbers).toEqual([...Array.from({ length: 23 }, (_, place) => place), 99]);
    expect(Object.keys(fundOrderResultCodes)).toEqual([...fundOrderResults]);
  });

  it('reads a number back as its result, and any unlisted number as unknown', () => {
    for (const result of fundOrderResults) expect(fundOrderResultOf(fundOrderResultCodes[result])).toBe(result);
    expect(fundOrderResultOf(8)).toBe('riskLevelViolation');
    expect(fundOrderResultOf(23)).toBe('unknown');
    expect(fundOrderResultOf(-1)).toBe('unknown');
    expect(fundOrderResultOf(1.5)).toBe('unknown');
  });

  it('gives every result its own text in English, Traditional and Simplified Chinese', () => {
    expect(catalogueProblems(fundOrderResultCatalogue)).toEqual([]);
    expect(fundOrderResultMessages.insufficientPurchasingPower).toBe(
      'There is not enough cash available for this subscription.',
    );
    expect(fundOrderResultCatalogue.textOf('insufficientPurchasingPower', 'zh-HK')).toBe('可用現金不足以進行此認購。');
    expect(fundOrderResultCatalogue.textOf('insufficientPurchasingPower', 'zh-CN')).toBe('可用现金不足以进行此认购。');
    expect(Object.keys(fundOrderResultMessages)).toEqual([...fundOrderResults]);
  });

  it('tells a result name from anything else', () => {
    expect(isFundOrderResult('fundSuspended')).toBe(true);
    expect(isFundOrderResult('FundSuspended')).toBe(false);
    expect(isFundOrderResult('toString')).toBe(false);
    expect(isFundOrderResult(16)).toBe(false);
    expect(isFundOrderResult(undefined)).toBe(false);
  });
});
