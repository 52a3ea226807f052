// What the prerendered page and the islands runtime agree on; no React here, so the page's first script stays small.

/**
 * When an island's code is fetched and it is hydrated: `idle` once the page has loaded and the browser is idle,
 * `visible` when it comes near the viewport, `interaction` on the visitor's first pointer, focus or key inside it.
 * Whatever it declares, a click, a focus or a form sent inside an island that is not live yet hydrates it at once.
 */
export type IslandMoment = 'idle' | 'visible' | 'interaction';

/** What a failed island says in its place: its code did not load, or it threw while starting. */
export const islandFailureText = 'This part of the page could not load. Reload the page to try again.';

/** The notice's look, the same whether the runtime (code that did not arrive) or React (an island that threw) shows it. */
export const islandFailureClasses = 'm-4 rounded-xl border border-ink-200 bg-white p-4 text-sm text-ink-700';

/** The attributes that mark an island in the prerendered page; the runtime (./runtime.ts) reads them. */
export const islandAttributes = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  /** The `identifierPrefix` of the island's own root, so `useId` gives the same ids on the server and in the browser. */
  idPrefix: 'data-island-ids',
  /** Set by the runtime: `loading`, `live` or `failed`. */
  state: 'data-island-state',
} as const;

/** The controls whose click, inside an island that is not live yet, is held and done again once it is. */
export const heldControls = 'button, [role="button"], summary';

/**
 * Marks a control whose press the page loader holds (with `aria-busy` and `aria-disabled`), so it looks and reads as
 * busy until its island is live and does the press itself; the runtime takes the marks off then. React in
 * development reports them as attributes the server did not render when it hydrates such a control; expected.
 */
export const heldAttribute = 'data-held';
