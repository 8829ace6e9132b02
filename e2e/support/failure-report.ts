import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { pageLogAttachment } from './page-log';

/** Lines of the page's main region printed for each failure. */
const mainLines = 50;

type Failure = { readonly title: string; readonly log: string; readonly main: string };

/** The `main` landmark of the ARIA snapshot Playwright writes into a failure's error context (the page's content). */
function mainRegionOf(errorContext: string): string {
  const lines = errorContext.split('\n');
  const start = lines.findIndex((line) => line === '- main:');
  if (start < 0) return '(no main region in the page snapshot)';
  const end = lines.findIndex((line, index) => index > start && /^- \S/.test(line));
  const region = lines.slice(start, end < 0 ? undefined : end);
  const more = region.length > mainLines ? [`  … ${region.length - mainLines} more lines`] : [];
  return [...region.slice(0, mainLines), ...more].join('\n');
}

/**
 * Prints, after the run's summary, what each failed journey's page showed and did: the main region of its last
 * snapshot and its page log. CI keeps only the end of the output, not test-results/, so this is what tells a flaky
 * failure there from a real one.
 */
// eslint-disable-next-line no-restricted-syntax -- Playwright loads a reporter from its module's default export.
export default class FailureReport implements Reporter {
  private readonly failures: Failure[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const log = result.attachments.find((attachment) => attachment.name === pageLogAttachment)?.body?.toString();
    const contextPath = result.attachments.find((attachment) => attachment.name === 'error-context')?.path;
    let main = '(no page snapshot)';
    if (contextPath !== undefined) {
      try {
        main = mainRegionOf(readFileSync(contextPath, 'utf8'));
      } catch {
        main = `(the page snapshot ${contextPath} could not be read)`;
      }
    }
    this.failures.push({ title: test.titlePath().filter(Boolean).join(' › '), log: log ?? '(no page log)', main });
  }

  onEnd(): void {
    for (const failure of this.failures) {
      console.log(`\n== what the page of a failed journey showed and did: ${failure.title}`);
      console.log(failure.main);
      console.log('-- its page log');
      console.log(failure.log);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
