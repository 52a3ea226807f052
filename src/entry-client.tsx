import '@/app/register-chunk-reload';
import './styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { captureFirstTouch } from '@/lib/attribution';

// A visitor may land on the app's own pages (sign-up, log-in) from a tagged link as well as on a marketing page.
captureFirstTouch();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** `<html data-hydrated="true">`: the app has committed its first render (end-to-end tests wait for it). */
function RenderedSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
      <RenderedSignal />
    </BrowserRouter>
  </StrictMode>,
);
