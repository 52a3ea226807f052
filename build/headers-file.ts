import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';
import { type HeaderRule, headerRules, headersFileText } from './security-headers';

/** Files the prerender step writes at the top of the build after this plugin has run. */
const generatedStaticFiles = ['robots.txt', 'sitemap.xml'];

/**
 * The unhashed files at the top of the build: the entries of Vite's public folder (folders with a trailing slash)
 * and the files the prerender step writes.
 */
function staticEntries(publicDir: string): string[] {
  const copied =
    publicDir && existsSync(publicDir)
      ? readdirSync(publicDir, { withFileTypes: true })
          .filter((entry) => !entry.name.startsWith('.') && !entry.name.startsWith('_'))
          .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
      : [];
  return [...copied, ...generatedStaticFiles];
}

/** This site's header rules: its routes (`src/config/paths.ts`), its public files and the given Supabase URL. */
export function siteHeaderRules(options: {
  supabaseUrl?: string;
  publicDir: string;
  assetsDir: string;
}): HeaderRule[] {
  return headerRules({
    supabaseUrl: options.supabaseUrl,
    assetsDir: options.assetsDir,
    staticEntries: staticEntries(options.publicDir),
    routePaths: Object.values(paths).map((route) => route.path),
  });
}

/**
 * Writes `<distDir>/_headers` in the client build: the response headers of build/security-headers.ts, with the
 * Content-Security-Policy allowing this build's `VITE_SUPABASE_URL` (Vite's resolved env: `.env*` files and the
 * process environment).
 */
export function headersFilePlugin(distDir: string): Plugin {
  let isServerBuild = false;
  let text = '';
  return {
    name: 'doorkeep-headers-file',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
      if (isServerBuild) return;
      // Computed here, so a malformed Supabase URL or an overlapping rule stops the build before it writes anything.
      text = headersFileText(
        siteHeaderRules({
          supabaseUrl: config.env.VITE_SUPABASE_URL as string | undefined,
          publicDir: config.publicDir,
          assetsDir: config.build.assetsDir,
        }),
      );
    },
    async writeBundle() {
      if (isServerBuild) return;
      await fs.writeFile(path.join(distDir, '_headers'), text);
    },
  };
}
