import type { Page } from '@playwright/test';

/** The attachment a failed journey carries: what its page did (the failure report prints it at the end of a run). */
export const pageLogAttachment = 'page-log';

/** At most this many entries are kept: the last ones, nearest the failure. */
const keptEntries = 40;

/**
 * Records what a page did that a failure's screenshot cannot say once CI has thrown the files away: where its main
 * frame went, which API calls failed, what it logged as an error and what it threw.
 */
export function recordPageLog(page: Page): () => string {
  const entries: string[] = [];
  const started = Date.now();
  const note = (entry: string) => {
    entries.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${entry}`);
    if (entries.length > keptEntries) entries.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('load', () => note('loaded'));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      note(`${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
    }
  });
  page.on('requestfailed', (request) =>
    note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  return () => entries.join('\n');
}
