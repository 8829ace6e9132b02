import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerHealth } from '../../shared/api/server-health';
import { checkServerAlive, recoveryPath, startKeepAlive } from './keep-alive';

type Answer = 'alive' | 'down' | 'hang' | { serverId: string };

/** A server that answers each check as told (alive with id s-1 unless told otherwise) and a page that can move. */
function harness(initialPath = '/users/login', firstAnswers: readonly Answer[] = []) {
  const answers: Answer[] = [...firstAnswers];
  const checkTimes: number[] = [];
  const events: string[] = [];
  let path = initialPath;
  const health = createServerHealth();
  let aborted = 0;
  const check = (signal: AbortSignal): Promise<string> => {
    checkTimes.push(Date.now());
    const answer = answers.shift() ?? 'alive';
    if (answer === 'alive') return Promise.resolve('s-1');
    if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang')
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => {
          aborted += 1;
          reject(new DOMException('aborted', 'AbortError'));
        }),
      );
    return Promise.resolve(answer.serverId);
  };
  const stop = startKeepAlive({
    check,
    timers: { setTimeout: (run, delayMs) => setTimeout(run, delayMs), clearTimeout: (handle) => clearTimeout(handle) },
    health,
    onMaintenancePage: () => path === '/maintenance',
    openMaintenance: () => {
      events.push(`open maintenance from ${path}`);
      path = '/maintenance';
    },
    leaveMaintenance: () => {
      events.push('leave maintenance');
      path = '/stocks/dashboard';
    },
    reload: (fromMaintenance) => events.push(`reload${fromMaintenance ? ' from maintenance' : ''}`),
  });
  return { answers, checkTimes, events, health, stop, path: () => path, aborted: () => aborted };
}

describe('the keep-alive', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks at once, then on the throttle of SPEC §9: 1 s for 3 checks, 5 s up to the 10th, then 30 s, then 60 s', async () => {
    const keepAlive = harness();
    await vi.advanceTimersByTimeAsync(40 * 60_000);
    const gaps = keepAlive.checkTimes.slice(1).map((time, index) => time - (keepAlive.checkTimes[index] ?? 0));
    expect(keepAlive.checkTimes.slice(0, 5)).toEqual([0, 1_000, 2_000, 3_000, 8_000]);
    expect(gaps.slice(0, 3)).toEqual([1_000, 1_000, 1_000]);
    expect(gaps.slice(3, 10)).toEqual(Array(7).fill(5_000));
    expect(gaps.slice(10, 30)).toEqual(Array(20).fill(30_000));
    expect(gaps.slice(30)).toEqual(Array(gaps.length - 30).fill(60_000));
    expect(keepAlive.events).toEqual([]);
    expect(keepAlive.health.getSnapshot()).toEqual({ status: 'active', failedChecks: 0 });
    keepAlive.stop();
  });

  it('opens the maintenance page on a failed check and leaves it, to the recovery path, once the server answers', async () => {
    const keepAlive = harness('/funds/dashboard');
    await vi.advanceTimersByTimeAsync(60_000); // into the 30 s part of the schedule: checks at 38 s and 68 s
    keepAlive.answers.push('down', 'down', 'down', 'down');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(keepAlive.events).toEqual(['open maintenance from /funds/dashboard']);
    expect(keepAlive.health.getSnapshot()).toEqual({ status: 'error', failedChecks: 1 });
    const failedAt = keepAlive.checkTimes.at(-1) ?? 0;

    // The schedule starts again: the next checks follow within a second each.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(keepAlive.checkTimes.filter((time) => time > failedAt)).toEqual([
      failedAt + 1_000,
      failedAt + 2_000,
      failedAt + 3_000,
    ]);
    expect(keepAlive.health.getSnapshot()).toEqual({ status: 'error', failedChecks: 4 });
    expect(keepAlive.path()).toBe('/maintenance');

    // The fourth check of the new schedule comes 5 s after the third.
    await vi.advanceTimersByTimeAsync(4_999);
    expect(keepAlive.events).toEqual(['open maintenance from /funds/dashboard']);
    await vi.advanceTimersByTimeAsync(1);
    expect(keepAlive.events).toEqual(['open maintenance from /funds/dashboard', 'leave maintenance']);
    expect(keepAlive.path()).toBe('/stocks/dashboard');
    expect(keepAlive.health.getSnapshot()).toEqual({ status: 'active', failedChecks: 0 });
    keepAlive.stop();
  });

  it('gives a check up after 30 s and counts it as failed', async () => {
    const keepAlive = harness('/users/login', ['hang']);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(keepAlive.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(keepAlive.aborted()).toBe(1);
    expect(keepAlive.events).toEqual(['open maintenance from /users/login']);
    keepAlive.stop();
  });

  it('leaves a maintenance page opened while the server is fine on the first check', async () => {
    const keepAlive = harness('/maintenance');
    await vi.advanceTimersByTimeAsync(0);
    expect(keepAlive.events).toEqual(['leave maintenance']);
    keepAlive.stop();
  });

  it('reloads the page when the server answers with another id, at the recovery path from maintenance', async () => {
    const keepAlive = harness('/users/login', ['alive', { serverId: 's-2' }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(keepAlive.events).toEqual(['reload']);
    // A reloading page checks no more.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(keepAlive.checkTimes).toHaveLength(2);

    const restarted = harness('/funds/dashboard', ['alive', 'down', { serverId: 's-3' }]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(restarted.events).toEqual(['open maintenance from /funds/dashboard', 'reload from maintenance']);
    restarted.stop();
  });

  it('stops checking when stopped', async () => {
    const keepAlive = harness();
    await vi.advanceTimersByTimeAsync(0);
    keepAlive.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(keepAlive.checkTimes).toEqual([0]);
  });
});

describe('one keep-alive check', () => {
  it('POSTs an empty body without cookies and answers the serverId', async () => {
    const requests: RequestInit[] = [];
    const fetcher: typeof fetch = async (url, init) => {
      expect(url).toBe('/api/example/alive');
      requests.push(init ?? {});
      return new Response('{"serverId":"s-9"}', { status: 200 });
    };
    expect(await checkServerAlive(new AbortController().signal, fetcher)).toBe('s-9');
    expect(requests[0]).toMatchObject({ method: 'POST', body: '{}', credentials: 'omit' });
    expect(requests[0]?.headers).toMatchObject({ 'x-portal-client': 'web' });
  });

  it('fails on another status or an answer without a serverId', async () => {
    const answering =
      (status: number, body: string): typeof fetch =>
      async () =>
        new Response(body, { status });
    const signal = new AbortController().signal;
    await expect(checkServerAlive(signal, answering(503, '{"serverId":"s"}'))).rejects.toThrow('503');
    await expect(checkServerAlive(signal, answering(200, '{}'))).rejects.toThrow('serverId');
    await expect(checkServerAlive(signal, answering(200, '<html>'))).rejects.toThrow();
  });

  it('goes, on recovery, to the stocks dashboard, else the funds dashboard, else home', () => {
    expect(recoveryPath({ stockEnabled: true, fundEnabled: true })).toBe('/stocks/dashboard');
    expect(recoveryPath({ stockEnabled: false, fundEnabled: true })).toBe('/funds/dashboard');
    expect(recoveryPath({ stockEnabled: false, fundEnabled: false })).toBe('/');
  });
});
