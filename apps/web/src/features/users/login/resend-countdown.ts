import { useMemo, useSyncExternalStore } from 'react';
import { otpResendCooldownMs } from '@portal/contract/domain/storage-lifetimes';

/**
 * Whole seconds left until `availableAt` (epoch ms), rounded up so 0 means "now". Never more than the cooldown of
 * SPEC §9: the instant comes from the server's clock, and a browser clock set behind must not stretch the wait.
 */
export function secondsUntil(availableAt: number, now: number): number {
  const seconds = Math.ceil((availableAt - now) / 1000);
  return Math.min(Math.max(seconds, 0), otpResendCooldownMs / 1000);
}

export type Countdown = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
};

/**
 * The seconds left until `availableAt`, as a store React can follow. While someone listens it wakes on each whole
 * second (not on a free-running one-second interval, which would show each number up to a second late) and stops at 0.
 */
export function createCountdown(availableAt: number, now: () => number = Date.now): Countdown {
  const listeners = new Set<() => void>();
  let seconds = secondsUntil(availableAt, now());
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    const remainingMs = availableAt - now();
    if (seconds === 0 || remainingMs <= 0) return;
    // Wake just after the displayed second has passed.
    timer = setTimeout(tick, remainingMs % 1000 || 1000);
  };
  const tick = () => {
    timer = undefined;
    const next = secondsUntil(availableAt, now());
    if (next !== seconds) {
      seconds = next;
      for (const listener of listeners) listener();
    }
    if (listeners.size > 0) schedule();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) {
        // Time passed while nobody listened (between render and subscription).
        const next = secondsUntil(availableAt, now());
        if (next !== seconds) {
          seconds = next;
          listener();
        }
        schedule();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    getSnapshot: () => seconds,
  };
}

/** The seconds until a new one-time password may be asked for; re-renders each second until 0. */
export function useResendCountdown(availableAt: number): number {
  const countdown = useMemo(() => createCountdown(availableAt), [availableAt]);
  return useSyncExternalStore(countdown.subscribe, countdown.getSnapshot, countdown.getSnapshot);
}
