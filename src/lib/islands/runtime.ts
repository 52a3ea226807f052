import type { ComponentType } from 'react';
import { whenIdleAfterLoad, whenNearViewport } from '@/lib/idle';
import { heldAttribute, heldControls, islandAttributes, islandFailureClasses, islandFailureText, type IslandMoment } from './attributes';

declare global {
  interface Window {
    /** Set by the page loader (./page-loader.ts): hands over the events held so far, and every later one. */
    doorkeepHeldEvents?: (take: (event: Event) => void) => void;
  }
}

/** Loads an island's component by its name; the app's registry (src/app/island-registry.tsx) answers. */
export type IslandLoader = (name: string) => Promise<ComponentType<never> | undefined>;

/**
 * Hydrates one island: React and the component arrive here only when the island's moment comes. Kept behind a
 * dynamic import so a page whose islands are all below the fold runs no React at all until then.
 */
const loadHydrator = () => import('./hydrate');

/** What a visitor did inside an island before it was live, to be done again once it is. */
type Pending = { click?: HTMLElement; submit?: { form: HTMLFormElement; submitter: HTMLElement | null } };

/**
 * Starts every island on a prerendered page at the moment it declares. Until an island is live, the page loader
 * (./page-loader.ts) holds a click on one of its controls and a form sent inside it, and passes on a focus or a
 * pointer press there; the runtime starts the island and does what was held again once it is live (a link is left
 * to the browser: it works without script). What was typed, chosen or ticked in its fields is kept by the hydrator.
 */
export function startIslands(load: IslandLoader, root: ParentNode = document) {
  const islands = new Map<Element, (event: Event) => void>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    islands.set(element, startIsland(element, load));
  }
  window.doorkeepHeldEvents?.((event) => {
    const element = event.target instanceof Element ? event.target.closest(`[${islandAttributes.name}]`) : null;
    if (element) islands.get(element)?.(event);
  });
}

/** Starts one island at its moment; returns what takes an event the page loader passed on from inside it. */
function startIsland(element: HTMLElement, load: IslandLoader): (event: Event) => void {
  const pending: Pending = {};
  let started = false;
  const cancelers: Array<() => void> = [];

  const start = () => {
    if (started) return;
    started = true;
    cancelers.forEach((cancel) => cancel());
    void hydrateIsland(element, load).then((live) => {
      // The island's own state shows what the press does from here (or the failure notice stands in its place).
      releaseHeld(element);
      if (live) replay(pending);
    });
  };

  // The page loader passes on any sign that the visitor is about to use the island; by itself it starts at its
  // moment. The loader has waited for the first paint, so nothing here competes with it.
  const when = element.getAttribute(islandAttributes.when) as IslandMoment | null;
  // At most two seconds after the load: a page that stays busy still gets its header soon.
  if (when === 'idle') cancelers.push(whenIdleAfterLoad(start, 2000));
  else if (when === 'visible') cancelers.push(whenNearViewport(boxesOf(element), start, '200px'));
  else element.addEventListener('pointerover', start, { once: true, passive: true });

  return (event) => {
    if (event instanceof SubmitEvent && event.target instanceof HTMLFormElement) {
      pending.submit = { form: event.target, submitter: event.submitter };
    } else if (event.type === 'click' && event.target instanceof Element) {
      pending.click = event.target.closest<HTMLElement>(heldControls) ?? undefined;
    }
    start();
  };
}

/**
 * The island's wrapper takes no box (`display: contents`), so an IntersectionObserver never sees it: its children,
 * which do have boxes, are what comes into view.
 */
function boxesOf(element: HTMLElement): Element[] {
  const children = [...element.children];
  return children.length > 0 ? children : [element];
}

async function hydrateIsland(element: HTMLElement, load: IslandLoader): Promise<boolean> {
  const name = element.getAttribute(islandAttributes.name) ?? '';
  element.setAttribute(islandAttributes.state, 'loading');
  try {
    const [{ hydrate }, component] = await Promise.all([loadHydrator(), load(name)]);
    if (!component) throw new Error(`No island is registered as "${name}".`);
    const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object;
    return await hydrate(element, component as ComponentType<object>, props);
  } catch (error) {
    console.error(`The "${name}" island could not load.`, error);
    element.setAttribute(islandAttributes.state, 'failed');
    element.append(failureNotice());
    return false;
  }
}

/**
 * Said where an island whose code did not arrive stands. Its prerendered HTML stays: it still reads, and its links
 * still work; only what needed the script does not.
 */
export function failureNotice(): HTMLElement {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = islandFailureClasses;
  notice.textContent = islandFailureText;
  return notice;
}

/** Takes off the marks the page loader put on the controls whose press it held (./page-loader.ts). */
function releaseHeld(element: HTMLElement) {
  for (const control of element.querySelectorAll(`[${heldAttribute}]`)) {
    control.removeAttribute(heldAttribute);
    control.removeAttribute('aria-busy');
    control.removeAttribute('aria-disabled');
  }
}

/** Does again what the visitor did before the island was live: the click, or sending the form (once). */
function replay({ click, submit }: Pending) {
  if (submit?.form.isConnected) {
    const { form, submitter } = submit;
    // A submitter that is not one of the form's own buttons would make requestSubmit throw.
    form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined);
  } else if (click?.isConnected) {
    click.click();
  }
}
