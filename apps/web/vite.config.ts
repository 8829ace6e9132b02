import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  // changeOrigin off: the server refuses a POST whose Origin is not its own Host (cross-site protection).
  server: { proxy: { '/api': { target: apiServer, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiServer, changeOrigin: false } } },
  build: {
    // The server serves dist/ and injects the brand into dist/index.html.
    outDir: 'dist',
    emptyOutDir: true,
    // Every area is its own lazy chunk; the entry holds the shell only (ARCHITECTURE §9 budget).
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports preloads modules itself; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
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
