import { describe, expect, it } from 'vitest';
import { keepAliveInterval, keepAliveTimeoutMs } from './keep-alive';

describe('keep-alive throttle (SPEC §9)', () => {
  it('waits 1 s after each of the first 3 checks', () => {
    expect(keepAliveInterval(1)).toBe(1_000);
    expect(keepAliveInterval(3)).toBe(1_000);
  });

  it('waits 5 s from check 4 up to check 10', () => {
    expect(keepAliveInterval(4)).toBe(5_000);
    expect(keepAliveInterval(10)).toBe(5_000);
  });

  it('waits 30 s from check 11 up to check 30', () => {
    expect(keepAliveInterval(11)).toBe(30_000);
    expect(keepAliveInterval(30)).toBe(30_000);
  });

  it('waits 60 s from check 31 on', () => {
    expect(keepAliveInterval(31)).toBe(60_000);
    expect(keepAliveInterval(100)).toBe(60_000);
  });

  it('spends 10 min 38 s waiting over the first 30 checks', () => {
    const total = Array.from({ length: 30 }, (_, index) => keepAliveInterval(index + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBe(3 * 1_000 + 7 * 5_000 + 20 * 30_000);
  });

  it('times out each check after 30 s', () => {
    expect(keepAliveTimeoutMs).toBe(30_000);
  });

  it('counts checks from 1', () => {
    expect(() => keepAliveInterval(0)).toThrow(RangeError);
    expect(() => keepAliveInterval(2.5)).toThrow(RangeError);
  });
});
