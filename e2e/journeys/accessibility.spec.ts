import { loggedInSchema } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { fundIdOf } from '@portal/server/testing';
import { evaluateGuard } from '../../apps/web/src/app/routing/guards';
import { flattenRoutes, type FlatRoute } from '../../apps/web/src/app/routing/route-model';
import { routeTable } from '../../apps/web/src/app/routing/route-table';
import { sessionFactsOf } from '../../apps/web/src/shared/session/session-facts';
import type { SessionFacts } from '../../apps/web/src/shared/session/session-store';
import { colourModes, expectNoSeriousAxeViolations, useColourMode } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { demoPassword, webClientHeaders, type DemoAccountCode } from '../support/login';

/**
 * Every page of the route table, in light and dark mode, has no serious or critical axe violation (ADR 022): colour
 * contrast first among them. The pages come from the route table itself, so a page an area adds is covered without
 * editing this file; each is opened by the first visitor its guard lets in on the demo brand.
 */
const demo = getBrand('demo');

/** Who opens a page: signed out first (the public pages), then a client, a virtual-asset client, staff. */
const visitors = [
  { label: 'signed out' },
  { label: 'a client', accountCode: 'C10001' },
  { label: 'a virtual-asset client', accountCode: 'V20001' },
  { label: 'an advisor', accountCode: 'A30001' },
  { label: 'an administrator', accountCode: 'ADMIN01' },
] as const satisfies readonly { readonly label: string; readonly accountCode?: DemoAccountCode }[];
type Visitor = (typeof visitors)[number];

/** A value for each path parameter: a real fund or stock where one is meant, any id elsewhere. */
const sampleParameters: Readonly<Record<string, string>> = {
  id: fundIdOf(0),
  fundId: fundIdOf(0),
  stockId: 'HKEX-00700',
};

/** The address that opens a route: optional parameters left out, the others filled in. */
function addressOf(fullPath: string): string {
  return fullPath
    .replace(/\/:[^/]+\?/g, '')
    .replace(/:([^/?]+)/g, (_match, name: string) => sampleParameters[name] ?? '1')
    .replace(/\*$/, 'no-such-page');
}

/** The routes that show a page (not an index redirect), each once by address. */
const pageRoutes: readonly FlatRoute[] = [
  ...new Map(
    flattenRoutes(routeTable)
      .filter(({ route }) => route.page !== undefined || route.placeholder !== undefined)
      .map((flat) => [addressOf(flat.fullPath), flat] as const),
  ).values(),
];

/** The session facts of each signed-in visitor, from a login through the API (as the login fixture makes them). */
let sessions: ReadonlyMap<DemoAccountCode, SessionFacts> = new Map();

test.beforeAll(async ({ playwright, portal }) => {
  const request = await playwright.request.newContext({ baseURL: portal.url });
  const facts = new Map<DemoAccountCode, SessionFacts>();
  for (const visitor of visitors) {
    if (!('accountCode' in visitor)) continue;
    const response = await request.post('/api/account/gatewayPasswordLogin', {
      headers: webClientHeaders,
      data: { accountCode: visitor.accountCode, password: demoPassword },
    });
    const fosResponse = response.ok()
      ? response
      : await request.post('/api/account/fosPasswordLogin', {
          headers: webClientHeaders,
          data: { accountCode: visitor.accountCode, password: demoPassword },
        });
    const login = loggedInSchema.parse(await fosResponse.json());
    facts.set(visitor.accountCode, sessionFactsOf(login, Date.parse(login.time)));
  }
  await request.dispose();
  sessions = facts;
});

function sessionOf(visitor: Visitor): SessionFacts | undefined {
  return 'accountCode' in visitor ? sessions.get(visitor.accountCode) : undefined;
}

/** The pages a visitor opens: those its guard allows and no visitor before it was allowed. */
function pagesOf(visitor: Visitor): string[] {
  const index = visitors.indexOf(visitor);
  const allows = (candidate: Visitor, flat: FlatRoute) =>
    evaluateGuard(flat, { brand: demo, session: sessionOf(candidate) }).kind === 'allow';
  return pageRoutes
    .filter((flat) => allows(visitor, flat) && !visitors.slice(0, index).some((earlier) => allows(earlier, flat)))
    .map((flat) => addressOf(flat.fullPath));
}

test('the walk covers the signed-out pages and the funds pages, so it cannot pass by opening nothing', () => {
  expect(pageRoutes.map((flat) => addressOf(flat.fullPath))).toEqual(
    expect.arrayContaining(['/users/login', '/funds/dashboard', '/funds/search', `/funds/detail/${fundIdOf(0)}`]),
  );
});

// The walks are the longest journeys (each visitor's pages one after another): run them on both workers at once.
test.describe.configure({ mode: 'parallel' });

for (const colourMode of colourModes) {
  test.describe(`every page in ${colourMode} mode has no serious axe violation`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    for (const visitor of visitors) {
      test(`the pages ${visitor.label} opens`, async ({ page, signIn }) => {
        const addresses = pagesOf(visitor);
        expect(addresses.length, `pages for ${visitor.label}`).toBeGreaterThan(0);
        test.setTimeout(30_000 + addresses.length * 15_000);
        await useColourMode(page, colourMode);
        if ('accountCode' in visitor)
          await signIn(visitor.accountCode, visitor.accountCode.startsWith('V') ? { source: 'fos' } : {});
        for (const address of addresses) {
          await test.step(address, async () => {
            const response = await page.goto(address);
            expect(response?.status(), `${address} opens by its address`).toBe(200);
            await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colourMode);
            await expect(page.locator('h1').first()).toBeVisible();
            await page.waitForLoadState('networkidle');
            await expectNoSeriousAxeViolations(page, `${address} (${colourMode}, ${visitor.label})`);
          });
        }
      });
    }
  });
}
