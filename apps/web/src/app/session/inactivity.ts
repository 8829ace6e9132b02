/*
 * Inactivity (SPEC §4, §9): the timer starts when the user is idle; the warning shows `reminderTimeMs` before the
 * kick; at `kickTimeMs` of idleness the user is logged out. The last activity is shared by the tabs of the browser
 * (an active tab keeps the others alive).
 */
import { inactivityDefaults } from '@portal/contract/domain/storage-lifetimes';

export type InactivityTimes = { readonly kickTimeMs: number; readonly reminderTimeMs: number };

export type InactivityState =
  | { readonly kind: 'active' }
  /** The warning shows, counting down to `kickAt` (epoch milliseconds). */
  | { readonly kind: 'warning'; readonly kickAt: number }
  | { readonly kind: 'kicked' };

/** The last activity of any tab of this browser (epoch milliseconds). */
export type SharedLastActivity = {
  read(): number | undefined;
  write(time: number): void;
};

export type TimeoutTimers<Handle> = {
  readonly setTimeout: (run: () => void, delayMs: number) => Handle;
  readonly clearTimeout: (handle: Handle) => void;
};

export type InactivityDeps<Handle> = {
  readonly now: () => number;
  readonly timers: TimeoutTimers<Handle>;
  readonly shared: SharedLastActivity;
  /** Called with the state at the start, then with each change. */
  readonly onChange: (state: InactivityState) => void;
};

export type InactivityTimer = {
  /**
   * A mouse move, key press, scroll or touch in this tab: the idle time starts again. While the warning shows only
   * 'Stay Logged In' answers it, so that a stray movement does not hide it unread.
   */
  activity(): void;
  /** Another tab recorded activity (a storage event): this tab's warning closes if it shows. */
  sharedActivity(): void;
  /** 'Stay Logged In': the warning closes and the idle time starts again, in every tab. */
  stayLoggedIn(): void;
  /** The server's times (retrieveInactiveTimes) in place of the defaults. */
  setTimes(times: InactivityTimes): void;
  state(): InactivityState;
  stop(): void;
};

/** Writes of the shared last activity are at most one a second (mouse moves come by the hundred). */
export const sharedActivityWriteEveryMs = 1_000;

/** The reminder cannot come before the idle time starts. */
function sane(times: InactivityTimes): InactivityTimes {
  const kickTimeMs = Math.max(1, times.kickTimeMs);
  return { kickTimeMs, reminderTimeMs: Math.min(Math.max(0, times.reminderTimeMs), kickTimeMs) };
}

/**
 * Starts the inactivity timer with the SPEC's defaults (1,800,000 ms and 300,000 ms before the kick) until setTimes
 * gives the server's. Starting counts as activity. The kick is reported once; the timer then stops.
 */
export function startInactivity<Handle>(
  deps: InactivityDeps<Handle>,
  initialTimes: InactivityTimes = inactivityDefaults,
): InactivityTimer {
  const { now, timers, shared } = deps;
  let times = sane(initialTimes);
  let lastActivity = now();
  let lastWrite = Number.NEGATIVE_INFINITY;
  let state: InactivityState | undefined;
  let timer: Handle | undefined;
  let stopped = false;

  const setState = (next: InactivityState) => {
    const same =
      state !== undefined &&
      next.kind === state.kind &&
      (next.kind !== 'warning' || (state.kind === 'warning' && state.kickAt === next.kickAt));
    state = next;
    if (!same) deps.onChange(next);
  };

  const record = (time: number, force: boolean) => {
    lastActivity = time;
    if (force || time - lastWrite >= sharedActivityWriteEveryMs) {
      lastWrite = time;
      shared.write(time);
    }
  };

  const evaluate = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (stopped || state?.kind === 'kicked') return;
    const last = Math.max(lastActivity, shared.read() ?? Number.NEGATIVE_INFINITY);
    const kickAt = last + times.kickTimeMs;
    const warnAt = kickAt - times.reminderTimeMs;
    const moment = now();
    if (moment >= kickAt) {
      setState({ kind: 'kicked' });
      return;
    }
    if (moment >= warnAt) {
      setState({ kind: 'warning', kickAt });
      timer = timers.setTimeout(evaluate, kickAt - moment);
    } else {
      setState({ kind: 'active' });
      // Activity meanwhile moves the times on: this wakes at the earliest moment something can be due.
      timer = timers.setTimeout(evaluate, warnAt - moment);
    }
  };

  record(lastActivity, true);
  evaluate();

  return {
    activity() {
      if (stopped || state?.kind !== 'active') return;
      record(now(), false);
    },
    sharedActivity() {
      if (state?.kind === 'warning') evaluate();
    },
    stayLoggedIn() {
      if (stopped || state?.kind === 'kicked') return;
      record(now(), true);
      evaluate();
    },
    setTimes(next) {
      times = sane(next);
      evaluate();
    },
    // evaluate() above always sets a state.
    state: () => state ?? { kind: 'active' },
    stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** mm:ss of the time left until the kick (never below 00:00). */
export function countdownText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1_000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
