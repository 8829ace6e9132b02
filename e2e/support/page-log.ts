import type { Page, Request } from '@playwright/test';

/** The attachment a failed journey carries: what its page did (the failure report prints it at the end of a run). */
export const pageLogAttachment = 'page-log';

/** At most this many entries are kept: the last ones, nearest the failure. */
const keptEntries = 40;

/** An API call that takes this long is noted. */
const slowMs = 2_000;

/**
 * Records what a page did that a failure's screenshot cannot say once CI has thrown the files away: where its main
 * frame went, which API calls failed or were slow or unanswered, what it logged as an error and what it threw.
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
  // API calls: the slow ones when they end, and those still unanswered when the log is read.
  const pending = new Map<Request, number>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) pending.set(request, Date.now());
  });
  page.on('requestfinished', (request) => {
    const sent = pending.get(request);
    pending.delete(request);
    if (sent !== undefined && Date.now() - sent >= slowMs) {
      note(`${request.method()} ${new URL(request.url()).pathname} took ${Date.now() - sent} ms`);
    }
  });
  page.on('requestfailed', (request) => {
    pending.delete(request);
    note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  return () => {
    const unanswered = [...pending].map(
      ([request, sent]) =>
        `still waiting ${Date.now() - sent} ms for ${request.method()} ${new URL(request.url()).pathname}`,
    );
    return [...entries, ...unanswered].join('\n');
  };
}
