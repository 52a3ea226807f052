import { createHash } from 'node:crypto';
import { pageLoaderScript, pageLoaderTag } from '../src/lib/islands/page-loader';

const moduleScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
/** Vite's own client in the dev server, which must load as it is. */
const viteClient = '/@vite/client';

/**
 * The page template with its entry script, and the module preloads Vite wrote for it, replaced by the inline page
 * loader (src/lib/islands/page-loader.ts), which fetches them only once the page has painted.
 */
export function withPageLoader(template: string): string {
  const entries = [...template.matchAll(moduleScript)].map((match) => match[1]!).filter((src) => src !== viteClient);
  if (entries.length !== 1) throw new Error(`The page template must load one entry script, not ${entries.length}.`);
  const preloads = [...template.matchAll(modulePreload)].map((match) => match[1]!);
  const tag = pageLoaderTag(entries[0]!, preloads);
  return template
    .replace(moduleScript, (whole: string, src: string) => (src === viteClient ? whole : `${tag}\n    `))
    .replace(modulePreload, '');
}

/** The page loader's Content-Security-Policy source: it is inline, so it is allowed by its hash (CSP Level 3, "hash-source"). */
export const pageLoaderHashSource = `'sha256-${createHash('sha256').update(pageLoaderScript, 'utf8').digest('base64')}'`;
