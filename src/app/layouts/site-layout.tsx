import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';

/** Every navigation starts at the top of the new page (a link to an anchor keeps its target). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The address the page was loaded at: there the browser owns the scroll position (a reload's restored position),
  // so only a navigation away from it scrolls.
  const shown = useRef(`${pathname}${hash}`);
  useLayoutEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
    // 'instant' overrides the stylesheet's smooth scrolling, which is meant for in-page anchors: a new page must not
    // slide up through its whole length.
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}

/**
 * Header, page and footer: the frame of every public page, the prerendered ones and the app's. A page that fails
 * leaves the header and footer up. On paper only the page prints (a receipt, a policy): the navigation is no use
 * there.
 */
export function SiteFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="relative flex min-h-screen flex-col">
      {/* A soft wash behind the header and the page's opening section; the header is transparent over it. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-brand-50 via-brand-50/60 to-white print:hidden"
      />
      {/* display: contents keeps the header sticky within the page, as if the wrapper were not there. */}
      <div className="contents print:hidden">{header}</div>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <div className="contents print:hidden">
        <Footer />
      </div>
    </div>
  );
}

/** The app's pages in the site's frame. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <SiteFrame header={<Header pathname={pathname} />}>
        <PageErrorBoundary resetKey={pathname}>
          {/* One boundary per address: a navigation never waits inside the previous page's boundary. */}
          <Suspense key={pathname} fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </SiteFrame>
    </>
  );
}

/** Full-screen app pages (dashboards) bring their own chrome. */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <PageErrorBoundary resetKey={pathname} standalone>
        <Suspense key={pathname} fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
