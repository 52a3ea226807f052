import { firstTouchKey, landingKey } from '../attribution';
import { heldAttribute, heldControls, islandAttributes } from './attributes';

// A prerendered page's only script tag. A script the HTML names is fetched before the first paint, and on a slow
// phone even a few kilobytes then push the paint back; so the page's script starts only once the page has painted.
// Until the runtime takes over, this holds what a visitor does inside an island that is not live yet.

/** Attributes of the loader's `<script>`: the page's entry module, and the modules it imports, to fetch alongside. */
const pageLoaderAttributes = { src: 'data-src', preload: 'data-preload' } as const;

/**
 * The loader's text, served inline (the Content-Security-Policy allows exactly this text by its hash, so it must not
 * change per page or per build). Plain JavaScript: it runs before any module. It:
 * - holds a click on a control or a form sent inside an island that is neither live nor failed, and passes it on,
 *   with any focus or pointer press there (a sign the visitor is about to use it), to the runtime: it takes the
 *   queue with `window.doorkeepHeldEvents(take)` and is handed later ones directly;
 * - marks the control pressed (the button that sent the form) as held and busy, so the press shows it was taken; a
 *   second press is held too and changes nothing;
 * - imports the entry after the first contentful paint (or after 1.5 s, for a tab that never paints in the
 *   background or a browser without the Paint Timing API), preloading its imports at the same time;
 * - on a first visit, keeps the landing page's query and referrer as they are, for the entry to clean into the
 *   visitor's first touch (src/lib/attribution.ts): a visitor may leave the page before the entry runs.
 */
export const pageLoaderScript = `(() => {
  const script = document.currentScript;
  try {
    if (localStorage.getItem('${firstTouchKey}') === null && localStorage.getItem('${landingKey}') === null) {
      localStorage.setItem('${landingKey}', JSON.stringify({ search: location.search, referrer: document.referrer }));
    }
  } catch {}
  const queue = [];
  let take = null;
  const pass = (event) => {
    if (take) take(event);
    else queue.push(event);
  };
  const islandWaiting = (target) => {
    const island = target instanceof Element ? target.closest('[${islandAttributes.name}]') : null;
    const state = island && island.getAttribute('${islandAttributes.state}');
    return island && state !== 'live' && state !== 'failed' ? island : null;
  };
  const hold = (event) => {
    const island = islandWaiting(event.target);
    if (!island) return;
    let control = event.submitter;
    if (event.type === 'click') {
      control = event.target.closest('${heldControls}');
      if (!control || !island.contains(control) || (control.type === 'submit' && control.form)) return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (control) {
      control.setAttribute('${heldAttribute}', '');
      control.setAttribute('aria-busy', 'true');
      control.setAttribute('aria-disabled', 'true');
    }
    pass(event);
  };
  const announce = (event) => {
    if (islandWaiting(event.target)) pass(event);
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('focusin', announce, true);
  addEventListener('pointerdown', announce, true);
  window.doorkeepHeldEvents = (taker) => {
    take = taker;
    queue.splice(0).forEach(taker);
  };
  const entry = script && script.getAttribute('${pageLoaderAttributes.src}');
  if (!entry) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of (script.getAttribute('${pageLoaderAttributes.preload}') || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  setTimeout(load, 1500);
  if (typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  }
})();`;

/** The loader's tag for an entry module and the modules it imports. */
export function pageLoaderTag(entry: string, preloads: string[]): string {
  const preload = preloads.length > 0 ? ` ${pageLoaderAttributes.preload}="${preloads.join(' ')}"` : '';
  return `<script ${pageLoaderAttributes.src}="${entry}"${preload}>${pageLoaderScript}</script>`;
}
