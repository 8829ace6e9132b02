import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, transformWithEsbuild } from 'vite';
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
  const result = await transformWithEsbuild(source, serviceWorkerSource, {
    loader: 'ts',
    format: 'iife',
    target: 'es2022',
    minify,
  });
  return result.code;
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
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => textsChunkFileName(chunk.facadeModuleId) ?? `${builtFilesFolder}/[name]-[hash].js`,
      },
      onwarn(warning, warn) {
        // React Router and Mantine mark their modules "use client" for React Server Components; a browser bundle
        // has nothing to do with it, so the notice is noise.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // zod explains its own pure annotations in comments Rollup cannot place; they change nothing.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
}));
