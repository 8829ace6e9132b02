import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaNamespaces } from './text-namespaces';
import { englishTexts } from './i18n-resources';

const sourceRoot = new URL('../', import.meta.url).pathname;
const firstLoad = new Set(Object.keys(englishTexts));
const namespaces = new Set([...firstLoad, ...Object.keys(areaNamespaces)]);

/** A lazy loader that waits for texts: `withLazyTexts([<namespaces>], () => import('<module>'))`. */
type TextsLoaderCall = { readonly file: string; readonly declared: readonly string[]; readonly module: string };

/**
 * Texts shown with a lazy module's help by the code that loads it: the login page's password step (first load) shows
 * the sign-in result, in 'users', only once `loadPasswordLogin` has answered, and that loader waits for 'users'.
 */
const shownAfterLoading: Readonly<Record<string, readonly string[]>> = {
  'features/users/login/password-login.ts': ['users'],
};

/** Texts a lazy module shows from keys it is handed: the not-available screen names its route's area and page. */
const shownFromHandedKeys: Readonly<Record<string, readonly string[]>> = {
  'shared/ui/not-available-yet.tsx': ['areaNav'],
};

const loaderCall = /withLazyTexts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(`${path}/`);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|fixtures\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolve(specifier: string, from: string): string | undefined {
  const base = new URL(specifier, `file://${from}`).pathname;
  return [`${base}.ts`, `${base}.tsx`, base].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
}

/** The namespaces a file names in `useTranslation` ('shell' when it names none) or as a `<namespace>:` key prefix. */
function namespacesNamedIn(source: string): string[] {
  const named = [...source.matchAll(/useTranslation\(\s*(?:'(\w+)')?\s*\)/g)].map((match) => match[1] ?? 'shell');
  const prefixed = [...source.matchAll(/'(\w+):[\w.]+'/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => namespaces.has(name));
  return [...named, ...prefixed];
}

/**
 * The namespaces the code loaded with `file` renders: following its relative imports (type-only ones load nothing)
 * and its `import()`s, except those wrapped in a `withLazyTexts` of their own (checked on their own).
 */
function namespacesUsedBy(file: string, seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  if (seen.has(file)) return used;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const name of namespacesNamedIn(source)) used.add(name);
  const unwrapped = source.replace(loaderCall, '');
  const specifiers = [
    ...unwrapped.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms),
    ...unwrapped.matchAll(/\bimport\('([^']+)'\)/g),
  ].map((match) => match[1] ?? '');
  for (const specifier of specifiers.filter((name) => name.startsWith('.'))) {
    const resolved = resolve(specifier, file);
    if (resolved) for (const name of namespacesUsedBy(resolved, seen)) used.add(name);
  }
  return used;
}

const files = sourceFiles(sourceRoot);

/**
 * Namespaces the first load names but shows only once they are in: `useNamespaceLoaded('<namespace>', …)` holds back
 * what they name until then (the signed-in header's area names).
 */
const shownOnceLoaded = new Set(
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/useNamespaceLoaded\(\s*'(\w+)'/g)].map((match) => match[1] ?? ''),
  ),
);
const calls: TextsLoaderCall[] = files.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(loaderCall)].map((match) => ({
    file: file.slice(sourceRoot.length),
    declared: [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1] ?? ''),
    module: resolve(match[2] ?? '', file) ?? `${match[2]} (not found)`,
  })),
);

describe('the texts each lazy part waits for (ADR 027)', () => {
  it('are read from every withLazyTexts call, each naming its namespaces in a list', () => {
    const callSites = files
      .filter((file) => !file.endsWith('shared/i18n/lazy-texts.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/withLazyTexts\(/g)]);
    expect(calls.length).toBe(callSites.length);
    // The fund ticket needs both fund namespaces: proof that the reading follows imports through shared code (and
    // through the fund trading pages' loader module, ADR 009).
    const subscribe = calls.find((call) => call.module.endsWith('features/funds/trading/page-loaders.ts'));
    expect(subscribe?.declared).toEqual(expect.arrayContaining(['fundTrading', 'fundResearch']));
    expect([...namespacesUsedBy(subscribe?.module ?? '')]).toEqual(
      expect.arrayContaining(['shell', 'fundTrading', 'fundResearch']),
    );
  });

  it('are exactly the namespaces outside the first load that the loaded code uses: none missing, none extra', () => {
    const wrong = calls.flatMap((call) => {
      const module = call.module.slice(sourceRoot.length);
      const shownAfter = [...(shownAfterLoading[module] ?? []), ...(shownFromHandedKeys[module] ?? [])];
      const used = [...namespacesUsedBy(call.module), ...shownAfter];
      const needed = [...new Set(used)].filter((name) => !firstLoad.has(name)).sort();
      const declared = [...call.declared].sort();
      return needed.join() === declared.join() ? [] : [{ file: call.file, module: call.module, needed, declared }];
    });
    expect(wrong).toEqual([]);
  });

  it('leave the first load with only the first load’s namespaces, but for texts shown after a lazy part has loaded', () => {
    const used = [...namespacesUsedBy(`${sourceRoot}main.tsx`)];
    expect(used).toEqual(expect.arrayContaining(['shell', 'login']));
    expect([...shownOnceLoaded]).toEqual(['areaNav']);
    const shownAfter = new Set([...Object.values(shownAfterLoading).flat(), ...shownOnceLoaded]);
    expect(used.filter((name) => !firstLoad.has(name) && !shownAfter.has(name))).toEqual([]);
  });

  it('name only namespaces that exist', () => {
    expect(calls.flatMap((call) => call.declared).filter((name) => !namespaces.has(name))).toEqual([]);
  });
});
