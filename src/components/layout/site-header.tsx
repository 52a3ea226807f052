import { AuthProvider } from '@/lib/auth';
import { islandOf } from '@/lib/islands/island';
import { Header } from './header';

/** The header of a prerendered page, on its own: it follows the visitor's session itself. */
export function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <AuthProvider>
      <Header pathname={pathname} />
    </AuthProvider>
  );
}

/** The header as an island (declared in src/app/islands.ts). */
export const SiteHeaderIsland = islandOf('site-header', SiteHeader);
