import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The address of the page being shown. The prerender gives each page its URL; the app gives its router's location.
 * Shared code reads it here, so it works with and without a router.
 */
export const PathnameContext = createContext<string>('/');

export function usePathname(): string {
  return useContext(PathnameContext);
}

/** Gives everything below it the router's current address (the client-rendered app). */
export function RouterPathname({ children }: { children: ReactNode }) {
  return <PathnameContext.Provider value={useLocation().pathname}>{children}</PathnameContext.Provider>;
}
