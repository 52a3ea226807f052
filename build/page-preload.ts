/** One chunk of Vite's build manifest (`build.manifest`), keyed by source file relative to the project. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;

/** The chunk keys `key` loads: itself and every chunk it imports statically, transitively. */
function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The files of the page module `pageKey` and of the chunks it imports, minus those the entry loads already (the
 * entry's script tag and Vite's own modulepreload links fetch those).
 */
export function pageChunkFiles(manifest: BuildManifest, pageKey: string): string[] {
  if (!manifest[pageKey]) throw new Error(`The build manifest has no chunk for ${pageKey}.`);
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) staticClosure(manifest, key, entryKeys);
  return [...staticClosure(manifest, pageKey)]
    .filter((key) => !entryKeys.has(key))
    .map((key) => manifest[key].file);
}

/**
 * Modulepreload links for `files`, the way Vite writes its own (crossorigin, so the module request reuses them). The
 * browser fetches the page's chunks beside the entry rather than after it has run, so hydration starts sooner.
 */
export function modulePreloadLinks(files: string[], base = '/'): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
}
