import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, secondsUntil } from './resend-countdown';

const start = Date.UTC(2026, 10, 22, 8, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown to sending a one-time password again', () => {
  it('counts whole seconds, rounded up, never below 0 nor above the 60 s cooldown (SPEC §9)', () => {
    expect(secondsUntil(start + 60_000, start)).toBe(60);
    expect(secondsUntil(start + 59_001, start)).toBe(60);
    expect(secondsUntil(start + 59_000, start)).toBe(59);
    expect(secondsUntil(start - 5_000, start)).toBe(0);
    // A browser clock set behind the server's cannot stretch the wait.
    expect(secondsUntil(start + 600_000, start)).toBe(60);
  });

  it('ticks down each second from 60 to 0 while shown, then stops', () => {
    const countdown = createCountdown(start + 60_000);
    const seen: number[] = [];
    const stop = countdown.subscribe(() => seen.push(countdown.getSnapshot()));
    expect(countdown.getSnapshot()).toBe(60);

    vi.advanceTimersByTime(1_000);
    expect(countdown.getSnapshot()).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(countdown.getSnapshot()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(countdown.getSnapshot()).toBe(0);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, index) => 59 - index));
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('shows the right number when it is first watched late, and stops ticking when nobody watches', () => {
    const countdown = createCountdown(start + 60_000);
    vi.advanceTimersByTime(10_000);
    const listener = vi.fn();
    const stop = countdown.subscribe(listener);
    expect(countdown.getSnapshot()).toBe(50);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is at 0 at once when the resend is already allowed', () => {
    const countdown = createCountdown(start - 1);
    const stop = countdown.subscribe(() => undefined);
    expect(countdown.getSnapshot()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
