/*
 * The keep-alive of SPEC §4 Server health and §7 alive: part of the first load (it runs on the login page too), so
 * plain fetch and no schema library (ARCHITECTURE §9).
 */
import { keepAliveInterval, keepAliveTimeoutMs } from '@portal/contract/domain/keep-alive';
import type { ServerHealthStore } from '../../shared/api/server-health';

/** The page the keep-alive opens when the server does not answer (SPEC §2). */
export const maintenancePath = '/maintenance';

/** The path of the keep-alive operation (contract: example.alive); called without credentials (SPEC §7). */
export const alivePath = '/api/example/alive';

/** Where a visitor goes when the server is back (SPEC §2): the stocks dashboard, else the funds one, else home. */
export function recoveryPath(flags: { readonly stockEnabled: boolean; readonly fundEnabled: boolean }): string {
  if (flags.stockEnabled) return '/stocks/dashboard';
  if (flags.fundEnabled) return '/funds/dashboard';
  return '/';
}

/**
 * One keep-alive check: POST with an empty body, no cookies (SPEC §7). Resolves with the server's id; rejects when
 * the server does not answer 200 with one, or when `signal` aborts.
 */
export async function checkServerAlive(signal: AbortSignal, fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(alivePath, {
    method: 'POST',
    // The custom header every POST must carry (ARCHITECTURE §5).
    headers: { 'content-type': 'application/json', 'x-portal-client': 'web' },
    body: '{}',
    credentials: 'omit',
    signal,
  });
  if (response.status !== 200) throw new Error(`The keep-alive answered ${response.status}`);
  const body: unknown = await response.json();
  const serverId = typeof body === 'object' && body !== null ? Reflect.get(body, 'serverId') : undefined;
  if (typeof serverId !== 'string' || serverId === '') throw new Error('The keep-alive answer has no serverId');
  return serverId;
}

export type KeepAliveTimers<Handle> = {
  readonly setTimeout: (run: () => void, delayMs: number) => Handle;
  readonly clearTimeout: (handle: Handle) => void;
};

export type KeepAliveDeps<Handle> = {
  /** One check (checkServerAlive in the browser): the server's id, or a rejection. */
  readonly check: (signal: AbortSignal) => Promise<string>;
  readonly timers: KeepAliveTimers<Handle>;
  /** Where each check's outcome is reported (the maintenance page reads it). */
  readonly health: ServerHealthStore;
  /** Whether the maintenance page is on screen. */
  readonly onMaintenancePage: () => boolean;
  /** A check failed or timed out: open the maintenance page. */
  readonly openMaintenance: () => void;
  /** A check succeeded while the maintenance page is on screen: leave it (for recoveryPath). */
  readonly leaveMaintenance: () => void;
  /**
   * The server answered with another id than before (it was restarted, perhaps with a new version of the site): load
   * the page afresh, at the recovery path when the maintenance page was on screen.
   */
  readonly reload: (fromMaintenance: boolean) => void;
};

/**
 * Polls the server from the moment the app starts, signed in or not, on the throttle of SPEC §9 (1 s for the first
 * 3 checks, 5 s up to the 10th, 30 s up to the 30th, then 60 s), each check given up after 30 s. The schedule starts
 * again whenever the health changes, so that a recovery is noticed within seconds of the failure and a new failure
 * within seconds of the recovery. Returns a function that stops it.
 */
export function startKeepAlive<Handle>(deps: KeepAliveDeps<Handle>): () => void {
  const { timers } = deps;
  let checkNumber = 0;
  let serverId: string | undefined;
  let next: Handle | undefined;
  let stopped = false;

  const succeeded = (answer: string): 'reload' | 'continue' => {
    const changed = serverId !== undefined && answer !== serverId;
    serverId = answer;
    const recovered = deps.health.getSnapshot().status !== 'active';
    deps.health.report(true);
    const onMaintenance = deps.onMaintenancePage();
    if (changed) {
      deps.reload(onMaintenance);
      return 'reload';
    }
    if (onMaintenance) deps.leaveMaintenance();
    // This check is the first of a new schedule.
    if (recovered) checkNumber = 1;
    return 'continue';
  };

  const failed = () => {
    if (deps.health.getSnapshot().status !== 'error') checkNumber = 1;
    deps.health.report(false);
    if (!deps.onMaintenancePage()) deps.openMaintenance();
  };

  const run = async () => {
    checkNumber += 1;
    const controller = new AbortController();
    const timeout = timers.setTimeout(() => controller.abort(), keepAliveTimeoutMs);
    let answer: string | undefined;
    try {
      answer = await deps.check(controller.signal);
    } catch {
      answer = undefined;
    } finally {
      timers.clearTimeout(timeout);
    }
    if (stopped) return;
    if (answer === undefined) failed();
    else if (succeeded(answer) === 'reload') {
      stopped = true;
      return;
    }
    next = timers.setTimeout(() => void run(), keepAliveInterval(checkNumber));
  };

  void run();
  return () => {
    stopped = true;
    if (next !== undefined) timers.clearTimeout(next);
  };
}
