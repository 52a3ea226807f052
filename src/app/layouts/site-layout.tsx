import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Spinner } from '@/components/ui/spinner';

/** Every navigation starts at the top of the new page (a link to an anchor keeps its target). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700" role="status">
      <Spinner className="h-8 w-8" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}

/** Header, page and footer: the frame of every public page. */
export function SiteLayout() {
  return (
    <div className="relative flex min-h-screen flex-col">
      <ScrollToTop />
      {/* A soft wash behind the header and the page's opening section; the header is transparent over it. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
      />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** Full-screen app pages (dashboards) bring their own chrome. */
export function BareLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
