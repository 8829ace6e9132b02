import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@portal/contract/domain/language';
import type { NamespaceTexts } from '../shared/i18n/namespace-texts';
import type { TranslationTree } from '../shared/i18n/translations';
import { areaNamespaces } from './text-namespaces';
import type { FeatureModule } from './feature-module';
import { featureModules } from './feature-modules';
import { englishTexts } from './first-load-texts';
import { loadTexts } from './i18n-resources';
import { notAvailableYet } from './routing/route-model';
import type { PageLoader, PortalRoute } from './routing/route-model';

/** Every features/<area>/module.ts there is, found by file name: none may be left out of the list. */
const moduleFiles = import.meta.glob<Record<string, FeatureModule>>('../features/*/module.ts', { eager: true });
const modules: readonly (readonly [string, FeatureModule])[] = Object.entries(moduleFiles).map(([file, exports]) => {
  const declared = Object.values(exports);
  expect({ file, exports: declared.length }).toEqual({ file, exports: 1 });
  return [file.split('/')[2] ?? file, declared[0] as FeatureModule] as const;
});
const listed: readonly FeatureModule[] = featureModules;

function pagesOf(routes: readonly PortalRoute[]): PageLoader[] {
  return routes.flatMap((route) => [
    ...(route.page && route.page !== notAvailableYet ? [route.page] : []),
    ...(route.placeholder ? [route.placeholder.page] : []),
    ...pagesOf(route.children ?? []),
  ]);
}

/** The namespaces a page waits for (`withLazyTexts`); none for the first load's pages. */
function waitedFor(page: PageLoader): readonly string[] {
  return 'namespaces' in page ? (page.namespaces as readonly string[]) : [];
}

const sharedNamespaces = ['session', 'ticket', 'stepUp', 'areaNav', 'riskProfileReminder', 'wealthPortfolio'];

describe('the feature modules (ADR 049)', () => {
  it('are every features/<area>/module.ts, each listed once in app/feature-modules.ts', () => {
    expect(modules.map(([area]) => area)).toEqual(
      expect.arrayContaining(['users', 'home', 'funds', 'stocks', 'cryptos', 'cashes', 'accounts', 'maintenance']),
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect(modules.filter(([, module]) => !listed.includes(module)).map(([area]) => area)).toEqual([]);
    expect(listed.length).toBe(modules.length);
  });

  it.each(modules)('%s declares its routes with pages from its own loaders, each used', (_area, module) => {
    expect(module.routes.length).toBeGreaterThan(0);
    const routed = pagesOf(module.routes);
    const loaders = Object.values(module.pages);
    expect(routed.filter((page) => !loaders.includes(page))).toEqual([]);
    expect(Object.entries(module.pages).filter(([, page]) => !routed.includes(page))).toEqual([]);
  });

  it.each(modules)(
    '%s declares its texts in its folder, in all three languages, each waited for by one of its pages',
    async (area, module) => {
      const waited = new Set(Object.values(module.pages).flatMap(waitedFor));
      const texts = Object.entries(module.texts as Readonly<Record<string, NamespaceTexts<TranslationTree>>>);
      for (const [namespace, { file }] of texts) {
        expect({ namespace, file }).toEqual({ namespace, file: expect.stringMatching(`^features/${area}/`) });
        for (const language of languages) expect(typeof (await loadTexts(language, namespace))).toBe('object');
        expect({ namespace, waited: waited.has(namespace) }).toEqual({ namespace, waited: true });
      }
    },
  );

  it.each(modules)('%s has its pages wait only for namespaces that are declared', (_area, module) => {
    const known = new Set([...Object.keys(englishTexts), ...Object.keys(areaNamespaces)]);
    const unknown = Object.values(module.pages)
      .flatMap(waitedFor)
      .filter((namespace) => !known.has(namespace));
    expect(unknown).toEqual([]);
  });

  it('declare each namespace once: no module repeats another’s, a shared one or the first load’s', () => {
    const declared = [
      ...Object.keys(englishTexts),
      ...sharedNamespaces,
      ...listed.flatMap((module) => Object.keys(module.texts)),
    ];
    expect(declared.filter((name, index) => declared.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(areaNamespaces).sort()).toEqual(declared.filter((name) => !(name in englishTexts)).sort());
  });

  it('leave the route and texts composition free of any feature’s name: only the list names them', () => {
    const composition = [
      'routing/route-table.ts',
      'routing/router.tsx',
      'text-namespaces.ts',
      'area-texts.ts',
      'i18n-resources.ts',
    ];
    const areas = modules.map(([area]) => area);
    for (const file of composition) {
      // The texts table's glob leaves out the first load's own files by name ('!…'): no area's namespace.
      const source = readFileSync(new URL(file, import.meta.url), 'utf8').replace(/'!\.\.\/[^']*'/g, '');
      expect({ file, names: areas.filter((area) => source.includes(`features/${area}`)) }).toEqual({ file, names: [] });
    }
  });
});
