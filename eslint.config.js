// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Web feature slices (ARCHITECTURE §2): none may import another's internals. */
const webFeatures = [
  'users',
  'funds',
  'stocks',
  'cryptos',
  'cashes',
  'accounts',
  'assets',
  'plans',
  'advisors',
  'admins',
  'notifications',
  'news',
  'portfolios',
  'maintenance',
  'home',
  'errors',
];
/** Server service slices: they talk through exported functions in platform or events, not each other's files. */
const serverServices = [
  'example',
  'currency',
  'account',
  'preference',
  'legal-agreement',
  'notification',
  'push',
  'fund-order',
  'fund-definition',
];

const forbidOthers = (/** @type {string[]} */ all, /** @type {string} */ own, /** @type {string} */ what) =>
  all
    .filter((other) => other !== own)
    .map((other) => ({
      group: [`**/${what}/${other}`, `**/${what}/${other}/**`],
      message: `A slice never imports another slice's internals (${what}/${other}); move what is shared down a layer.`,
    }));

/**
 * Semantic colour tokens (ADR 022; apps/web/src/shared/ui/colour-tokens.ts, kept equal by colour-lint.test.ts):
 * a component names what a colour means, never a colour, in `color`, `c`, `bg` and style colours.
 */
const colourTokenNames = [
  ...['gain', 'loss', 'success', 'danger', 'warning', 'info', 'neutral', 'favourite'],
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
  group: ['@portal/server', '@portal/server/**', '**/apps/server/**'],
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
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [webNeverImportsServer, ...forbidOthers(webFeatures, feature, 'features')] },
      ],
    },
  })),
  {
    // Shared web code sits below the features and may not reach up into them.
    files: ['apps/web/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNeverImportsServer,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'shared/ sits below features and app; it may not import them.',
            },
          ],
        },
      ],
    },
  },
  ...serverServices.map((service) => ({
    files: [`apps/server/src/services/${service}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: forbidOthers(serverServices, service, 'services') }] },
  })),
  {
    files: ['apps/server/src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/services/**'], message: 'platform sits below the services; it may not import them.' },
          ],
        },
      ],
    },
  },
);
