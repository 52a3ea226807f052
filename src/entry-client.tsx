import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import '@/app/register-chunk-reload';
import { preloadRoute } from '@/app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

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
  const hydrate = () => hydrateRoot(container, app);
  preloadRoute(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
}
