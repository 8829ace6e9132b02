import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { services } from '@portal/contract';
import { areas } from './areas';
import { migrationsOf } from './db/migrate';
import { defineArea, tablesOf } from './platform/area';
import { isSourceProbe } from './test/source-probe';

/*
 * One area, one folder (ADR 048): each folder under services/ declares in its area.ts everything it brings, and the
 * server composes the one list in areas.ts. These tests read each folder's sources and prove the declaration complete:
 * a job, dev-support route, download route, subscriber, seed, implementation or table the folder has but its area.ts
 * leaves out would never run, so it fails here.
 */

const servicesDir = path.join(import.meta.dirname, 'services');
const folders = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !isSourceProbe(entry.name))
  .map((entry) => entry.name)
  .sort();

function sourcesOf(folder: string): { readonly file: string; readonly text: string }[] {
  const directory = path.join(servicesDir, folder);
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('-test-support.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(directory, file), 'utf8') }));
}

/** The names a folder exports that match `pattern` (its first group), from any of its sources but area.ts. */
function exportedNames(folder: string, pattern: RegExp): string[] {
  return sourcesOf(folder)
    .filter(({ file }) => file !== 'area.ts')
    .flatMap(({ text }) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const areaText = (folder: string) => readFileSync(path.join(servicesDir, folder, 'area.ts'), 'utf8');
const areaOf = (folder: string) => areas.find((area) => area.name === folder);
const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

describe('the list of areas', () => {
  it('has the platform first and one area per service folder, each once, named as its folder', () => {
    expect(areas[0]?.name).toBe('platform');
    expect(
      areas
        .slice(1)
        .map((area) => area.name)
        .sort(),
    ).toEqual(folders);
  });

  it('binds every operation of the contract through exactly one area', () => {
    const implemented = areas.flatMap((area) => area.services.map((implementation) => implementation.service.name));
    expect([...implemented].sort()).toEqual(services.map((service) => service.name).sort());
  });

  it('runs every migration once, each declared by one area, named as its file', () => {
    const files = readdirSync(path.join(import.meta.dirname, 'db', 'migrations'))
      .filter((file) => /^\d{4}-.+\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(migrationsOf(areas))).toEqual(files.sort());
  });

  it('refuses a migration two areas declare', () => {
    const migration = () => ({ up: async () => {} });
    const first = defineArea({ name: 'first', migrations: { '0100-one': migration } });
    const second = defineArea({ name: 'second', migrations: { '0100-one': migration } });
    expect(() => migrationsOf([first, second])).toThrow('Migration 0100-one is declared by first and second.');
  });

  it('has no cycle among the areas it uses', () => {
    const usesOf = new Map(areas.map((area) => [area.name, area.uses]));
    const cycles: string[] = [];
    const visit = (name: string, trail: readonly string[]) => {
      if (trail.includes(name)) {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
        return;
      }
      for (const next of usesOf.get(name) ?? []) visit(next, [...trail, name]);
    };
    for (const area of areas) visit(area.name, []);
    expect(cycles).toEqual([]);
  });

  it('names each job once across the areas', () => {
    const names = areas.flatMap((area) => area.jobs.map((job) => job.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('checks the tables a declaration lists against its tables type at compile time', () => {
    type Two = { first_table: unknown; second_table: unknown };
    expect(tablesOf<Two>()(['first_table', 'second_table'])).toEqual(['first_table', 'second_table']);
    // @ts-expect-error -- second_table is left out
    tablesOf<Two>()(['first_table']);
    // @ts-expect-error -- no such table
    tablesOf<Two>()(['first_table', 'second_table', 'third_table']);
  });
});

describe.each(folders)('the area %s declares all that its folder brings', (folder) => {
  const area = areaOf(folder);
  const text = areaText(folder);

  it('is in the list', () => {
    expect(area?.name).toBe(folder);
  });

  it('implements the contract services its folder implements', () => {
    const implementations = exportedNames(folder, /export const (\w+Implementation)\b(?:: \w+)? =/g);
    expect(implementations.filter((name) => !mentions(text, name))).toEqual([]);
    // And no more: each service it lists is implemented in its folder.
    expect(area?.services.length).toBe(implementations.length);
  });

  it('owns the tables its *-tables.ts declares', () => {
    const declared = sourcesOf(folder)
      .filter(({ file }) => file.endsWith('-tables.ts'))
      .flatMap(({ text: tables }) =>
        [...tables.matchAll(/export type \w+Tables = \{([^}]*)\}/g)].flatMap((map) =>
          [...(map[1] ?? '').matchAll(/^\s*([a-z_]+):/gm)].map((table) => table[1] ?? ''),
        ),
      );
    expect([...(area?.tables ?? [])].sort()).toEqual(declared.sort());
  });

  it('schedules the jobs its folder defines', () => {
    const jobs = exportedNames(folder, /export const (\w+Job) = \{/g);
    expect(jobs.filter((name) => !mentions(text, name))).toEqual([]);
    expect(area?.jobs.length).toBe(jobs.length);
  });

  it('registers its dev-support routes, routes outside the contract and subscribers', () => {
    const devSupport = exportedNames(folder, /export function (register\w*DevSupport)\(/g);
    const routes = exportedNames(folder, /export function (register\w*(?:Files|Stream))\(/g);
    const subscribers = exportedNames(folder, /export function (subscribe\w+)\(/g);
    expect([...devSupport, ...routes].filter((name) => !mentions(text, name))).toEqual([]);
    expect(area?.declares.devSupport).toBe(devSupport.length > 0);
    expect(area?.declares.routes).toBe(routes.length > 0);
    expect(area?.declares.subscribers).toBe(subscribers.length > 0);
  });

  it('seeds what its folder seeds', () => {
    const seeds = exportedNames(folder, /export async function (seed[A-Z]\w*)\(/g);
    expect(seeds.filter((name) => !mentions(text, name))).toEqual([]);
  });

  it('uses exactly the areas its folder imports, each through its public entry', () => {
    const imported = new Set<string>();
    for (const { text: source } of sourcesOf(folder)) {
      for (const [, other = '', module = ''] of source.matchAll(/from '\.\.\/([a-z0-9-]+)\/([a-z0-9-]+)'/g)) {
        if (other !== folder && folders.includes(other)) {
          imported.add(other);
          expect(`${other}/${module}`).toBe(`${other}/public`);
        }
      }
    }
    expect([...(area?.uses ?? [])].sort()).toEqual([...imported].sort());
  });
});
