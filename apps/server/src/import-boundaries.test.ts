import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { sourceProbePrefix } from './test/source-probe';

/*
 * The import boundaries of ADR 015, proved on the repository's own eslint.config.js: each case lints a text as if it
 * were a file at that place in the tree, so the rule resolves its imports as it would for real code.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const boundaryRule = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === boundaryRule)
    .map((message) => message.message);
}

describe('the import boundaries check the file an import resolves to', () => {
  it("refuses a service's relative import of another service's internal file", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/services/fund-definition/probe.ts',
      "import { advanceFundOrders } from '../fund-order/lifecycle';\nexport const probe = advanceFundOrders;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('../fund-order/lifecycle');
    expect(errors[0]).toContain('public.ts');
  });

  it("refuses another service's table types (they are read through the owner's public module)", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/services/fund-holding/probe.ts',
      "import type { FundOrderTable } from '../fund-order/fund-order-tables';\nexport type Probe = FundOrderTable;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the same file however the path to it is written', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/services/fund-holding/probe.ts',
      "import { fundPositionsOf } from '../../services/fund-order/../fund-order/positions';\nexport const probe = fundPositionsOf;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("allows a service to import another service's public module, its own files and platform", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/services/fund-holding/probe.ts',
      [
        "import { fundPositionsOf } from '../fund-order/public';",
        "import { marketDayOf } from '../../platform/market/market-calendar';",
        "import { fundQuotesOf } from '../fund-definition/public';",
        "import { valueHistoryOf } from './value-history';",
        'export const probe = [fundPositionsOf, marketDayOf, fundQuotesOf, valueHistoryOf];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses platform importing a service, but lets it compose the services’ table types', async () => {
    const refused = await boundaryErrors(
      'apps/server/src/platform/probe.ts',
      "import { fundPositionsOf } from '../services/fund-order/positions';\nexport const probe = fundPositionsOf;\n",
    );
    expect(refused).toHaveLength(1);
    const allowed = await boundaryErrors(
      'apps/server/src/platform/probe.ts',
      "import type { FundOrderTables } from '../services/fund-order/fund-order-tables';\nexport type Probe = FundOrderTables;\n",
    );
    expect(allowed).toEqual([]);
  });

  it("refuses a web feature's relative import of another feature", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/funds/probe.tsx',
      "import { LoginPage } from '../users/login-page';\nexport const probe = LoginPage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('../users/login-page');
  });

  it('allows a web feature its own files and shared/, and refuses shared/ reaching up into a feature', async () => {
    const allowed = await boundaryErrors(
      'apps/web/src/features/users/probe.tsx',
      "import { LoginPage } from './login-page';\nimport { useBrand } from '../../shared/brand/brand-context';\nexport const probe = [LoginPage, useBrand];\n",
    );
    expect(allowed).toEqual([]);
    const refused = await boundaryErrors(
      'apps/web/src/shared/ui/probe.tsx',
      "import { LoginPage } from '../../features/users/login-page';\nexport const probe = LoginPage;\n",
    );
    expect(refused).toHaveLength(1);
  });

  it('refuses the web app and the contract importing server files', async () => {
    const web = await boundaryErrors(
      'apps/web/src/shared/probe.ts',
      "import { marketDayOf } from '../../../server/src/platform/market/market-calendar';\nexport const probe = marketDayOf;\n",
    );
    expect(web).toHaveLength(1);
    const contract = await boundaryErrors(
      'packages/contract/src/probe.ts',
      "import { marketDayOf } from '../../../apps/server/src/platform/market/market-calendar';\nexport const probe = marketDayOf;\n",
    );
    expect(contract).toHaveLength(1);
  });
});

describe('the slices are read from the folders', () => {
  it('covers a service folder the rule has never named', async () => {
    // A fresh ESLint process reads the folders again; the probe folder exists only for this test.
    const slice = `${sourceProbePrefix}${process.pid}`;
    const folder = path.join(root, 'apps/server/src/services', slice);
    mkdirSync(folder, { recursive: true });
    try {
      const file = path.join(folder, 'probe.ts');
      const code =
        "import { advanceFundOrders } from '../fund-order/lifecycle';\nexport const probe = advanceFundOrders;\n";
      writeFileSync(file, code);
      const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');
      const run = promisify(execFile);
      const output = await run(process.execPath, [eslintBin, '--format', 'json', '--rule', '{}', file], {
        cwd: root,
      }).then(
        (done) => done.stdout,
        (failed: { stdout?: string }) => failed.stdout ?? '',
      );
      const [result] = JSON.parse(output) as { messages: { ruleId: string | null }[] }[];
      expect(result?.messages.filter((message) => message.ruleId === boundaryRule)).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
