import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { storageLifetimes } from '@portal/contract';
import type { ColourMode } from '@portal/contract/domain/language';
import { preferenceStorageKeys } from '../../apps/web/src/shared/preferences/preferences-store';
import { storageKeyPrefix } from '../../apps/web/src/shared/storage/expiring-storage';

export const colourModes = ['light', 'dark'] as const satisfies readonly ColourMode[];

/** The impacts a page may not have (ADR 022): axe's moderate and minor findings are reported, not failed. */
const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Opens every page of this browser context in a colour mode, as the colour-mode switch stores it (the expiring
 * storage's colourMode entry), from the next navigation on.
 */
export async function useColourMode(page: Page, colourMode: ColourMode): Promise<void> {
  await page.addInitScript(
    ({ key, colourMode, expireLength }) => {
      window.localStorage.setItem(key, JSON.stringify({ content: colourMode, lastTime: Date.now(), expireLength }));
    },
    {
      key: `${storageKeyPrefix}${preferenceStorageKeys.colourMode}`,
      colourMode,
      expireLength: storageLifetimes.colourMode,
    },
  );
}

/** A violation as a line a reader can act on: the rule, its impact and the first elements with their failure. */
function describeViolation(violation: {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: unknown; readonly failureSummary?: string }[];
}): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`);
  const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
  return [
    `${violation.id} (${violation.impact ?? 'unknown'}, ${violation.nodes.length}): ${violation.help}`,
    ...nodes,
    ...more,
  ].join('\n');
}

/** The axe rules whose answer depends on the colours shown; every other rule reads the DOM, the same in both modes. */
export const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/** The WCAG 2.2 A and AA rules and best practices: what the full run checks. */
const allTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * Runs axe-core in the page as it is now. axe is put into the document once (a navigation brings a new document, which
 * gets it again) and called with `axe.run`. @axe-core/playwright's AxeBuilder did the same work at three to four times
 * the cost: it evaluated axe's 550 KB source twice for every run and finished each run in a new blank page (its
 * runPartial/finishRun mode, for pages with cross-origin frames, which the portal does not have); a page's light and
 * dark checks took 15-30 s on a busy machine, 3-7 s this way (ADR 052).
 */
async function runAxe(page: Page, runOnly: axe.RunOptions['runOnly']): Promise<axe.AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    // Runs in the page, where axe is the global the source above defined.
    async (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    { runOnly, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
}

/**
 * Runs axe (WCAG 2.2 A and AA rules and best practices) on the page as it is now and expects no serious or critical
 * violation: colour contrast among them, in whichever colour mode the page shows. `only: 'colours'` runs the rules
 * that depend on the colours alone, for a second colour mode of a page whose DOM the full run has already checked.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  where: string,
  { only }: { readonly only?: 'colours' } = {},
): Promise<void> {
  const results = await runAxe(
    page,
    only === 'colours' ? { type: 'rule', values: [...colourRules] } : { type: 'tag', values: [...allTags] },
  );
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  // Soft: the other pages of a walk are still checked, and every failing page is reported.
  expect.soft(blocking.map(describeViolation), `axe on ${where}`).toEqual([]);
}

/**
 * Switches the open page to a colour mode as a host page does (a setColourMode window message, SPEC §1 embedded setup: a portal
 * that is not framed is its own parent), without a reload, and waits until the page shows it.
 */
export async function switchColourMode(page: Page, colourMode: ColourMode): Promise<void> {
  await page.evaluate((mode) => window.postMessage({ type: 'setColourMode', colourMode: mode }, '*'), colourMode);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colourMode);
  // The page shows the new colours once nothing on it is still changing them: no transition or animation running.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
