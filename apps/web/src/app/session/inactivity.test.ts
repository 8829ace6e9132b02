import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownText, startInactivity } from './inactivity';
import type { InactivityState, InactivityTimes, SharedLastActivity } from './inactivity';

const minute = 60_000;

/** The last activity every tab of one browser shares (localStorage in the app). */
function sharedActivity() {
  let value: number | undefined;
  const writes: number[] = [];
  const shared: SharedLastActivity = {
    read: () => value,
    write: (time) => {
      value = time;
      writes.push(time);
    },
  };
  return { shared, writes };
}

function tab(shared: SharedLastActivity, times?: InactivityTimes) {
  const states: InactivityState[] = [];
  const timer = startInactivity(
    {
      now: Date.now,
      timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle) },
      shared,
      onChange: (state) => states.push(state),
    },
    times,
  );
  return { timer, states };
}

describe('the inactivity timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns 5 minutes before the kick and kicks after 30 idle minutes by default', async () => {
    const { timer, states } = tab(sharedActivity().shared);
    expect(states).toEqual([{ kind: 'active' }]);
    await vi.advanceTimersByTimeAsync(25 * minute - 1);
    expect(states).toEqual([{ kind: 'active' }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(states).toEqual([{ kind: 'active' }, { kind: 'warning', kickAt: 30 * minute }]);
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(states.at(-1)).toEqual({ kind: 'kicked' });
    expect(timer.state()).toEqual({ kind: 'kicked' });
    timer.stop();
  });

  it('starts the idle time again on activity, and uses the server’s times once known', async () => {
    const { timer, states } = tab(sharedActivity().shared);
    timer.setTimes({ kickTimeMs: 10 * minute, reminderTimeMs: 2 * minute });
    await vi.advanceTimersByTimeAsync(7 * minute);
    timer.activity();
    await vi.advanceTimersByTimeAsync(7 * minute);
    expect(states).toEqual([{ kind: 'active' }]);
    await vi.advanceTimersByTimeAsync(1 * minute);
    expect(states).toEqual([{ kind: 'active' }, { kind: 'warning', kickAt: 17 * minute }]);
    timer.stop();
  });

  it('keeps the warning through a stray movement; Stay Logged In closes it and starts again', async () => {
    const { timer, states } = tab(sharedActivity().shared);
    await vi.advanceTimersByTimeAsync(26 * minute);
    timer.activity();
    expect(timer.state()).toEqual({ kind: 'warning', kickAt: 30 * minute });
    timer.stayLoggedIn();
    expect(states.at(-1)).toEqual({ kind: 'active' });
    await vi.advanceTimersByTimeAsync(25 * minute);
    expect(states.at(-1)).toEqual({ kind: 'warning', kickAt: 56 * minute });
    timer.stop();
  });

  it('shares the idle time between tabs: an active tab keeps an idle one alive and closes its warning', async () => {
    const { shared } = sharedActivity();
    const idle = tab(shared);
    const busy = tab(shared);
    for (let elapsed = 0; elapsed < 40; elapsed += 1) {
      await vi.advanceTimersByTimeAsync(minute);
      busy.timer.activity();
    }
    expect(idle.states).toEqual([{ kind: 'active' }]);

    // Both idle now; both warn. Stay Logged In in one tab closes the other's warning (its storage event).
    await vi.advanceTimersByTimeAsync(25 * minute);
    expect(idle.timer.state().kind).toBe('warning');
    expect(busy.timer.state().kind).toBe('warning');
    busy.timer.stayLoggedIn();
    idle.timer.sharedActivity();
    expect(idle.timer.state()).toEqual({ kind: 'active' });
    idle.timer.stop();
    busy.timer.stop();
  });

  it('writes the shared last activity at most once a second', async () => {
    const { shared, writes } = sharedActivity();
    const { timer } = tab(shared);
    for (let step = 0; step < 30; step += 1) {
      timer.activity();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(writes).toEqual([0, 1_000, 2_000]);
    timer.stop();
  });

  it('stops when stopped', async () => {
    const { timer, states } = tab(sharedActivity().shared);
    timer.stop();
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(states).toEqual([{ kind: 'active' }]);
  });
});

describe('the countdown', () => {
  it('shows minutes and seconds, rounded up, never below zero', () => {
    expect([300_000, 299_001, 61_000, 59_999, 1, 0, -5].map(countdownText)).toEqual([
      '05:00',
      '05:00',
      '01:01',
      '01:00',
      '00:01',
      '00:00',
      '00:00',
    ]);
  });
});
