import { useState, type ReactNode } from 'react';
import { BackendProvider, type Backend, type BackedPage, type FeaturePorts, type PortName, type RootPortName } from '@/lib/backend-context';

/** Gives the page below the backend parts its route needs; `make` runs on the first render (each part is made once). */
export function WithBackend({ make, children }: { make: () => Partial<Backend>; children: ReactNode }) {
  const [parts] = useState(make);
  return <BackendProvider parts={parts}>{children}</BackendProvider>;
}

/** A page's props are given only when it has some that are required. */
type PropsOf<P extends object> = Record<string, never> extends P ? { props?: NoInfer<P> } : { props: NoInfer<P> };

type BackedRouteProps<K extends PortName, P extends object> = {
  /** The parts this route adds to the root's; they must hold every port the page's feature states. */
  make: () => NoInfer<Pick<Backend, Exclude<K, RootPortName>>>;
  page: BackedPage<K, P>;
} & PropsOf<P>;

/**
 * A feature's page below the parts its route makes, on top of the ones the app's root gives. It compiles only when
 * `make` holds every port the page's feature states, so a route that forgets one fails at typecheck.
 */
export function BackedRoute<K extends PortName, P extends object>({ make, page, props }: BackedRouteProps<K, P>) {
  const { Page } = page;
  return (
    <WithBackend make={make}>
      <Page {...(props as P)} />
    </WithBackend>
  );
}

/**
 * Gives the components below exactly the ports `ports` states, taken from what `make` returns on the first render;
 * it compiles only when `make` holds every one of them. An island's root has nothing above it, so these are all the
 * ports its component can read.
 */
export function WithPorts<K extends PortName>({
  ports,
  make,
  children,
}: {
  ports: FeaturePorts<K>;
  make: () => NoInfer<Pick<Backend, K>>;
  children: ReactNode;
}) {
  const [parts] = useState(() => pickPorts(make(), ports.names));
  return <BackendProvider parts={parts}>{children}</BackendProvider>;
}

function pickPorts<K extends PortName>(parts: Pick<Backend, K>, names: readonly K[]): Pick<Backend, K> {
  return Object.fromEntries(names.map((name) => [name, parts[name]])) as Pick<Backend, K>;
}
