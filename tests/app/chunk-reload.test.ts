import { afterEach, describe, expect, it, vi } from 'vitest';

const cleanups: Array<() => void> = [];

/** Simulates one page load at `pathname`: a fresh copy of the module, registered as the client entry does. */
async function loadPage(pathname: string) {
  // The previous page is gone, and its listener with it.
  cleanups.splice(0).forEach((stop) => stop());
  vi.resetModules();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname, reload });
  const chunkReload = await import('@/app/chunk-reload');
  cleanups.push(chunkReload.registerChunkReload());
  return { chunkReload, reload };
}

function failChunk() {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload: new TypeError('Failed to fetch dynamically imported module: /assets/pricing-abc.js') });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => {
  cleanups.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('reload for a chunk a deploy replaced', () => {
  it('reloads the page once and keeps Vite from throwing the import error', async () => {
    const { chunkReload, reload } = await loadPage('/pricing');
    const event = failChunk();
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    expect(chunkReload.isChunkReloadPending()).toBe(true);

    // Other chunks failing while the page unloads do not reload it again.
    failChunk();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again when the same path fails right after its reload, and lets the error through', async () => {
    await loadPage('/pricing');
    failChunk();

    const { chunkReload, reload } = await loadPage('/pricing');
    const event = failChunk();
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(chunkReload.isChunkReloadPending()).toBe(false);
  });

  it('reloads again for another path, and for the same path once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loadPage('/pricing');
    failChunk();

    const other = await loadPage('/about');
    failChunk();
    expect(other.reload).toHaveBeenCalledOnce();

    const { chunkReloadWindowMs } = await import('@/app/chunk-reload');
    vi.advanceTimersByTime(chunkReloadWindowMs);
    const later = await loadPage('/about');
    failChunk();
    expect(later.reload).toHaveBeenCalledOnce();
  });

  it('never reloads without sessionStorage, which is what stops a reload loop', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    try {
      const { reload } = await loadPage('/pricing');
      const event = failChunk();
      expect(reload).not.toHaveBeenCalled();
      expect(event.defaultPrevented).toBe(false);
    } finally {
      // The shared teardown clears sessionStorage, so it must be back before it runs.
      vi.unstubAllGlobals();
    }
  });
});

describe('isChunkLoadError', () => {
  it('recognises a failed dynamic import as each browser words it, and nothing else', async () => {
    const { isChunkLoadError } = await import('@/app/chunk-reload');
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
