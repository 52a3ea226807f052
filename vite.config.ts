/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { headersFilePlugin } from './build/headers-file';
import { prerenderPlugin, serverDirFor } from './build/prerender';
import { staticHostPreview } from './build/static-host';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where builds go; tests build into their own folder so parallel runs never share one. */
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const serverDir = serverDirFor(distDir);

export default defineConfig(({ command, isSsrBuild, isPreview }) => ({
  plugins: [react(), tailwindcss(), prerenderPlugin(distDir), staticHostPreview(distDir), headersFilePlugin(distDir)],
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())) },
  // The dev server falls back to index.html for every route; preview serves files the way the host will.
  appType: command === 'serve' && !isPreview ? 'spa' : 'mpa',
  build: {
    outDir: isSsrBuild ? serverDir : distDir,
    emptyOutDir: true,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
