// First, before any island's module is even loaded (some parse with Zod as they load): no eval under the site's CSP.
import '@/lib/zod-jitless';
import type { ComponentType } from 'react';
import type { Backend, FeaturePorts, PortName } from '@/lib/backend-context';
import type { AnyIslandDeclaration, IslandMoment, IslandName, IslandSource } from '@/lib/islands/island';
import { WithPorts } from './backend/with-backend';
import { islands } from './islands';

type Island = ComponentType<object>;

/** `Component` on an island root of its own, below exactly the ports its feature states (made once per page). */
function withPorts(Component: Island, ports: FeaturePorts<PortName>, makeParts: () => Backend) {
  function IslandWithPorts(props: object) {
    return (
      <WithPorts ports={ports} make={makeParts}>
        <Component {...props} />
      </WithPorts>
    );
  }
  return IslandWithPorts;
}

const loadQueryClient = () => import('@/lib/islands/with-query-client').then((module) => module.withQueryClient);

/**
 * The island `declaration`'s root component: its component, below the ports it states and, when it reads server
 * state, the page's query client, each loaded with it. Only such islands load TanStack Query.
 */
async function islandRoot(declaration: AnyIslandDeclaration): Promise<Island> {
  const { backend, queries } = declaration;
  const [Component, makeParts, withQueryClient] = await Promise.all([
    declaration.load() as Promise<Island>,
    backend?.parts(),
    queries ? loadQueryClient() : undefined,
  ]);
  let root = Component;
  // The table's declarations (declareIsland) compiled only with parts that hold every port they state.
  if (backend && makeParts) root = withPorts(root, backend.ports as FeaturePorts<PortName>, makeParts as () => Backend);
  if (withQueryClient) root = withQueryClient(root);
  return root;
}

const declared: Record<IslandName, AnyIslandDeclaration> = islands;

/** The island runtime's loader: the root component of the island `name` (undefined for a name no island has). */
export async function loadIsland(name: string): Promise<ComponentType<never> | undefined> {
  return Object.hasOwn(declared, name) ? (islandRoot(declared[name as IslandName]) as Promise<ComponentType<never>>) : undefined;
}

/** The moment the island `name` declares. */
function islandMoment(name: string): IslandMoment | undefined {
  return Object.hasOwn(declared, name) ? declared[name as IslandName].when : undefined;
}

/** The table as the prerender reads it: each island's root is the one the browser hydrates. */
export const islandSource: IslandSource = { moment: islandMoment, load: loadIsland };
