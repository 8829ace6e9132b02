import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No module of the server, the web app or the contract imports itself through others (ADR 015): platform/db.ts
 * composes the services' table types, which import only platform/column-types, never db.ts back. Type-only imports
 * count: a cycle of types is still a knot a reader has to untie.
 */

const repository = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The files each file imports by a relative path (resolved as the bundler resolution does: .ts, .tsx, index.ts). */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const imported: string[] = [];
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(
      /(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g,
    )) {
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
  it.each(['apps/server/src', 'apps/web/src', 'packages/contract/src'])('%s has no import cycle', (folder) => {
    const root = path.join(repository, folder);
    expect(cyclesOf(importGraph(root), root)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
    ]);
    expect(cyclesOf(graph, '/')).toEqual(['a.ts → b.ts → a.ts']);
  });
});
