import { getBrand, type LoginSource } from '@portal/contract/brands';
import type { Role } from '@portal/contract/domain/roles';
import { fundIdOf } from '@portal/server/testing';
import { evaluateGuard } from '../../apps/web/src/app/routing/guards';
import { flattenRoutes, type FlatRoute } from '../../apps/web/src/app/routing/route-model';
import { routeTable } from '../../apps/web/src/app/routing/route-table';
import type { SessionFacts } from '../../apps/web/src/shared/session/session-store';
import { colourModes, expectNoSeriousAxeViolations, switchColourMode, useColourMode } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import type { DemoAccountCode } from '../support/login';

/**
 * Every page of the route table, in light and dark mode, has no serious or critical axe violation (ADR 022): colour
 * contrast first among them. The pages come from the route table itself, so a page an area adds is covered without
 * editing this file; each is opened by the first visitor its guard lets in on the demo brand.
 */
const demo = getBrand('demo');

/**
 * Who opens a page: signed out first (the public pages), then a client, a virtual-asset client, staff; each with the
 * role and login source its guard reads (the demo accounts' own, which each journey checks at its sign-in).
 */
const visitors = [
  { label: 'signed out' },
  { label: 'a client', accountCode: 'C10001', role: 'user', source: 'gateway' },
  { label: 'a virtual-asset client', accountCode: 'V20001', role: 'user', source: 'fos' },
  { label: 'an advisor', accountCode: 'A30001', role: 'advisor', source: 'gateway' },
  { label: 'an administrator', accountCode: 'ADMIN01', role: 'admin', source: 'gateway' },
] as const satisfies readonly {
  readonly label: string;
  readonly accountCode?: DemoAccountCode;
  readonly role?: Role;
  readonly source?: LoginSource;
}[];
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

/** What the guards read of a signed-in visitor: a plain session of its role on its source, agreement confirmed. */
function sessionOf(visitor: Visitor): SessionFacts | undefined {
  if (!('accountCode' in visitor)) return undefined;
  const { accountCode, role, source } = visitor;
  return {
    accountCode,
    role,
    source,
    loginTime: 0,
    sessionExpiresAt: Number.MAX_SAFE_INTEGER,
    refreshExpiresAt: Number.MAX_SAFE_INTEGER,
    isSessionLogin: false,
    agreementConfirmed: true,
    forceChangePassword: false,
    passwordDuration: 0,
    alertChangePasswordOption: 0,
    lastChangePasswordAt: 0,
  };
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

// The walks are the longest journeys: each visitor's pages go in groups, which both workers share out.
test.describe.configure({ mode: 'parallel' });

/** How many pages one journey of the walk opens. */
const pagesPerJourney = 12;

/**
 * Each page is opened once, by its address, in light mode: axe runs every rule there. The page then switches to dark
 * mode as a host page would switch it (no reload, the same DOM), and axe runs the rules that depend on the colours,
 * colour contrast first among them. Light mode is the default (SPEC §9), so the first run sees what most clients see.
 */
test.describe(`every page in ${colourModes.join(' and ')} mode has no serious axe violation`, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const visitor of visitors) {
    const addresses = pagesOf(visitor);
    test(`${visitor.label} opens pages`, () => {
      expect(addresses.length, `pages for ${visitor.label}`).toBeGreaterThan(0);
    });
    for (let start = 0; start < addresses.length; start += pagesPerJourney) {
      const group = addresses.slice(start, start + pagesPerJourney);
      test(`the pages ${visitor.label} opens, ${group[0]} … ${group.at(-1)}`, async ({ page, signIn }) => {
        // A bound for a busy machine, never a wait.
        test.setTimeout(30_000 + group.length * 30_000);
        const [firstMode, ...otherModes] = colourModes;
        await useColourMode(page, firstMode);
        if ('accountCode' in visitor) {
          const signedIn = await signIn(visitor.accountCode, { source: visitor.source });
          // The pages were chosen with the role and source this visitor was declared with.
          expect({ role: signedIn.role, source: signedIn.source }).toEqual({
            role: visitor.role,
            source: visitor.source,
          });
        }
        for (const address of group) {
          await test.step(address, async () => {
            const response = await page.goto(address);
            expect(response?.status(), `${address} opens by its address`).toBe(200);
            await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', firstMode);
            await expect(page.locator('h1').first()).toBeVisible();
            await page.waitForLoadState('networkidle');
            await expectNoSeriousAxeViolations(page, `${address} (${firstMode}, ${visitor.label})`);
            for (const colourMode of otherModes) {
              await switchColourMode(page, colourMode);
              await expectNoSeriousAxeViolations(page, `${address} (${colourMode}, ${visitor.label})`, {
                only: 'colours',
              });
            }
          });
        }
      });
    }
  }
});
