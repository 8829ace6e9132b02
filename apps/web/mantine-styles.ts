import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * A component's styles load with it (ADR 049, superseding the hand-kept CSS lists of ADR 009). For each module of
 * the app that imports components from '@mantine/core', the build adds `import '@mantine/core/styles/<X>.css'` for
 * every Mantine style sheet those components use, found by following the components' own imports to their
 * `<X>.module.mjs` class maps, in the order of Mantine's full `styles.css`. Each sheet is wrapped in a cascade layer
 * of its own, and the layers' order is declared once at the top of the first load: a sheet that a later chunk brings
 * still ranks where Mantine puts it, whatever order the chunks load in (the fault ADR 009's issue 16 section met).
 * The app's own CSS modules stay unlayered, so they still override Mantine's.
 */

const stylesImport = '@mantine/core/styles/';
/** The base sheets, imported by hand in main.tsx before anything else: they open the layer order. */
export const baseSheets = ['baseline', 'global'] as const;

export function mantineRoot(): string {
  return resolve(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
}

/** The name of the cascade layer that holds a Mantine sheet. */
export const layerOf = (sheet: string) => `mantine-${sheet}`;

/** Every sheet of styles/ in the order of Mantine's styles.css, the order its documentation asks for. */
export function sheetOrder(root: string): string[] {
  const all = readFileSync(join(root, 'styles.css'), 'utf8');
  const sheets = readdirSync(join(root, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const start = readFileSync(join(root, 'styles', file), 'utf8')
        .trim()
        .slice(0, 400);
      return { sheet: file.slice(0, -'.css'.length), at: all.indexOf(start) };
    });
  const missing = sheets.filter((entry) => entry.at < 0).map((entry) => entry.sheet);
  if (missing.length > 0) throw new Error(`Mantine's styles.css does not hold ${missing.join(', ')}`);
  return sheets.sort((a, b) => a.at - b.at).map((entry) => entry.sheet);
}

/** The names a source imports as values from '@mantine/core' (type-only imports load no style). */
export function mantineImports(source: string): string[] {
  return [...source.matchAll(/^\s*import\s+(?!type\s)\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/gm)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

/** Reads which sheets each export of '@mantine/core' needs, by following its module's imports inside the package. */
export function createStyleResolver(root: string) {
  const esm = join(root, 'esm');
  const exportFile = new Map<string, string>();
  for (const match of readFileSync(join(esm, 'index.mjs'), 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g,
  ))
    for (const name of (match[1] ?? '').split(','))
      exportFile.set((name.trim().split(/\s+as\s+/)[1] ?? name.trim()).trim(), join(esm, match[2] ?? ''));
  // `export { transitions as MANTINE_TRANSITIONS }` and the like name no component: no sheet.
  const order = sheetOrder(root);
  const importsOf = new Map<string, string[]>();
  const sheetsOfExport = new Map<string, Set<string>>();

  function imported(file: string): string[] {
    let targets = importsOf.get(file);
    if (!targets) {
      targets = [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s*"(\.[^"]+)"/g)]
        .map((match) => join(dirname(file), match[1] ?? ''))
        .filter((target) => existsSync(target));
      importsOf.set(file, targets);
    }
    return targets;
  }

  /** Every `<X>.module.mjs` the file reaches: the sheets X its component draws with. */
  function sheetsOf(file: string): Set<string> {
    const sheets = new Set<string>();
    const seen = new Set<string>();
    const visit = (current: string) => {
      if (seen.has(current)) return;
      seen.add(current);
      const module = /\/([\w-]+)\.module\.mjs$/.exec(current)?.[1];
      if (module) sheets.add(module);
      for (const next of imported(current)) visit(next);
    };
    visit(file);
    return sheets;
  }

  /** The sheets `names` need, in Mantine's order. */
  return function sheetsFor(names: readonly string[]): string[] {
    const needed = new Set<string>();
    for (const name of names) {
      const file = exportFile.get(name);
      if (!file) continue;
      let sheets = sheetsOfExport.get(name);
      if (!sheets) sheetsOfExport.set(name, (sheets = sheetsOf(file)));
      for (const sheet of sheets) needed.add(sheet);
    }
    return order.filter((sheet) => needed.has(sheet));
  };
}

/** The app's source files, tests and fixtures left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every sheet the app's sources need, the base first, in Mantine's order: the layers' declared order. */
export function layerOrder(root: string, sources: readonly string[]): string[] {
  const sheetsFor = createStyleResolver(root);
  const used = new Set(sources.flatMap((source) => sheetsFor(mantineImports(source))));
  return [
    ...baseSheets,
    ...sheetOrder(root).filter((sheet) => used.has(sheet) && !baseSheets.includes(sheet as never)),
  ];
}

/** The statement that declares every layer in order; a later one with the same list changes nothing. */
export function layerDeclaration(layers: readonly string[]): string {
  return `@layer ${layers.map(layerOf).join(', ')};\n`;
}

export function mantineStyles(sourceFolder: string): Plugin[] {
  const root = mantineRoot();
  const sheetsFor = createStyleResolver(root);
  let layers: string[] = [];
  let serving = false;
  return [
    {
      name: 'portal-mantine-styles',
      enforce: 'pre',
      configResolved(config) {
        serving = config.command === 'serve';
      },
      buildStart() {
        layers = layerOrder(
          root,
          sourceFiles(sourceFolder).map((file) => readFileSync(file, 'utf8')),
        );
      },
      transform(code, id) {
        const sheet = /\/@mantine\/core\/styles\/([\w-]+)\.css(?:\?|$)/.exec(id)?.[1];
        if (sheet) {
          // In development every sheet is a style element in import order: the first, baseline, declares the order.
          const declaration = serving && sheet === baseSheets[0] ? layerDeclaration(layers) : '';
          return { code: `${declaration}@layer ${layerOf(sheet)} {\n${code}\n}\n`, map: null };
        }
        if (!id.startsWith(sourceFolder) || !/\.tsx?$/.test(id) || !code.includes('@mantine/core')) return undefined;
        const sheets = sheetsFor(mantineImports(code));
        if (sheets.length === 0) return undefined;
        return { code: `${sheets.map((name) => `import '${stylesImport}${name}.css';`).join('')}${code}`, map: null };
      },
    },
    {
      name: 'portal-mantine-styles-order',
      enforce: 'post',
      apply: 'build',
      // Each style file that holds a component's layer declares the whole order first, so whichever loads first
      // places every layer; the first load holds only the base layers, which come first anyway.
      generateBundle(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const source = String(file.source);
          if (hasComponentLayer(source)) file.source = `${layerDeclaration(layers)}${source}`;
        }
      },
    },
  ];
}

/** True when a style file holds a Mantine component's layer (not only the base ones). */
export function hasComponentLayer(css: string): boolean {
  return [...css.matchAll(/@layer\s+mantine-([\w-]+)\s*\{/g)].some(
    (match) => !baseSheets.includes(match[1] as (typeof baseSheets)[number]),
  );
}
