import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { hydrateInStages } from '@/lib/staged-hydration';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * `<html data-hydrated="true">` says the whole page is live: hydrated including its deferred sections, or rendered
 * from scratch. It is an app-level signal that does not depend on the renderer's internals (the browser runs Preact,
 * whose DOM nodes carry none of React's `__react*` keys): end-to-end tests wait for it before typing into
 * prerendered fields.
 */
function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/** Marks the client-only shell once it has committed. */
function RenderedSignal() {
  useEffect(markHydrated, []);
  return null;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages arrive with their HTML and are hydrated once their page's module is here, so hydration never
// suspends and the server HTML stays on screen; the client-only shell is rendered from scratch at once (its
// loading state is what it shows first anyway). A module that fails to load is left to the lazy route to retry.
if (container.firstElementChild) {
  const hydrate = () => void hydrateInStages(() => hydrateRoot(container, app)).then(markHydrated);
  // In a task of its own, not in the one that evaluates the app's modules: asking for the route's chunks adds a
  // module preload link per chunk (vite.config.ts), and together they would make that task a long one on a phone.
  setTimeout(() => preloadRoute(window.location.pathname).then(hydrate, hydrate), 0);
} else {
  createRoot(container).render(
    <>
      {app}
      <RenderedSignal />
    </>,
  );
}
