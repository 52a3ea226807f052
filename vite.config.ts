/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { headersFilePlugin } from './build/headers-file';
import { devPageRenderer } from './build/dev-pages';
import { prerenderPlugin, serverDirFor } from './build/prerender';
import { assertNoRetiredSettings } from './build/retired-settings';
import { staticHostPreview } from './build/static-host';
import { timeouts as vitestTimeouts } from './tests/timeouts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where builds go; tests build into their own folder so parallel runs never share one. */
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const serverDir = serverDirFor(distDir);

/**
 * Unit test files that replace a module (vi.mock, vi.doMock, vi.resetModules): they need a module graph of their own,
 * so they run in the isolated project; every other unit file shares its worker's environment.
 */
const filesThatReplaceModules = readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith(`backend${path.sep}`))
  .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(root, 'tests', file), 'utf8')))
  .map((file) => `tests/${file.split(path.sep).join('/')}`);

/**
 * The web-vitals bench's baseline: the same pages rendered in the browser from the app shell
 * (src/entry-client-rendered.tsx), built on its own with DOORKEEP_CLIENT_RENDERED=1.
 */
const clientRenderedBaseline = process.env.DOORKEEP_CLIENT_RENDERED === '1';

function clientRenderedEntry(): Plugin {
  return {
    name: 'doorkeep-client-rendered-baseline',
    transformIndexHtml: (html) => html.replace('/src/entry-client.tsx', '/src/entry-client-rendered.tsx'),
  };
}

const htmlEntries: Record<string, string> = clientRenderedBaseline
  ? { app: path.resolve(root, 'index.html') }
  : { app: path.resolve(root, 'index.html'), page: path.resolve(root, 'page.html') };

export default defineConfig(({ command, mode, isSsrBuild, isPreview }) => {
  // The .env files and the process's VITE_ variables, as the app would see them.
  assertNoRetiredSettings(loadEnv(mode, root, 'VITE_'));
  return {
    plugins: [
      react(),
      tailwindcss(),
      prerenderPlugin(distDir),
      devPageRenderer(),
      staticHostPreview(distDir),
      headersFilePlugin(distDir),
      ...(clientRenderedBaseline ? [clientRenderedEntry()] : []),
    ],
    resolve: {
      alias: [{ find: '@', replacement: path.resolve(root, 'src') }],
    },
    define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())) },
    // The dev server renders the marketing pages per request (build/dev-pages.ts) and falls back to the app shell,
    // index.html, for the rest; preview serves files the way the host will.
    appType: command === 'serve' && !isPreview ? 'spa' : 'mpa',
    build: {
      outDir: isSsrBuild ? serverDir : distDir,
      emptyOutDir: true,
      // Every browser the site supports preloads modules natively; the polyfill would be one more script before the
      // first paint of every page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Two documents: the app's shell (index.html, written out as app.html) and the template of every
        // prerendered page (page.html), each with its own entry.
        input: isSsrBuild ? undefined : htmlEntries,
        output: {
          // React in one chunk of its own: every island and the app share it, and it stays cached across deploys
          // that change only our code.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
              // The icons of the header and the Reserve My Spot button, with lucide's shared code, in one file: they
              // load on every page, and one small file each would be half a dozen requests.
              {
                name: 'frame-icons',
                priority: 2,
                test: /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/]|icons[\\/](chevron-down|menu|x|arrow-right|layout-dashboard)\.mjs)/,
              },
              // The header and Reserve My Spot, which every page hydrates, with what they use (session, settings), in
              // one file instead of a dozen small ones.
              {
                name: 'frame',
                priority: 1,
                test: /src[\\/](components[\\/](layout[\\/](header|login-menu|mobile-menu|nav-link|nav-items|logo|site-header|use-scrolled-past)|ui[\\/](button|site-link|section|spinner)|marketing[\\/]reserve-spot-button)|lib[\\/](cn|hooks[\\/]use-(focus-trap|body-scroll-lock|reserve-spot-link)))\.tsx?$/,
              },
              // What a prerendered page's script imports (src/entry-page.ts), in one file rather than one per module:
              // each would be one more request before the page's first paint.
              {
                name: 'page-runtime',
                priority: 3,
                test: /src[\\/]lib[\\/](attribution|idle|islands[\\/](attributes|runtime)|submissions[\\/]outbox-key)\.ts$|vite[\\/]preload-helper/,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      // Vitest 4.1's run mode starts one worker fewer than the cores (getDefaultThreadsCount in vitest's cli-api
      // chunk: availableParallelism() - 1), which is a single worker on a 2-core machine; two keep both cores busy.
      pool: 'threads',
      maxWorkers: 2,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // One project per kind of work, each with its own time limits (tests/timeouts.ts).
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // One jsdom and one module graph per worker instead of per file: building a fresh environment for each
            // file cost more than all the unit tests themselves. setup.ts resets what tests share (DOM, storage,
            // mocks, stubbed globals) after each test; files that replace modules run isolated below.
            isolate: false,
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/backend/**', 'tests/build/dev-pages.test.ts', ...filesThatReplaceModules],
            testTimeout: vitestTimeouts.unit,
            hookTimeout: vitestTimeouts.unit,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-isolated',
            include: filesThatReplaceModules,
            testTimeout: vitestTimeouts.unit,
            hookTimeout: vitestTimeouts.unit,
          },
        },
        {
          extends: true,
          test: {
            name: 'backend',
            include: ['tests/backend/**/*.test.ts', 'tests/build/dev-pages.test.ts'],
            // The backend tests start Deno, which needs the functions' npm imports.
            globalSetup: ['tests/global-setup.ts'],
            testTimeout: vitestTimeouts.backend,
            hookTimeout: vitestTimeouts.stackStart,
          },
        },
      ],
    },
  };
});
