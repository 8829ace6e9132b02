/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every module `file` loads, itself included, following relative imports (type-only imports load nothing). */
function modulesLoadedBy(file: URL, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file.href)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)]
    .concat([...source.matchAll(/^\s*import\s+'([^']+)'/gm)], [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)])
    .map((match) => match[1] ?? '');
  seen.set(file.href, specifiers);
  for (const specifier of specifiers.filter((name) => name.startsWith('.'))) {
    modulesLoadedBy(new URL(`${specifier}.ts`, file), seen);
  }
  return seen;
}

describe('modules a browser first load may import', () => {
  // The web app's login page imports these for their lists and rules; a zod import here would put the whole schema
  // library into its first load (ARCHITECTURE §9). Their schemas live in language-schema.ts and roles-schema.ts.
  it.each([
    'language',
    'roles',
    'password-reminder',
    'codes/login-result',
    'codes/token-error',
    'codes/change-password-result',
    'legal-agreement-type',
    'notification',
    'fund',
    'order/result-catalogue',
    'order/fund-order-results',
    'order/stock-order-results',
    'order/ipo-results',
    'stock/order-types',
    'stock/order-remark',
    'stock/good-till-date',
    'stock/stock-order-status',
    'stock/fees',
    'cash/cash-movement-kinds',
    'stock/ipo',
    'brand-features',
    'sign-in-gates',
    // Not in the first load: the fund research texts (a chunk of their own) spread these in, and stay zod-free too.
    'fund-vocabulary',
    'fund-vocabulary-zh-hk',
    'fund-vocabulary-zh-cn',
  ])('%s loads no zod, directly or through another module', (name) => {
    const loaded = modulesLoadedBy(new URL(`./${name}.ts`, import.meta.url));
    const imports = [...loaded.values()].flat();
    expect(imports.filter((specifier) => specifier === 'zod' || specifier.startsWith('zod/'))).toEqual([]);
  });

  it('notices a zod import when there is one', () => {
    const loaded = modulesLoadedBy(new URL('./language-schema.ts', import.meta.url));
    expect([...loaded.values()].flat()).toContain('zod');
  });
});
