// Lists the server's test files that reach the database: those whose imports lead, directly or through other modules,
// to the platform's database module. Only they can behave differently on PostgreSQL, so `npm run test:postgres` runs
// them alone; every other server test is the same code on the same input as in `npm run test:unit`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverSource = join(root, 'apps/server/src');
const databaseModule = join(serverSource, 'platform/db/db.ts');

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A relative specifier as the file it names (TypeScript's resolution for .ts sources). */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every import of a module: static, re-exports, type-only (harmless: they only add files) and dynamic. */
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
// The server's own alias, as its package.json exports name it.
const aliases = { '@portal/server/testing': join(serverSource, 'testing.ts') };

const imports = new Map();
function importsOf(file) {
  let found = imports.get(file);
  if (found === undefined) {
    found = [];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = specifier.startsWith('.') ? resolveSpecifier(file, specifier) : aliases[specifier];
      if (target !== undefined) found.push(target);
    }
    imports.set(file, found);
  }
  return found;
}

function reachesDatabase(start) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === databaseModule) return true;
    for (const next of importsOf(file)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

const tests = filesUnder(serverSource).filter((file) => /\.test\.tsx?$/.test(file));
const selected = tests.filter(reachesDatabase).map((file) => relative(root, file));
if (process.argv.includes('--count')) {
  console.log(`${selected.length} of ${tests.length} server test files reach the database`);
} else {
  console.log(selected.join('\n'));
}
