import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  baseSheets,
  createStyleResolver,
  hasComponentLayer,
  layerDeclaration,
  layerOrder,
  mantineImports,
  mantineRoot,
  mantineStyles,
  sheetOrder,
} from '../../mantine-styles';

const root = mantineRoot();
const sheetsFor = createStyleResolver(root);
const sourceRoot = new URL('../', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(`${path}/`);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Transform = (code: string, id: string) => { code: string } | undefined;

/** The plugins after their build start, in development (`serve`) or a build. */
function started(command: 'serve' | 'build') {
  const plugins = mantineStyles(sourceRoot);
  const [plugin] = plugins;
  (plugin?.configResolved as (config: { command: string }) => void)({ command });
  (plugin?.buildStart as () => void)();
  return plugins;
}

function transformWith(command: 'serve' | 'build'): Transform {
  return started(command)[0]?.transform as Transform;
}

describe('the Mantine styles each module loads (ADR 049)', () => {
  it('reads the value imports of @mantine/core, not the type-only ones', () => {
    const source = [
      "import { Button, type MantineTheme, Stack as Column } from '@mantine/core';",
      "import type { ButtonProps } from '@mantine/core';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(mantineImports(source)).toEqual(['Button', 'Stack']);
  });

  it('follows a component to every sheet it draws with, the ones it builds on first', () => {
    expect(sheetsFor(['Button'])).toEqual(['UnstyledButton', 'Loader', 'Button']);
    expect(sheetsFor(['Modal'])).toEqual(expect.arrayContaining(['Overlay', 'CloseButton', 'ModalBase', 'Modal']));
    expect(sheetsFor(['Select'])).toEqual(expect.arrayContaining(['Popover', 'Input', 'Combobox']));
    expect(sheetsFor(['MantineProvider', 'useMantineColorScheme', 'rem'])).toEqual([]);
  });

  it('orders the sheets as Mantine’s styles.css does: the base first, each sheet after those it builds on', () => {
    const order = sheetOrder(root);
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const before = (first: string, second: string) => order.indexOf(first) < order.indexOf(second);
    expect(before('UnstyledButton', 'Button')).toBe(true);
    expect(before('Input', 'PasswordInput')).toBe(true);
    expect(before('Paper', 'Card')).toBe(true);
    expect(before('ModalBase', 'Modal')).toBe(true);
  });

  it('adds the sheets to a module of the app that imports components, and leaves others alone', () => {
    const transform = transformWith('build');
    const page = transform(
      "import { Button, Stack } from '@mantine/core';\nexport const x = 1;\n",
      `${sourceRoot}x.tsx`,
    );
    expect(page?.code).toMatch(
      /^import '@mantine\/core\/styles\/UnstyledButton\.css';import '@mantine\/core\/styles\/Loader\.css';import '@mantine\/core\/styles\/Button\.css';import '@mantine\/core\/styles\/Stack\.css';import \{ Button, Stack \}/,
    );
    expect(transform("import { rem } from '@mantine/core';", `${sourceRoot}y.ts`)).toBeUndefined();
    expect(transform("import { Button } from '@mantine/core';", '/elsewhere/z.tsx')).toBeUndefined();
  });

  it('puts each sheet in a layer of its own, the order of every layer declared before the first', () => {
    const build = transformWith('build');
    expect(build('.b {}', `${root}/styles/Button.css`)?.code).toBe('@layer mantine-Button {\n.b {}\n}\n');
    // In a build the first load holds only the base layers; every style file with a component's layer declares the
    // whole order first (generateBundle), whichever of them loads first.
    expect(build(':root {}', `${root}/styles/baseline.css`)?.code).toBe('@layer mantine-baseline {\n:root {}\n}\n');
    const [, order] = started('build');
    const bundle = {
      'a.css': { type: 'asset', fileName: 'a.css', source: '@layer mantine-Button{.b{}}' },
      'index.css': { type: 'asset', fileName: 'index.css', source: '@layer mantine-baseline{:root{}}' },
    };
    (order?.generateBundle as unknown as (options: unknown, files: typeof bundle) => void)({}, bundle);
    const declared = /^@layer ([^;{]+);/.exec(bundle['a.css'].source)?.[1]?.split(', ') ?? [];
    expect(declared.slice(0, 2)).toEqual(['mantine-baseline', 'mantine-global']);
    expect(declared.indexOf('mantine-UnstyledButton')).toBeLessThan(declared.indexOf('mantine-Button'));
    expect(bundle['index.css'].source).toBe('@layer mantine-baseline{:root{}}');
    expect([hasComponentLayer('@layer mantine-global{}'), hasComponentLayer('@layer mantine-Text {}')]).toEqual([
      false,
      true,
    ]);
    // In development the sheets are style elements in import order: the first, baseline, declares it.
    const served = transformWith('serve')(':root {}', `${root}/styles/baseline.css`)?.code ?? '';
    expect(served.startsWith(layerDeclaration(declared.map((layer) => layer.slice('mantine-'.length))))).toBe(true);
  });

  it('declares a layer for every sheet any module of the app needs', () => {
    const sources = sourceFiles(sourceRoot).map((file) => readFileSync(file, 'utf8'));
    const declared = new Set(layerOrder(root, sources));
    const needed = sources.flatMap((source) => sheetsFor(mantineImports(source)));
    expect(needed.filter((sheet) => !declared.has(sheet))).toEqual([]);
    expect(needed.length).toBeGreaterThan(0);
  });

  it('leave no hand-kept style import in the app: only main.tsx names the base sheets, first', () => {
    const byHand = sourceFiles(sourceRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css'/g)].map(
        (match) => `${file.slice(sourceRoot.length)}: ${match[1]}`,
      ),
    );
    expect(byHand).toEqual(baseSheets.map((sheet) => `main.tsx: ${sheet}`));
    expect(readFileSync(`${sourceRoot}main.tsx`, 'utf8').match(/^import .*$/m)?.[0]).toBe(
      "import '@mantine/core/styles/baseline.css';",
    );
  });
});
