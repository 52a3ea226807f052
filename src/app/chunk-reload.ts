/**
 * Recovery from a stale deploy. A tab opened before a deploy still asks for the route chunks of the old build; once
 * the host has replaced them the import fails and the page would stay blank. The page reloads instead, which fetches
 * the new HTML and chunks. It reloads at most once per path within `chunkReloadWindowMs` (remembered in
 * sessionStorage, so it survives the reload): a chunk that fails again is a real outage, and the error boundary shows
 * its friendly page rather than reloading in a loop.
 */

const storageKey = 'doorkeep:chunk-reload';

/** How long after a reload the same path counts as already retried. */
export const chunkReloadWindowMs = 30_000;

// Chromium: "Failed to fetch dynamically imported module"; Firefox: "error loading dynamically imported module";
// Safari: "Importing a module script failed"; Vite's CSS preload: "Unable to preload CSS for …".
const chunkErrorPattern =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

let reloadPending = false;

/** True when `error` is a failed dynamic import (a missing or unreachable chunk), whichever browser reported it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(error.message);
}

/** True once this page has started a reload for a failed chunk; what renders until it unloads does not matter. */
export function isChunkReloadPending(): boolean {
  return reloadPending;
}

type ReloadStamp = { path: string; at: number };

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStamp(storage: Storage): ReloadStamp | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { path, at } = value as Partial<ReloadStamp>;
    return typeof path === 'string' && typeof at === 'number' ? { path, at } : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page for a failed chunk unless the browser is offline or this path was already reloaded for one
 * within the window. Returns
 * whether a reload is under way. Without sessionStorage there is no guard against a loop, so it never reloads.
 */
export function reloadForFailedChunk(): boolean {
  if (reloadPending) return true;
  // Offline, a reload only swaps the page for the browser's own offline screen; the error page waits for the
  // connection instead and reloads then.
  if (navigator.onLine === false) return false;
  const storage = sessionStore();
  if (!storage) return false;
  const path = window.location.pathname;
  const now = Date.now();
  const last = readStamp(storage);
  if (last && last.path === path && now - last.at >= 0 && now - last.at < chunkReloadWindowMs) return false;
  try {
    storage.setItem(storageKey, JSON.stringify({ path, at: now } satisfies ReloadStamp));
  } catch {
    return false;
  }
  reloadPending = true;
  window.location.reload();
  return true;
}

let registered = false;

/**
 * Listens for Vite's `vite:preloadError`, which the build fires on window when a dynamic import (or a file it
 * preloads) fails; calling preventDefault() keeps Vite from throwing the error. Source: Vite guide, "Building for
 * Production › Load Error Handling" (https://vite.dev/guide/build#load-error-handling). When no reload is allowed the
 * error is left to reach the page's error boundary. Returns a function that stops listening.
 */
export function registerChunkReload(): () => void {
  if (registered || typeof window === 'undefined') return () => {};
  registered = true;
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    if (reloadForFailedChunk()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    registered = false;
  };
}
