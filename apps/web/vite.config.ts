import { defineConfig } from 'vite';

/** The portal server (apps/server) answers /api in development. */
const apiServer = 'http://127.0.0.1:3000';

/*
 * No @vitejs/plugin-react: it is hoisted to the repository root, where it finds the root's vite 8 (the one vitest
 * uses) and switches to vite 8's native refresh plugin, which this app's vite 7 dev server refuses. esbuild compiles
 * the JSX (tsconfig "jsx": "react-jsx"), so builds are the same; `vite dev` reloads the page on a change instead of
 * refreshing components in place.
 */
export default defineConfig({
  server: { proxy: { '/api': apiServer } },
  preview: { proxy: { '/api': apiServer } },
  build: {
    // The server serves dist/ and injects the brand into dist/index.html.
    outDir: 'dist',
    emptyOutDir: true,
    // Every area is its own lazy chunk; the entry holds the shell only (ARCHITECTURE §9 budget).
    chunkSizeWarningLimit: 600,
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
});
