import { Children, isValidElement, Suspense, type ReactElement, type ReactNode } from 'react';

/**
 * Hydration in stages, so a prerendered page never blocks the main thread for long.
 *
 * Hydrating the whole home page at once was one task of about 50 ms on this machine, about 200 ms on Lighthouse's
 * mid-range phone (4× slower), all of it counted as Total Blocking Time. Sections wrapped in `HydrateLater` are left
 * out of that first pass and hydrated afterwards one per task, top to bottom, so the browser can paint and answer
 * input between them.
 *
 * How it works in the browser, which runs Preact (vite.config.ts): a component that throws a promise while Preact
 * hydrates keeps its server DOM node as it is and is hydrated in place once the promise settles
 * (preact/src/diff/index.js marks it MODE_HYDRATE | MODE_SUSPENDED; the nearest Suspense does not show its fallback
 * for a suspension during hydration, preact/compat/src/suspense.js `_childDidSuspend`). That holds for one DOM node,
 * so what `HydrateLater` wraps must render exactly one element. On the server, in tests, and on every render after
 * the first pass (a client-side navigation), it renders its child at once.
 */

let firstPass = false;
const waiting: Array<() => void> = [];

function nextStage(): Promise<void> {
  return new Promise((resolve) => waiting.push(resolve));
}

/** Resolves in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Lets the deferred sections hydrate, one per task in the order they were met; settles when the last one is in.
 * Preact re-renders a settled suspension in a microtask, so by the next task that section is hydrated.
 */
async function drainStages(): Promise<void> {
  await nextTask();
  for (let next = waiting.shift(); next; next = waiting.shift()) {
    next();
    await nextTask();
  }
}

/**
 * Runs `hydrate` (which must hydrate synchronously, as Preact's does) as the first pass, then the deferred sections.
 * The first pass gets a task of its own too: the page's modules are evaluated in the task that loaded them. The
 * promise settles once the whole page is hydrated.
 */
export async function hydrateInStages(hydrate: () => void): Promise<void> {
  await nextTask();
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  await drainStages();
}

function Deferred({ children }: { children: ReactElement }) {
  // Thrown, not returned: a thrown promise is how a component suspends (see the module comment).
  if (firstPass) throw nextStage();
  return children;
}

/**
 * Hydrates `children` after the first pass instead of with it. For sections below the fold: until then they are the
 * prerendered HTML, visible and with working links. `children` must render exactly one element.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

/**
 * A page's sections, each hydrated after the first pass in a stage of its own, top to bottom. Each child must render
 * exactly one element, as for `HydrateLater`.
 */
export function HydrateEachLater({ children }: { children: ReactNode }) {
  return <>{Children.map(children, (child) => (isValidElement(child) ? <HydrateLater>{child}</HydrateLater> : child))}</>;
}
