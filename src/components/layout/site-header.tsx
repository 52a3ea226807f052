import { AuthProvider } from '@/lib/auth';
import { defineIsland } from '@/lib/islands/island';
import { Header } from './header';

/** The header of a prerendered page, on its own: it follows the visitor's session itself. */
export function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <AuthProvider>
      <Header pathname={pathname} />
    </AuthProvider>
  );
}

/** The header as an island: live once the page is idle (a click on its menus before then is done once it is). */
export const SiteHeaderIsland = defineIsland('site-header', SiteHeader, 'idle');
