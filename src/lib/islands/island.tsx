import { createContext, useContext, type ComponentType } from 'react';
import type { Backend, FeaturePorts, PortName } from '@/lib/backend-context';
import { islandAttributes, type IslandMoment } from './attributes';

export { islandAttributes, islandFailureText, type IslandMoment } from './attributes';

/**
 * One island, declared once in the app's table (src/app/islands.ts): the prerender and the browser's registry both
 * read it, so the island's root holds the same component, ports and query client on the server and in the browser.
 */
export type IslandDeclaration<P extends object, K extends PortName = never> = {
  /** The component, imported from its own module only when the island's moment comes (one chunk per island). */
  readonly load: () => Promise<ComponentType<P>>;
  readonly when: IslandMoment;
  /** The ports the island's feature states, and the composition root's maker of them, loaded with the component. */
  readonly backend?: IslandBackend<K>;
  /** The island reads server state: its root is given the page's query client. */
  readonly queries?: boolean;
};

type IslandBackend<K extends PortName> = {
  readonly ports: FeaturePorts<K>;
  readonly parts: () => Promise<() => Pick<Backend, K>>;
};

/** Any island of the table, as the prerender and the registry read it (each `load` gives a component of its own props). */
export type AnyIslandDeclaration = {
  readonly load: () => Promise<unknown>;
  readonly when: IslandMoment;
  readonly backend?: { readonly ports: { readonly names: readonly PortName[] }; readonly parts: () => Promise<() => Partial<Backend>> };
  readonly queries?: boolean;
};

/**
 * Declares an island for the app's table. Its props are the component's; it compiles only when `parts` makes every
 * port that `ports` (its feature's) states.
 */
export function declareIsland<P extends object, K extends PortName = never>(declaration: {
  load: () => Promise<ComponentType<P>>;
  when: IslandMoment;
  backend?: { ports: FeaturePorts<K>; parts: () => Promise<() => NoInfer<Pick<Backend, K>>> };
  queries?: boolean;
}): IslandDeclaration<P, K> {
  return declaration;
}

/**
 * The app's islands, as its table (src/app/islands.ts) fills this in with `interface IslandRegister { islands:
 * typeof islands }`, so the names and props that pages use are checked against the table at typecheck.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the app's declaration merging
export interface IslandRegister {}

type DeclaredIslands = IslandRegister extends { islands: infer T } ? T : Record<string, IslandDeclaration<object>>;

/** The name of an island the app's table declares. */
export type IslandName = keyof DeclaredIslands & string;

/** The props of the island `N`: those of the component its declaration loads. */
export type IslandProps<N extends IslandName> = DeclaredIslands[N] extends IslandDeclaration<infer P, infer _K> ? P : never;

/** What the prerender learns of an island from the app's table: its moment, and its root's component as the browser's registry gives it. */
export type IslandSource = {
  moment: (name: string) => IslandMoment | undefined;
  load: (name: string) => Promise<ComponentType<never> | undefined>;
};

type CollectedIsland = { name: string; Component: ComponentType<object>; props: object; idPrefix: string };

/**
 * Given by the prerender: it collects each island so it can render it on a root of its own, exactly as the browser
 * will hydrate it (React's `useId` depends on the position in the tree, so an island rendered inside the page would
 * get other ids than the browser's root gives it).
 */
export class IslandCollector {
  readonly islands: CollectedIsland[] = [];

  constructor(private readonly source?: IslandSource) {}

  add(
    Component: ComponentType<object>,
    props: object,
    name: string,
    when: IslandMoment | undefined,
  ): { placeholder: string; idPrefix: string; when: IslandMoment } {
    const moment = when ?? this.source?.moment(name);
    if (!moment) throw new Error(`The "${name}" island is not declared in the app's island table.`);
    const index = this.islands.length;
    const idPrefix = `${name}-${index}-`;
    this.islands.push({ name, Component, props, idPrefix });
    return { placeholder: islandPlaceholder(index), idPrefix, when: moment };
  }
}

export const islandPlaceholder = (index: number) => `<!--island:${index}-->`;

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * A component that the prerendered page hydrates on its own root. The wrapper is an element that takes no box
 * (`display: contents`) and carries the island's name, moment, props (as JSON) and id prefix, so the browser can
 * hydrate it from the page alone. Props must survive `JSON.stringify`. In the client-rendered app (no collector) the
 * component is simply rendered in place. Without `when`, the moment is the one the app's table declares.
 */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>, when?: IslandMoment) {
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    if (!collector) {
      return (
        <div className="contents" {...{ [islandAttributes.name]: name, [islandAttributes.when]: when }}>
          <Component {...props} />
        </div>
      );
    }
    const placed = collector.add(Component as ComponentType<object>, props, name, when);
    const attributes = {
      [islandAttributes.name]: name,
      [islandAttributes.when]: placed.when,
      [islandAttributes.props]: JSON.stringify(props),
      [islandAttributes.idPrefix]: placed.idPrefix,
    };
    return <div className="contents" {...attributes} dangerouslySetInnerHTML={{ __html: placed.placeholder }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * The island `name` of the app's table, for a page to place: `Component` is the one its declaration loads, rendered
 * in place in the client-rendered app and by the prerender's own root. A name the table does not declare, or a
 * component whose props differ from the declared one's, fails the typecheck.
 */
export function islandOf<N extends IslandName>(name: N, Component: ComponentType<IslandProps<N>>) {
  return defineIsland<IslandProps<N>>(name, Component);
}
