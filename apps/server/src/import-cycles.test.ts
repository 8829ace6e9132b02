import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSourceProbe } from './test/source-probe';

/*
 * No module of the server, the web app, the contract, the journeys or the benches imports itself through others (ADR
 * 015, ADR 048). Every kind of import counts: type-only (a cycle of types is still a knot a reader has to untie),
 * dynamic (a lazy chunk still ties two modules), side-effect imports and module augmentations (an area's tables file
 * augments platform/db/db.ts, so db.ts must never import an area back).
 */

const repository = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (entry === 'node_modules' || isSourceProbe(entry)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The files each file imports by a relative path (resolved as the bundler resolution does: .ts, .tsx, index.ts). */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const imported: string[] = [];
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      // import x from, import type { x } from, export { x } from, export * from
      ...[...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((match) => match[1]),
      // import('./x'): a lazy import still ties the two modules together
      ...[...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((match) => match[1]),
      // import './x' (a side effect) and a module augmentation's declare module './x'
      ...[...text.matchAll(/(?:^import|declare module)\s+'(\.[^']+)'/gm)].map((match) => match[1]),
    ];
    for (const specifier of specifiers) {
      if (specifier === undefined) continue;
      const base = path.resolve(path.dirname(file), specifier);
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
        existsSync(candidate),
      );
      if (target !== undefined) imported.push(target);
    }
    graph.set(file, imported);
  }
  return graph;
}

function cyclesOf(graph: Map<string, string[]>, root: string): string[] {
  const visiting = new Set<string>();
  const done = new Set<string>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    visiting.add(file);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (visiting.has(next)) {
        cycles.push([...stack.slice(stack.indexOf(next)), next].map((step) => path.relative(root, step)).join(' → '));
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    visiting.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

describe('imports without cycles', () => {
  it.each(['apps/server/src', 'apps/web/src', 'packages/contract/src', 'e2e', 'bench/src'])(
    '%s has no import cycle',
    (folder) => {
      const root = path.join(repository, folder);
      expect(cyclesOf(importGraph(root), root)).toEqual([]);
    },
  );

  it('sees type-only, dynamic and augmenting imports', () => {
    const root = path.join(repository, 'apps/server/src');
    const graph = importGraph(root);
    const edgesOf = (file: string) => (graph.get(path.join(root, file)) ?? []).map((to) => path.relative(root, to));
    // area.ts imports its tables type with `import type`; a tables file augments platform/db/db.ts.
    expect(edgesOf('services/fund-order/area.ts')).toContain('services/fund-order/fund-order-tables.ts');
    expect(edgesOf('services/fund-order/fund-order-tables.ts')).toContain('platform/db/db.ts');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
    ]);
    expect(cyclesOf(graph, '/')).toEqual(['a.ts → b.ts → a.ts']);
  });
});
