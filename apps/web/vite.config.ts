import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, minify as minifyScript, transformWithOxc } from 'vite';
import type { Plugin } from 'vite';
import { mantineStyles } from './mantine-styles';

/** The portal server (apps/server) answers /api in development. */
const apiServer = 'http://127.0.0.1:3000';

/**
 * What a production bundle takes in place of a package's default entry (dev keeps the defaults and their warnings).
 * React Router 7 ships a production build beside the development one, but its package exports only the development
 * build, whose warnings a bundle would carry (remix-run/react-router#12532).
 */
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: join(
      dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

/**
 * Where the hashed build output goes (and is served from, /_build/; the server's spa.ts names the same folder). Not
 * Vite's default `assets`: /assets/* are SPEC §2 routes, which must open by their address and survive a reload.
 */
export const builtFilesFolder = '_build';

/** The service worker's source; it is served at the site root as /service-worker.js (SPEC §7). */
export const serviceWorkerSource = join(dirname(fileURLToPath(import.meta.url)), 'src/service-worker.ts');
const serviceWorkerFile = 'service-worker.js';

/**
 * The service worker as the browser loads it: a classic script of its own, types stripped, wrapped in a function so
 * nothing leaks into the worker's global scope. It must stand alone (no bundling, no shared chunk, no hash in its
 * name, which must stay the same for the browser to update it), so a runtime import is refused.
 */
export async function compileServiceWorker(minify: boolean): Promise<string> {
  const source = await readFile(serviceWorkerSource, 'utf8');
  if (/^\s*(import|export)\s+(?!type\b)/m.test(source) || /\bimport\s*\(/.test(source)) {
    throw new Error(`${serviceWorkerSource} must stand alone: only type-only imports, no exports`);
  }
  // Oxc strips the types and the type-only imports, leaving an `export {}` that keeps a module a module: a classic
  // script cannot hold it (the check above refuses any real export). The function wraps the rest, as esbuild's iife did.
  const stripped = await transformWithOxc(source, serviceWorkerSource, { lang: 'ts', target: 'es2022' });
  const code = `(() => {\n${stripped.code.replace(/^export \{\};?$/m, '')}})();\n`;
  if (!minify) return code;
  const minified = await minifyScript(serviceWorkerFile, code, { module: false, compress: { target: 'es2022' } });
  if (minified.errors.length > 0) throw new Error(minified.errors.map((error) => error.message).join('\n'));
  return minified.code;
}

/** Emits dist/service-worker.js on build, and serves it at /service-worker.js in development. */
function serviceWorker(): Plugin {
  return {
    name: 'portal-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${serviceWorkerFile}`, (_request, response, next) => {
        compileServiceWorker(false).then((code) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: serviceWorkerFile, source: await compileServiceWorker(true) });
    },
  };
}

/**
 * The file name of a texts chunk (ADR 027), e.g. `texts-funds-trading-zh-hk-<hash>.js` for
 * `src/features/funds/trading/i18n-zh-hk.ts`, `texts-first-load-zh-cn-<hash>.js` for the first load's Chinese: the
 * bench adds up the texts a page downloads by this name. Other chunks keep Vite's name.
 */
export function textsChunkFileName(facadeModuleId: string | null): string | undefined {
  const match =
    /\/src\/(?:features\/|app\/|shared\/)?((?:[\w-]+\/)*)i18n(-resources|-[a-z]+)?(-zh-hk|-zh-cn)?\.ts$/.exec(
      facadeModuleId ?? '',
    );
  if (!match) return undefined;
  const [, folders = '', part = '', language = '-en'] = match;
  const area =
    part === '-resources' ? 'first-load' : `${folders.replaceAll('/', '-')}${part.slice(1)}`.replace(/-$/, '');
  return `${builtFilesFolder}/texts-${area}${language}-[hash].js`;
}

export default defineConfig(({ command }) => ({
  plugins: [mantineStyles(join(dirname(fileURLToPath(import.meta.url)), 'src')), react(), serviceWorker()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  // changeOrigin off: the server refuses a POST whose Origin is not its own Host (cross-site protection).
  server: { proxy: { '/api': { target: apiServer, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiServer, changeOrigin: false } } },
  build: {
    // The server serves dist/ and injects the brand into dist/index.html.
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: builtFilesFolder,
    // Every area is its own lazy chunk; the entry holds the shell only (ARCHITECTURE §9 budget).
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports preloads modules itself; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    // Rolldown warns of neither notice Rollup's `onwarn` silenced here (the "use client" directives of React Router and
    // Mantine, zod's pure annotations), so no filter is needed.
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => textsChunkFileName(chunk.facadeModuleId) ?? `${builtFilesFolder}/[name]-[hash].js`,
      },
    },
  },
}));
