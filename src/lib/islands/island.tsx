import { createContext, useContext, type ComponentType } from 'react';
import { islandAttributes, type IslandMoment, type IslandName } from './attributes';

export { islandAttributes, islandFailureText, type IslandMoment, type IslandName } from './attributes';

type CollectedIsland = { Component: ComponentType<object>; props: object; idPrefix: string };

/**
 * Given by the prerender: it collects each island so it can render it on a root of its own, exactly as the browser
 * will hydrate it (React's `useId` depends on the position in the tree, so an island rendered inside the page would
 * get other ids than the browser's root gives it).
 */
export class IslandCollector {
  readonly islands: CollectedIsland[] = [];

  add(Component: ComponentType<object>, props: object, name: IslandName): { placeholder: string; idPrefix: string } {
    const index = this.islands.length;
    const idPrefix = `${name}-${index}-`;
    this.islands.push({ Component, props, idPrefix });
    return { placeholder: islandPlaceholder(index), idPrefix };
  }
}

export const islandPlaceholder = (index: number) => `<!--island:${index}-->`;

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * A component that the prerendered page hydrates on its own root. The wrapper is an element that takes no box
 * (`display: contents`) and carries the island's name, moment, props (as JSON) and id prefix, so the browser can
 * hydrate it from the page alone. Props must survive `JSON.stringify`. In the client-rendered app (no collector) the
 * component is simply rendered in place.
 */
export function defineIsland<P extends object>(name: IslandName, Component: ComponentType<P>, when: IslandMoment) {
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    if (!collector) {
      return (
        <div className="contents" {...{ [islandAttributes.name]: name, [islandAttributes.when]: when }}>
          <Component {...props} />
        </div>
      );
    }
    const { placeholder, idPrefix } = collector.add(Component as ComponentType<object>, props, name);
    const attributes = {
      [islandAttributes.name]: name,
      [islandAttributes.when]: when,
      [islandAttributes.props]: JSON.stringify(props),
      [islandAttributes.idPrefix]: idPrefix,
    };
    return <div className="contents" {...attributes} dangerouslySetInnerHTML={{ __html: placeholder }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
