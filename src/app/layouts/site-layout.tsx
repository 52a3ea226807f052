import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { HydrateLater } from '@/lib/staged-hydration';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';

/** Every navigation starts at the top of the new page (a link to an anchor keeps its target). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The address the page was loaded at: there the browser owns the scroll position (a reader who scrolled before
  // hydration, or a reload's restored position), so only a navigation away from it scrolls.
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
 * The page's Suspense boundary is keyed by the address, so a navigation gets a fresh one. Preact's Suspense (the
 * browser runs preact/compat, vite.config.ts) renders nothing of its new children while it waits for a lazy page,
 * and when that page arrives it puts back the tree it was waiting for (preact/compat/src/suspense.js,
 * `onSuspensionComplete`): going back before the next page's code had loaded left <main> empty. A new boundary
 * drops the one still waiting. It costs nothing visible: under Preact a lazy page always shows the loading state,
 * and the page components differ per route anyway.
 */
const pageBoundaryKey = (pathname: string) => pathname;

/**
 * Header, page and footer: the frame of every public page. A page that fails leaves the header and footer up.
 * On paper only the page prints (a receipt, a policy): the navigation is no use there.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className="relative flex min-h-screen flex-col">
      <ScrollToTop />
      {/* A soft wash behind the header and the page's opening section; the header is transparent over it. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-brand-50 via-brand-50/60 to-white print:hidden"
      />
      {/* display: contents keeps the header sticky within the page, as if the wrapper were not there. */}
      <div className="contents print:hidden">
        <HydrateLater>
          <Header />
        </HydrateLater>
      </div>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary resetKey={pathname}>
          {/* One boundary per address (see pageBoundaryKey). */}
          <Suspense key={pageBoundaryKey(pathname)} fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <div className="contents print:hidden">
        <HydrateLater>
          <Footer />
        </HydrateLater>
      </div>
    </div>
  );
}

/** Full-screen app pages (dashboards) bring their own chrome. */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <PageErrorBoundary resetKey={pathname} standalone>
        <Suspense key={pageBoundaryKey(pathname)} fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
