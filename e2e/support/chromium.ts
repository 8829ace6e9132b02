import type { LaunchOptions } from '@playwright/test';

/**
 * The browser the journeys drive: Debian's chromium-headless-shell, the same Chromium build as Debian's chromium
 * package without the desktop browser's layers, which opens a page with about a quarter less CPU time (ADR 052).
 * CHROMIUM_PATH points the journeys at another build, such as /usr/bin/chromium.
 */
export const journeyChromiumPath = '/usr/bin/chromium-headless-shell';

/**
 * Debian's full chromium: the headless shell has no push service and shows no system notifications, so the web push
 * journey runs in this one (ADR 052).
 */
export const desktopChromiumPath = '/usr/bin/chromium';

/** Debian's Chromium, started the way this closed network needs (no background calls home). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? journeyChromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
