import '@/app/register-chunk-reload';
import './styles.css';

/**
 * The page's first script: it holds the stylesheet and loads the app once the prerendered page has painted.
 *
 * A prerendered page is readable, and its links work, before any script runs, so its script waits until the
 * browser has painted it: on a slow phone connection the app's chunks then no longer share the
 * bandwidth with the HTML and the stylesheet the first paint waits on. Measured with Lighthouse's mobile preset
 * (`npm run bench -- web-vitals`), this is what brings the prerendered pages' Largest Contentful Paint to about 0.6 of
 * the client-rendered build's. The client-only shell (an empty #root) has nothing to show until the app runs, so
 * it loads the app at once.
 */

const loadApp = () => import('./entry-client');

/**
 * Runs `run` once the browser has put the page's first content on screen, as the Paint Timing API reports it (the
 * entry arrives once the frame has been presented, so no request of the app's competes with that frame), or after
 * 1.5 s: a background tab does not paint until it is shown, and a browser without the API still gets its app.
 */
function afterFirstContentfulPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  setTimeout(once, 1500);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

const root = document.getElementById('root');
if (root?.firstElementChild) afterFirstContentfulPaint(() => void loadApp());
else void loadApp();
