import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from './areas';
import { migrateToLatest } from './db/migrate';
import { createTestDatabase, tableNamesOf, type TestDatabase } from './test/test-app';
import { isSourceProbe } from './test/source-probe';

/*
 * Table ownership (ADR 015, ADR 048): every table has exactly one owner, the area whose `area.ts` lists it (the
 * platform counts as one, for the identity, ledger and machinery tables). Only its owner writes it; another area reads
 * it through the owner's public entry (query functions) or its events. The SQL a file names is read from its source:
 * `selectFrom('fund')`, `innerJoin('fund as f', ...)`, `insertInto(...)`, ...
 */

const sourceRoot = import.meta.dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (isSourceProbe(entry)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [full] : [];
  });
}

/** The area a source file belongs to: its service folder's, or the platform's for everything below the services. */
function areaOfFile(file: string): string {
  const relative = path.relative(sourceRoot, file).split(path.sep);
  if (relative[0] === 'services') return relative[1] ?? '';
  // platform/, adapters/, db/ (migrations and the demo accounts' seed), scripts/ and test support sit below the areas.
  return 'platform';
}

/** The server's own sources: not tests, their support files, nor migrations (the schema's history, which may move rows). */
const serverSources = sourceFiles(sourceRoot)
  .filter((file) => !file.includes(`${path.sep}test${path.sep}`) && !file.endsWith('-test-support.ts'))
  .filter((file) => !file.includes(`${path.sep}migrations${path.sep}`))
  .map((file) => ({ file: path.relative(sourceRoot, file), area: areaOfFile(file), text: readFileSync(file, 'utf8') }));

/** table name → owning area, from the areas' declarations. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const area of areas) {
    for (const table of area.tables) {
      const earlier = owners.get(table);
      if (earlier !== undefined) throw new Error(`${table} is owned by ${earlier} and again by ${area.name}`);
      owners.set(table, area.name);
    }
  }
  return owners;
}

const writes = /\b(?:insertInto|updateTable|deleteFrom|compiledRowInsert)\(\s*'([a-z_]+)/g;
const reads = /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;

/**
 * Reads by an area of another area's table, not yet moved behind the owner's public entry: none. It stays, empty, so a
 * new cross read fails the test; an entry added here fails it too once no longer needed.
 */
const knownCrossReads = new Set<string>([]);

describe('each table has one owner', () => {
  const owners = tableOwners();
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.database);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('finds every table of a migrated database owned by exactly one area, and none owned that is not there', async () => {
    const tables = (await tableNamesOf(database.database)).filter((table) => !table.startsWith('kysely_'));
    expect(tables.filter((table) => !owners.has(table))).toEqual([]);
    expect([...owners.keys()].filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('knows the owners of the tables', () => {
    expect(owners.get('fund')).toBe('fund-definition');
    expect(owners.get('fund_order')).toBe('fund-order');
    expect(owners.get('fund_watchlist')).toBe('fund-holding');
    expect(owners.get('stored_document')).toBe('stored-document');
    expect(owners.get('account')).toBe('platform');
    expect(owners.get('notification')).toBe('notification');
  });

  it('lets only the owner write its tables', () => {
    const foreignWrites: string[] = [];
    for (const { file, area, text } of serverSources) {
      for (const [, table = ''] of text.matchAll(writes)) {
        const owner = owners.get(table);
        if (owner !== undefined && owner !== area) foreignWrites.push(`${file} writes ${table} (owner ${owner})`);
      }
    }
    expect(foreignWrites).toEqual([]);
  });

  it('has the account table written by one module, platform/identity/account-directory.ts', () => {
    const writers = serverSources
      .filter(({ text }) => [...text.matchAll(writes)].some(([, table]) => table === 'account'))
      .map(({ file }) => file);
    expect(writers).toEqual([path.join('platform', 'identity', 'account-directory.ts')]);
  });

  it("reads another area's tables only through its public entry (less the known reads, which only shrink)", () => {
    const crossReads = new Set<string>();
    for (const { file, area, text } of serverSources) {
      if (area === 'platform') continue;
      for (const [, table = ''] of text.matchAll(reads)) {
        const owner = owners.get(table);
        // The platform sits below every area: its tables (the account row, the ledger) are read like its modules.
        if (owner !== undefined && owner !== area && owner !== 'platform') crossReads.add(`${file} reads ${table}`);
      }
    }
    expect([...crossReads].filter((read) => !knownCrossReads.has(read))).toEqual([]);
    expect([...knownCrossReads].filter((read) => !crossReads.has(read))).toEqual([]);
  });
});
