import type { Page } from '@playwright/test';
import { flattenRoutes, type PortalRoute } from '../../apps/web/src/app/routing/route-model';
import { expect, test } from '../support/fixtures';

/** A sample value for each path parameter of the route table; a new parameter must be given one here. */
const sampleParameters: Readonly<Record<string, string>> = {
  id: '1',
  key: '1',
  type: 'privacyPolicy',
  fundId: 'F0001',
  planId: 'P0001',
  planCode: 'P0001',
  ddaReference: 'D0001',
  stockId: 'HKEX-00700',
};

/** The address of a route path ('/funds/subscribe/:id?' -> '/funds/subscribe/1'), with sample parameters. */
function addressOf(path: string): string {
  return path.replace(/:(\w+)\??/g, (_match, name: string) => {
    const sample = sampleParameters[name];
    if (sample === undefined) throw new Error(`No sample value for the route parameter :${name} (in ${path})`);
    return sample;
  });
}

/**
 * The web route table (apps/web/src/app/routing/route-table.ts). Loaded by a computed specifier so the journeys'
 * typecheck does not take in the pages it imports (TSX and CSS modules, which the web's own typecheck covers).
 */
async function loadRouteTable(): Promise<readonly PortalRoute[]> {
  const specifier = '../../apps/web/src/app/routing/route-table';
  const module: unknown = await import(specifier);
  const table: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, 'routeTable') : undefined;
  if (!Array.isArray(table)) throw new Error(`${specifier} exports no routeTable`);
  return table satisfies unknown[] as readonly PortalRoute[];
}

/** Every address of the web route table (SPEC §2), derived from it: each route once, areas and index routes too. */
const addresses = [...new Set(flattenRoutes(await loadRouteTable()).map((route) => addressOf(route.fullPath)))];

/**
 * What shows the portal rendered at an address, rather than the server's raw JSON or an empty page: the document is
 * HTML, Mantine has set its colour scheme on <html>, the app has rendered into #root, and no JSON error is the page.
 */
async function expectPortalRendered(page: Page, address: string, documentType: string | undefined): Promise<void> {
  expect(documentType, address).toMatch(/^text\/html/);
  await expect(page.locator('html'), address).toHaveAttribute('data-mantine-color-scheme', /^(light|dark)$/);
  await expect(page.locator('#root *:visible').first(), address).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text, address).not.toMatch(/"code"\s*:/);
  expect(text, address).not.toContain('There is no /');
}

test.describe('every route of the route table opens by its address and survives a reload', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.setTimeout(240_000);

  test('covers the SPEC §2 Assets routes among them (their folder once served the built files)', () => {
    expect(addresses).toEqual(
      expect.arrayContaining([
        '/assets',
        '/assets/portfolio',
        '/assets/holdings',
        '/assets/holdings/add',
        '/assets/holdings/1',
      ]),
    );
  });

  // The addresses in groups, so the journey's workers share them out (each worker runs its own server).
  test.describe.configure({ mode: 'parallel' });
  const groupSize = 25;
  for (let start = 0; start < addresses.length; start += groupSize) {
    const group = addresses.slice(start, start + groupSize);
    // Signed in as a client: the guards then open most pages, and send the rest to not found, home or the login.
    // Each address is a document load of its own, in a tab where the portal has already run (its session, its
    // markers in storage), which is what a reload is: no service worker answers a navigation (SPEC §7, it only
    // shows pushes). So each group reloads its first address, the first load where the portal has run before, and
    // opens the others once (ADR 052).
    test(`as a signed-in client, ${group[0]} … ${group.at(-1)} show the portal, before and after a reload`, async ({
      page,
      signIn,
    }) => {
      await signIn('C10001');
      for (const [index, address] of group.entries()) {
        const opened = await page.goto(address);
        await expectPortalRendered(page, address, opened?.headers()['content-type']);
        if (index === 0) {
          const reloaded = await page.reload();
          await expectPortalRendered(page, address, reloaded?.headers()['content-type']);
        }
      }
    });
  }
});
