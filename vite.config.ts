/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { headersFilePlugin } from './build/headers-file';
import { prerenderPlugin, serverDirFor } from './build/prerender';
import { assertNoRetiredSettings } from './build/retired-settings';
import { staticHostPreview } from './build/static-host';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where builds go; tests build into their own folder so parallel runs never share one. */
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const serverDir = serverDirFor(distDir);

/**
 * The browser runs Preact (preact/compat) instead of React: it is about a tenth of react-dom's size, which is what
 * brings the home page under issue 16's 90 KB budget. Aliased for the client build and the dev server, so what
 * developers run is what ships. Not aliased:
 * - for the SSR build: the prerender only emits HTML with React's `prerender`, and Preact hydrates that HTML;
 * - for Vitest: unit tests keep React 19 and @testing-library/react (built for React's `act` and root API). They
 *   therefore check component logic under React, not Preact's behaviour; browser behaviour under Preact is what
 *   the Playwright suite checks, since it runs against the production client build.
 * preact/compat's entry points (preact/compat/package.json, preact's package.json "exports"):
 * `preact/compat` stands for react and react-dom, `preact/compat/client` for react-dom/client, and
 * `preact/jsx-runtime` / `preact/jsx-dev-runtime` for the automatic JSX runtime. `dedupe` resolves preact from the
 * project root, so packages that import react (react-router-dom, lucide-react) share the one Preact copy.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * React Router looks up React 19's `use` and `useOptimistic` by name and falls back when they are missing
 * (react-router/dist/production chunks: `useImpl = React[REACT_USE]; if (useImpl) … else …`). preact/compat has
 * neither, so the bundler warns that the lookups are always undefined: expected under Preact, and nothing else is
 * silenced.
 */
function quietReactRouterFeatureChecks(
  warning: { code?: string; id?: string; message: string },
  warn: (warning: { code?: string; message: string }) => void,
) {
  const featureCheck = /Import `(use|useOptimistic)` will always be undefined/.test(warning.message);
  if (warning.code === 'IMPORT_IS_UNDEFINED' && featureCheck && /react-router/.test(warning.message + (warning.id ?? ''))) return;
  warn(warning);
}

export default defineConfig(({ command, mode, isSsrBuild, isPreview }) => {
  // The .env files and the process's VITE_ variables, as the app would see them.
  assertNoRetiredSettings(loadEnv(mode, root, 'VITE_'));
  const usePreact = !isSsrBuild && !process.env.VITEST;
  return {
    plugins: [
      // React Fast Refresh patches React's renderer, which Preact does not have: with Preact, an edited component
      // reloads the page instead of refreshing in place.
      react(usePreact ? { refreshExclude: /./ } : {}),
      tailwindcss(),
      prerenderPlugin(distDir),
      staticHostPreview(distDir),
      headersFilePlugin(distDir),
    ],
    resolve: {
      alias: [{ find: '@', replacement: path.resolve(root, 'src') }, ...(usePreact ? preactAliases : [])],
      dedupe: usePreact ? ['preact'] : [],
    },
    define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())) },
    // The dev server falls back to index.html for every route; preview serves files the way the host will.
    appType: command === 'serve' && !isPreview ? 'spa' : 'mpa',
    build: {
      outDir: isSsrBuild ? serverDir : distDir,
      emptyOutDir: true,
      modulePreload: {
        // Vite preloads a dynamic import's chunks by adding a <link rel=modulepreload> per chunk, in the task that
        // imports it; measured at about a millisecond per link while a page loads. The one import where that buys
        // nothing visible is src/boot.ts loading the app after the first paint: the browser fetches the entry's
        // own imports as it parses it, and the links would have made that task a long one on a phone. Route chunks
        // keep their preloads, so a navigation fetches a page's chunks at once.
        resolveDependencies: (filename, deps) => (/(^|\/)entry-client-[\w-]+\.js$/.test(filename) ? [] : deps),
      },
      rolldownOptions: {
        onwarn: usePreact ? quietReactRouterFeatureChecks : undefined,
        output: {
          // Every lucide icon the app uses, in one chunk (about 8 KB gzip) instead of one chunk of a few hundred bytes
          // per icon: a page's script then arrives in a dozen requests instead of thirty, and the module preload
          // links that Vite adds for a route's chunks (one DOM insertion each, about a millisecond apiece while a
          // page loads) stop adding up to a long task.
          codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }] },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      // Vitest 4.1's run mode starts one worker fewer than the cores (getDefaultThreadsCount in vitest's cli-api
      // chunk: availableParallelism() - 1), which is a single worker on this 2-core machine; each file's jsdom and
      // module setup then runs one after another. Two threads took the suite from about 212 s to about 121 s here.
      pool: 'threads',
      maxWorkers: 2,
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      globalSetup: ['tests/global-setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  };
});
