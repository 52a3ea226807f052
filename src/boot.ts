import '@/app/register-chunk-reload';
import { recordEarlyInput } from '@/lib/early-input';
import './styles.css';

/**
 * The page's first script: it holds the stylesheet and loads the app once the prerendered page has painted.
 *
 * A prerendered page is readable, and its links work, before any script runs, so its script waits until the
 * browser has painted it: on a slow phone connection the app's chunks then no longer share the bandwidth with the
 * HTML and the stylesheet the first paint waits on. With Lighthouse's mobile preset (`npm run bench -- web-vitals`)
 * the prerendered pages' Largest Contentful Paint went from 0.58–0.77 of the client-rendered build's to about 0.4.
 * The client-only shell (an empty #root) has nothing to show until the app runs, so it loads the app at once.
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

/** Calls `run` once the page is live: `<html data-hydrated>`, set by the app once every part has hydrated. */
function whenLive(run: () => void) {
  const watch = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    watch.disconnect();
    run();
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * Holds a form sent before the app is live, and sends it again once the page has hydrated. Until then the browser
 * would send the form itself: a page load to the same address with the fields in the query, which drops what the
 * visitor typed and saves nothing. Returns what to call if the app cannot load (forms then work as the browser
 * makes them).
 */
function holdEarlySubmits(): () => void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
  };
  const stop = () => document.removeEventListener('submit', hold, true);
  document.addEventListener('submit', hold, true);
  whenLive(() => {
    stop();
    if (!held?.form.isConnected) return;
    const { form, submitter } = held;
    // A submitter that is not one of the form's own buttons would make requestSubmit throw.
    form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined);
  });
  return stop;
}

const root = document.getElementById('root');
// Typing into a prerendered field before the app is live is kept (lib/hooks/use-early-input.ts).
whenLive(recordEarlyInput());
const releaseForms = holdEarlySubmits();
const start = () =>
  void loadApp().catch((error: unknown) => {
    releaseForms();
    throw error;
  });
if (root?.firstElementChild) afterFirstContentfulPaint(start);
else start();
