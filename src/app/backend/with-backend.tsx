import { useState, type ReactNode } from 'react';
import { BackendProvider, type Backend } from '@/lib/backend-context';

/** Gives the page below the backend parts its route needs; `make` runs on the first render (each part is made once). */
export function WithBackend({ make, children }: { make: () => Partial<Backend>; children: ReactNode }) {
  const [parts] = useState(make);
  return <BackendProvider parts={parts}>{children}</BackendProvider>;
}
