import { describe, expect, it } from 'vitest';
import {
  fundOrderResultCodes,
  fundOrderResultMessages,
  fundOrderResultOf,
  fundOrderResults,
  isFundOrderResult,
} from './fund-order-result';

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

  it('gives every result its own non-empty message', () => {
    const messages = fundOrderResults.map((result) => fundOrderResultMessages[result]);
    expect(messages.every((message) => message.trim().length > 0)).toBe(true);
    expect(new Set(messages).size).toBe(fundOrderResults.length);
    expect(Object.keys(fundOrderResultMessages).sort()).toEqual([...fundOrderResults].sort());
  });

  it('tells a result name from anything else', () => {
    expect(isFundOrderResult('fundSuspended')).toBe(true);
    expect(isFundOrderResult('FundSuspended')).toBe(false);
    expect(isFundOrderResult(16)).toBe(false);
    expect(isFundOrderResult(undefined)).toBe(false);
  });
});
