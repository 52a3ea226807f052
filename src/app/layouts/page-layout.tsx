import type { ReactNode } from 'react';
import { SiteHeaderIsland } from '@/components/layout/site-header';
import { PathnameContext } from '@/lib/pathname';
import { SiteFrame } from './site-layout';

/** A prerendered page in the site's frame: the header is an island, everything else is HTML. */
export function PageLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <PathnameContext.Provider value={pathname}>
      <SiteFrame header={<SiteHeaderIsland pathname={pathname} />}>{children}</SiteFrame>
    </PathnameContext.Provider>
  );
}
