import type { APIRequestContext, Page } from '@playwright/test';
import { webClientHeaders } from './login';

/** The browser's clock (every page of the context) and the server's, moved together (clock, POST /api/_dev/clock). */
export type SyncedClocks = {
  /** Moves the server's clock, then the browser's (firing the browser timers due meanwhile, each at most once). */
  advance(milliseconds: number): Promise<void>;
  /** Moves only the server's clock. */
  advanceServer(milliseconds: number): Promise<void>;
  /** Moves only the browser's clock. */
  advanceBrowser(milliseconds: number): Promise<void>;
};

function nowOf(answer: unknown): number {
  const now = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'now') : undefined;
  if (typeof now !== 'string') throw new Error(`Not a dev clock answer: ${JSON.stringify(answer)}`);
  return Date.parse(now);
}

/**
 * The server's present: journeys before this one on the worker's server may have moved its clock forward (an
 * authenticator app and the server agree on the time in real life, so a journey reads a TOTP code at this instant).
 */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const answer = await request.get('/api/_dev/clock');
  if (!answer.ok()) throw new Error(`GET /api/_dev/clock answered ${answer.status()}: is PORTAL_DEV_SUPPORT on?`);
  return new Date(nowOf(await answer.json()));
}

/**
 * Installs the page's fake clock at the server's present (the server may have been moved on by earlier journeys of
 * the worker), so session expiry times mean the same on both sides. Call before the first navigation.
 */
export async function installSyncedClocks(page: Page): Promise<SyncedClocks> {
  const answer = await page.request.get('/api/_dev/clock');
  if (!answer.ok()) throw new Error(`GET /api/_dev/clock answered ${answer.status()}: is PORTAL_DEV_SUPPORT on?`);
  // The context's clock: every tab of the browser sees the same time, as real tabs do.
  const { clock } = page.context();
  await clock.install({ time: nowOf(await answer.json()) });
  const advanceServer = async (milliseconds: number) => {
    const moved = await page.request.post('/api/_dev/clock', {
      headers: webClientHeaders,
      data: { advanceMs: milliseconds },
    });
    if (!moved.ok()) throw new Error(`POST /api/_dev/clock answered ${moved.status()}: ${await moved.text()}`);
  };
  const advanceBrowser = (milliseconds: number) => clock.fastForward(milliseconds);
  return {
    advanceServer,
    advanceBrowser,
    async advance(milliseconds) {
      await advanceServer(milliseconds);
      await advanceBrowser(milliseconds);
    },
  };
}

export const minuteMs = 60_000;
