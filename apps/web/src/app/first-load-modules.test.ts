import { getBrand, portalVariants } from '@portal/contract/brands';
import { describe, expect, it } from 'vitest';
import { featureModules } from './feature-modules';
import { firstLoadModules, firstLoadRoutes } from './first-load-modules';
import { navigationFor } from './routing/navigation';
import { routeTable } from './routing/route-table';

describe('the first load’s routes (ADR 058)', () => {
  it('are the route table’s own entries of the features listed in feature-modules.ts', () => {
    for (const module of firstLoadModules) expect(featureModules).toContain(module);
    for (const route of firstLoadRoutes) expect(routeTable).toContain(route);
  });

  it('give a signed-out visitor of every brand the navigation the whole table gives', () => {
    for (const variant of portalVariants) {
      const brand = getBrand(variant);
      expect(navigationFor(firstLoadRoutes, { brand, session: undefined })).toEqual(
        navigationFor(routeTable, { brand, session: undefined }),
      );
    }
  });
});
