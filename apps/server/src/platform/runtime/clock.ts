import type { Config } from './config';

/** Where the server reads the time. Injected so tests and simulators can move it (ARCHITECTURE §4). */
export type Clock = {
  now(): Date;
};

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that stands still until a test sets or advances it. */
export type TestClock = Clock & {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
};

function toMilliseconds(instant: Date | string): number {
  const milliseconds = new Date(instant).getTime();
  if (Number.isNaN(milliseconds)) throw new RangeError(`Not a date: ${String(instant)}`);
  return milliseconds;
}

export function createTestClock(start: Date | string = '2025-01-15T02:00:00.000Z'): TestClock {
  let current = toMilliseconds(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = toMilliseconds(instant);
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

/**
 * The system clock moved forward by a chosen offset: what the server runs on with PORTAL_DEV_SUPPORT=on, so a browser
 * journey can step past a session's expiry in a second instead of waiting an hour (POST /api/_dev/clock).
 */
export type AdjustableClock = Clock & {
  advance(milliseconds: number): void;
  offsetMs(): number;
};

export function createAdjustableClock(base: Clock = systemClock): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
    offsetMs: () => offset,
  };
}

export function isAdjustableClock(clock: Clock): clock is AdjustableClock {
  return 'advance' in clock && 'offsetMs' in clock;
}

/**
 * The clock a server runs on unless it is given one: with PORTAL_DEV_SUPPORT=on (never in production) one that
 * POST /api/_dev/clock can move forward, so journeys reach expiries in seconds; otherwise the system clock.
 */
export function serverClockOf(config: Pick<Config, 'devSupport' | 'nodeEnv'>): Clock {
  return config.devSupport && config.nodeEnv !== 'production' ? createAdjustableClock() : systemClock;
}
