import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BareLayout, SiteLayout } from './layouts/site-layout';

type RouteModule = { default: ComponentType };

type RouteDefinition = {
  path: string;
  load: () => Promise<RouteModule>;
  /** 'site': header, page and footer; 'bare': a full-screen app page (dashboards). */
  layout: 'site' | 'bare';
  /**
   * Rendered to static HTML at build time. Only pages whose first render does not depend on the visitor's
   * browser (storage, session, query) are prerendered; the others are served the client-only shell.
   */
  prerender: boolean;
  /** Concrete URLs of a route with parameters, for prerendering. */
  entries?: () => Promise<string[]>;
};

const loadResources = () => import('@/features/resources');
const loadSupport = () => import('./routes/support');

/** The one route table. Order does not matter; react-router ranks the patterns. */
export const routeTable: readonly RouteDefinition[] = [
  { path: paths.home.path, load: () => import('./routes/home'), layout: 'site', prerender: true },
  { path: paths.features.path, load: () => import('./routes/features'), layout: 'site', prerender: true },
  { path: paths.howItWorks.path, load: () => import('./routes/how-it-works'), layout: 'site', prerender: true },
  { path: paths.pricing.path, load: () => import('./routes/pricing'), layout: 'site', prerender: true },
  { path: paths.about.path, load: () => import('./routes/about'), layout: 'site', prerender: true },
  { path: paths.resources.path, load: () => import('./routes/resources'), layout: 'site', prerender: true },
  { path: paths.blog.path, load: () => import('./routes/blog'), layout: 'site', prerender: true },
  {
    path: paths.blogArticle.path,
    load: () => import('./routes/blog-article'),
    layout: 'site',
    prerender: true,
    entries: async () => {
      const { blogTeasers, articleSlug } = await loadResources();
      return blogTeasers.map((article) => paths.blogArticle.getHref(articleSlug(article)));
    },
  },
  {
    path: paths.caseStudy.path,
    load: () => import('./routes/case-study'),
    layout: 'site',
    prerender: true,
    entries: async () => {
      const { caseStudies, caseStudySlug } = await loadResources();
      return caseStudies.map((study) => paths.caseStudy.getHref(caseStudySlug(study)));
    },
  },
  { path: paths.help.path, load: () => import('./routes/help'), layout: 'site', prerender: true },
  { path: paths.vendors.path, load: () => import('./routes/vendors'), layout: 'site', prerender: true },
  { path: paths.vendorHelp.path, load: () => import('./routes/vendor-help'), layout: 'site', prerender: true },
  { path: paths.contact.path, load: loadSupport, layout: 'site', prerender: true },
  { path: paths.support.path, load: loadSupport, layout: 'site', prerender: true },
  { path: paths.privacy.path, load: () => import('./routes/privacy'), layout: 'site', prerender: true },
  { path: paths.terms.path, load: () => import('./routes/terms'), layout: 'site', prerender: true },
  { path: paths.cookies.path, load: () => import('./routes/cookies'), layout: 'site', prerender: true },
  { path: paths.security.path, load: () => import('./routes/security'), layout: 'site', prerender: true },
  { path: paths.waitlist.path, load: () => import('./routes/waitlist'), layout: 'site', prerender: false },
  { path: paths.checkoutSuccess.path, load: () => import('./routes/checkout-success'), layout: 'site', prerender: false },
  { path: paths.checkoutReceipt.path, load: () => import('./routes/checkout-receipt'), layout: 'site', prerender: false },
  { path: paths.login.path, load: () => import('./routes/login'), layout: 'site', prerender: false },
  { path: paths.signup.path, load: () => import('./routes/signup'), layout: 'site', prerender: false },
  { path: paths.forgotPassword.path, load: () => import('./routes/forgot-password'), layout: 'site', prerender: false },
  { path: paths.resetPassword.path, load: () => import('./routes/reset-password'), layout: 'site', prerender: false },
  { path: paths.authConfirm.path, load: () => import('./routes/auth-confirm'), layout: 'site', prerender: false },
  // Opened from a reader's e-mail with a token: client-only, and kept out of search results (noindex).
  { path: paths.newsletterConfirm.path, load: () => import('./routes/newsletter-confirm'), layout: 'site', prerender: false },
  {
    path: paths.newsletterUnsubscribe.path,
    load: () => import('./routes/newsletter-unsubscribe'),
    layout: 'site',
    prerender: false,
  },
  { path: paths.vendorLogin.path, load: () => import('./routes/vendor-login'), layout: 'site', prerender: false },
  { path: paths.vendorSignup.path, load: () => import('./routes/vendor-signup'), layout: 'site', prerender: false },
  {
    path: paths.vendorApplicationSubmitted.path,
    load: () => import('./routes/vendor-application-submitted'),
    layout: 'site',
    prerender: false,
  },
  { path: paths.dashboard.path, load: () => import('./routes/dashboard'), layout: 'bare', prerender: false },
  { path: paths.vendorDashboard.path, load: () => import('./routes/vendor-dashboard'), layout: 'bare', prerender: false },
  { path: paths.adminDashboard.path, load: () => import('./routes/admin-dashboard'), layout: 'bare', prerender: false },
];

/** Path of the catch-all route; its prerendered file is the host's 404 page. */
export const notFoundPath = '/404';

const loadNotFound = () => import('./routes/not-found');

/**
 * Page modules that have arrived. A page whose module is here at its first render is rendered directly instead of
 * through React.lazy: the prerendered page's module is loaded before hydration (`preloadRoute`), so hydration never
 * suspends. A suspended hydration lets any early update (the session check) throw the server HTML away and show the
 * loading state, which moved the footer twice on every prerendered page (CLS 0.84).
 */
const loadedModules = new Map<RouteDefinition['load'], RouteModule>();

function recordLoad(load: RouteDefinition['load']): Promise<RouteModule> {
  return load().then((module) => {
    loadedModules.set(load, module);
    return module;
  });
}

// One lazy component per loader, created once; /contact and /support share theirs.
const lazyPages = new Map<RouteDefinition['load'], LazyExoticComponent<ComponentType>>();
function lazyPageFor(load: RouteDefinition['load']) {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(() => recordLoad(load));
    lazyPages.set(load, page);
  }
  return page;
}

/**
 * A route's page: direct when its module was loaded before this element mounted, lazy otherwise (decided once, so
 * each route's element carries its path as key: another route is another element, never this one's state).
 */
function RoutePage({ load }: { load: RouteDefinition['load'] }) {
  const [Page] = useState<ComponentType>(() => loadedModules.get(load)?.default ?? lazyPageFor(load));
  return <Page />;
}

/** The loader of the page that `pathname` shows (the not-found page when no route matches). */
function loaderFor(pathname: string): RouteDefinition['load'] {
  const matched = matchRoutes(
    routeTable.map((route) => ({ path: route.path })),
    pathname,
  );
  const path = matched?.[0]?.route.path;
  return routeTable.find((route) => route.path === path)?.load ?? loadNotFound;
}

/** Loads the module of the page at `pathname`; the browser entry waits for it before hydrating. */
export async function preloadRoute(pathname: string): Promise<void> {
  await recordLoad(loaderFor(pathname));
}

function renderRoutes(layout: RouteDefinition['layout']) {
  return routeTable
    .filter((route) => route.layout === layout)
    .map((route) => <Route key={route.path} path={route.path} element={<RoutePage key={route.path} load={route.load} />} />);
}

/** Every route of the app inside its layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {renderRoutes('site')}
        <Route path="*" element={<RoutePage key="*" load={loadNotFound} />} />
      </Route>
      <Route element={<BareLayout />}>{renderRoutes('bare')}</Route>
    </Routes>
  );
}

