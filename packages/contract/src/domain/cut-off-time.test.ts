import { describe, expect, it } from 'vitest';
import { defaultCutOffTimes } from '../brands/defaults';
import { cutOffTimeSchema, isAfterCutOffTime, pickDisplayCurrency } from './cut-off-time';

describe('cut-off times (SPEC §9)', () => {
  it('accepts only 24-hour HH:mm', () => {
    expect(cutOffTimeSchema.safeParse('13:15').success).toBe(true);
    expect(cutOffTimeSchema.safeParse('9:00').success).toBe(false);
    expect(cutOffTimeSchema.safeParse('24:00').success).toBe(false);
  });

  it("compares against the cut-off in the market's zone", () => {
    // 08:29 UTC is 16:29 in Hong Kong.
    expect(isAfterCutOffTime('2026-11-20T08:29:59Z', defaultCutOffTimes.order)).toBe(false);
    expect(isAfterCutOffTime('2026-11-20T08:30:00Z', defaultCutOffTimes.order)).toBe(true);
    expect(isAfterCutOffTime('2026-11-20T08:30:00Z', '16:30', 'UTC')).toBe(false);
    expect(isAfterCutOffTime('2026-11-20T03:00:00Z', '11:00')).toBe(true);
  });
});

describe('pickDisplayCurrency (SPEC §9)', () => {
  it('takes the preferred currency when it is available', () => {
    expect(pickDisplayCurrency(['HKD', 'USD', 'CNY'], 'CNY')).toBe('CNY');
  });

  it('falls back to HKD, then USD, then the first currency', () => {
    expect(pickDisplayCurrency(['CNY', 'USD', 'HKD'], 'EUR')).toBe('HKD');
    expect(pickDisplayCurrency(['CNY', 'USD'])).toBe('USD');
    expect(pickDisplayCurrency(['CNY', 'EUR'], 'JPY')).toBe('CNY');
  });

  it('gives nothing when no currency is available', () => {
    expect(pickDisplayCurrency([], 'HKD')).toBeUndefined();
  });
});
