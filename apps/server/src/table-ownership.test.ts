import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Table ownership (ADR 015): a table declared in a service's `*-tables.ts` belongs to that service. Only its owner
 * writes it; another service reads it through the owner's public.ts (query functions) or its events. The SQL a service
 * names is read from its source: `selectFrom('fund')`, `innerJoin('fund as f', ...)`, `insertInto(...)`, ...
 */

const servicesDir = path.join(import.meta.dirname, 'services');
const services = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourcesOf = (service: string) =>
  readdirSync(path.join(servicesDir, service))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `${service}/${file}`, text: readFileSync(path.join(servicesDir, service, file), 'utf8') }));

/** table name → owning service, from the `XTables = { table: Type; ... }` maps of each service's table modules. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const service of services) {
    for (const { file, text } of sourcesOf(service).filter((source) => source.file.endsWith('-tables.ts'))) {
      for (const map of text.matchAll(/export type \w+Tables = \{([^}]*)\}/g)) {
        for (const table of (map[1] ?? '').matchAll(/^\s*([a-z_]+):/gm)) {
          const name = table[1] ?? '';
          const earlier = owners.get(name);
          if (earlier !== undefined) throw new Error(`${name} is declared by ${earlier} and again in ${file}`);
          owners.set(name, service);
        }
      }
    }
  }
  return owners;
}

const writes = /\b(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)/g;
const reads = /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;

/**
 * Reads of another service's table not yet moved behind the owner's public.ts: none since issue 14 (the fund documents'
 * and fund orders' reads of the catalogue go through fund-definition's public.ts). It stays, empty, so a new cross read
 * fails the test; an entry added here fails it too once no longer needed.
 */
const knownCrossReads = new Set<string>([]);

describe('each service table has one owner', () => {
  const owners = tableOwners();

  it('finds the owners of the service tables', () => {
    expect(owners.get('fund')).toBe('fund-definition');
    expect(owners.get('fund_statistic')).toBe('fund-definition');
    expect(owners.get('fund_order')).toBe('fund-order');
    expect(owners.get('fund_watchlist')).toBe('fund-holding');
    expect(owners.get('stored_document')).toBe('fund-document');
  });

  it('lets only the owner write its tables', () => {
    const foreignWrites: string[] = [];
    for (const service of services) {
      for (const { file, text } of sourcesOf(service)) {
        for (const [, table = ''] of text.matchAll(writes)) {
          const owner = owners.get(table);
          if (owner !== undefined && owner !== service) foreignWrites.push(`${file} writes ${table} (owner ${owner})`);
        }
      }
    }
    expect(foreignWrites).toEqual([]);
  });

  it("reads another service's tables only through its public module (less the known reads, which only shrink)", () => {
    const crossReads = new Set<string>();
    for (const service of services) {
      for (const { file, text } of sourcesOf(service)) {
        for (const [, table = ''] of text.matchAll(reads)) {
          const owner = owners.get(table);
          if (owner !== undefined && owner !== service) crossReads.add(`${file} reads ${table}`);
        }
      }
    }
    expect([...crossReads].filter((read) => !knownCrossReads.has(read))).toEqual([]);
    expect([...knownCrossReads].filter((read) => !crossReads.has(read))).toEqual([]);
  });
});
