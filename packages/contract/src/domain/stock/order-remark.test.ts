import { describe, expect, it } from 'vitest';
import { isValidOrderRemark, orderRemarkError } from './order-remark';

describe('order remark (SPEC §5: at most 10 valid characters)', () => {
  it('accepts no remark, letters, digits, spaces and - _ . / up to 10 characters', () => {
    for (const remark of ['', 'A', 'abc-123', 'REF_2026/1', 'a.b c', '0123456789']) {
      expect(orderRemarkError(remark), remark).toBeUndefined();
    }
  });

  it('refuses 11 characters as too long, whatever they are', () => {
    expect(orderRemarkError('01234567890')).toBe('tooLong');
    expect(orderRemarkError('騰訊控股騰訊控股騰訊控股')).toBe('tooLong');
  });

  it('refuses any other character', () => {
    for (const remark of ['騰訊', 'a,b', 'x@y', 'tab\there', 'line\n', '<b>', "it's", '50%', 'é', '😀']) {
      expect(orderRemarkError(remark), remark).toBe('invalidCharacters');
    }
  });

  it('counts characters, not UTF-16 units, so one emoji is one character and still refused for what it is', () => {
    expect(orderRemarkError('123456789😀')).toBe('invalidCharacters');
    expect(isValidOrderRemark('123456789.')).toBe(true);
  });
});
