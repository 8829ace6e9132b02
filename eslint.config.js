// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (ARCHITECTURE §2, ADR 015) are checked on the file an import RESOLVES to (eslint-plugin-import-x
 * `no-restricted-paths` with the TypeScript resolver), so `'../fund-order/market-calendar'` is caught as surely as
 * `'@portal/server'`. The slices are read from the folders: a new feature or service is covered without editing this.
 */
const root = import.meta.dirname;
const webFeaturesDir = 'apps/web/src/features';
const serverServicesDir = 'apps/server/src/services';
const foldersOf = (/** @type {string} */ dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const webFeatures = foldersOf(webFeaturesDir);
const serverServices = foldersOf(serverServicesDir);
/** The one module of a service other services may import: its query functions, types and event subscriptions. */
const servicePublicModule = 'public.ts';
/** A service's table types: composed into `Database` by platform/db/db.ts (type-only), read by no other service. */
const serviceTablesModule = '*-tables.ts';

const abs = (/** @type {string} */ relative) => path.join(root, relative);

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }[]} */
const boundaryZones = [
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'The web app never imports server code; share through @portal/contract.',
  },
  {
    target: ['e2e', 'bench'],
    from: 'apps/server',
    except: ['./src/testing.ts', './src/start.ts', './src/platform/runtime/config.ts'],
    message:
      'Journeys and benches use the server through its public entries only: @portal/server/start, /config and /testing.',
  },
  {
    target: 'packages/contract/src',
    from: ['apps/server', 'apps/web'],
    message: 'The contract package is isomorphic: it imports no app code.',
  },
  {
    target: 'apps/web/src/shared',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'shared/ sits below features and app; it may not import them.',
  },
  ...webFeatures.map((feature) => ({
    target: `${webFeaturesDir}/${feature}`,
    from: webFeaturesDir,
    except: [`./${feature}`],
    message: `A feature never imports another feature (features/${feature} may import only itself); move what is shared to shared/ or the contract.`,
  })),
  {
    target: 'apps/server/src/platform',
    from: abs(`${serverServicesDir}/**`),
    except: [abs(`${serverServicesDir}/*/${serviceTablesModule}`)],
    message:
      'platform sits below the services; it may not import them (only platform/db/db.ts composes their table types).',
  },
  ...serverServices.map((service) => ({
    target: `${serverServicesDir}/${service}`,
    from: abs(`${serverServicesDir}/**`),
    except: [abs(`${serverServicesDir}/${service}/**`), abs(`${serverServicesDir}/*/${servicePublicModule}`)],
    message: `A service reads another only through its ${servicePublicModule} (query functions, types, events); move what is shared to platform/ or the contract.`,
  })),
];

/**
 * Semantic colour tokens (ADR 022; apps/web/src/shared/ui/colour-tokens.ts, kept equal by colour-lint.test.ts):
 * a component names what a colour means, never a colour, in `color`, `c`, `bg` and style colours.
 */
const colourTokenNames = [
  ...['gain', 'loss', 'success', 'danger', 'warning', 'info', 'neutral', 'favourite', 'priceUp', 'priceDown'],
  ...['Pending', 'Submitted', 'Processing', 'Deducted', 'Priced', 'Settled', 'Cancelled', 'Rejected', 'Failed'].map(
    (status) => `status${status}`,
  ),
  ...['None', 'Low', 'LowToMedium', 'Medium', 'MediumToHigh', 'High', 'Locked'].map((level) => `risk${level}`),
  ...['dimmed', 'bright'],
];
const allowedColour = `/^(${colourTokenNames.join('|')}|var\\(--.+\\)|inherit|currentColor|transparent)$/`;
const rawColourMessage = 'Colours are semantic theme tokens (ADR 022): color="loss", c="dimmed", never a raw colour.';
/** Where a colour prop's value is: the attribute's string, an expression's string, a ternary's or fallback's. */
const colourValues = [
  '> Literal',
  '> JSXExpressionContainer > Literal',
  '> JSXExpressionContainer ConditionalExpression > Literal.consequent',
  '> JSXExpressionContainer ConditionalExpression > Literal.alternate',
  '> JSXExpressionContainer LogicalExpression > Literal.right',
];
const noRawColours = [
  ...colourValues.map((value) => `JSXAttribute[name.name=/^(color|c|bg)$/] ${value}:not([value=${allowedColour}])`),
  `JSXAttribute[name.name='style'] Property[key.name=/^(color|background|backgroundColor|borderColor|fill|stroke)$/] > Literal:not([value=${allowedColour}])`,
].map((selector) => ({ selector, message: rawColourMessage }));
const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md).' };

const webNeverImportsServer = {
  group: ['@portal/server', '@portal/server/**'],
  message: 'The web app never imports server code; share through @portal/contract.',
};
const contractIsIsomorphic = {
  group: ['@portal/server', '@portal/web', 'react', 'node:*', 'fastify', 'kysely'],
  message: 'The contract package depends on zod and decimal.js only.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  {
    // Config files of tools require a default export.
    files: ['**/*.config.{ts,js}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Package names (and Node built-ins, which resolve to no file) are matched by text; files by the zones below.
    files: ['packages/contract/src/**'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractIsIsomorphic] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webNeverImportsServer] }],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, ...noRawColours] },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts', 'e2e/**/*.ts', 'bench/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }] },
  },
);
