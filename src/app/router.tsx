import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BareLayout, SiteLayout } from './layouts/site-layout';

type RouteModule = { default: ComponentType };

/** Every page module in src/app/routes, by file path; each is its own chunk. */
const pageModules = import.meta.glob<RouteModule>('./routes/*.tsx');

/** The loader of the page module `src/app/routes/<page>.tsx`; one function per page, so it can key caches. */
function pageLoader(page: string): () => Promise<RouteModule> {
  const load = pageModules[`./routes/${page}.tsx`];
  if (!load) throw new Error(`The route table names src/app/routes/${page}.tsx, which does not exist.`);
  return load;
}

type RouteDefinition = {
  path: string;
  /** The page module's file name in src/app/routes, without .tsx. */
  page: string;
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

/** A route of `page`'s module; its loader comes from the module list. */
function route(
  path: string,
  page: string,
  options: Omit<RouteDefinition, 'path' | 'page' | 'load'>,
): RouteDefinition {
  return { path, page, load: pageLoader(page), ...options };
}

/** The one route table. Order does not matter; react-router ranks the patterns. */
export const routeTable: readonly RouteDefinition[] = [
  route(paths.home.path, 'home', { layout: 'site', prerender: true }),
  route(paths.features.path, 'features', { layout: 'site', prerender: true }),
  route(paths.howItWorks.path, 'how-it-works', { layout: 'site', prerender: true }),
  route(paths.pricing.path, 'pricing', { layout: 'site', prerender: true }),
  route(paths.about.path, 'about', { layout: 'site', prerender: true }),
  route(paths.resources.path, 'resources', { layout: 'site', prerender: true }),
  route(paths.blog.path, 'blog', { layout: 'site', prerender: true }),
  route(paths.blogArticle.path, 'blog-article', {
    layout: 'site',
    prerender: true,
    entries: async () => {
      const { blogTeasers, articleSlug } = await loadResources();
      return blogTeasers.map((article) => paths.blogArticle.getHref(articleSlug(article)));
    },
  }),
  route(paths.caseStudy.path, 'case-study', {
    layout: 'site',
    prerender: true,
    entries: async () => {
      const { caseStudies, caseStudySlug } = await loadResources();
      return caseStudies.map((study) => paths.caseStudy.getHref(caseStudySlug(study)));
    },
  }),
  route(paths.help.path, 'help', { layout: 'site', prerender: true }),
  route(paths.vendors.path, 'vendors', { layout: 'site', prerender: true }),
  route(paths.vendorHelp.path, 'vendor-help', { layout: 'site', prerender: true }),
  route(paths.contact.path, 'support', { layout: 'site', prerender: true }),
  route(paths.support.path, 'support', { layout: 'site', prerender: true }),
  route(paths.privacy.path, 'privacy', { layout: 'site', prerender: true }),
  route(paths.terms.path, 'terms', { layout: 'site', prerender: true }),
  route(paths.cookies.path, 'cookies', { layout: 'site', prerender: true }),
  route(paths.security.path, 'security', { layout: 'site', prerender: true }),
  route(paths.waitlist.path, 'waitlist', { layout: 'site', prerender: false }),
  route(paths.checkoutSuccess.path, 'checkout-success', { layout: 'site', prerender: false }),
  route(paths.login.path, 'login', { layout: 'site', prerender: false }),
  route(paths.signup.path, 'signup', { layout: 'site', prerender: false }),
  route(paths.forgotPassword.path, 'forgot-password', { layout: 'site', prerender: false }),
  route(paths.resetPassword.path, 'reset-password', { layout: 'site', prerender: false }),
  route(paths.authConfirm.path, 'auth-confirm', { layout: 'site', prerender: false }),
  route(paths.vendorLogin.path, 'vendor-login', { layout: 'site', prerender: false }),
  route(paths.vendorSignup.path, 'vendor-signup', { layout: 'site', prerender: false }),
  route(paths.vendorApplicationSubmitted.path, 'vendor-application-submitted', {
    layout: 'site',
    prerender: false,
  }),
  route(paths.dashboard.path, 'dashboard', { layout: 'bare', prerender: false }),
  route(paths.vendorDashboard.path, 'vendor-dashboard', { layout: 'bare', prerender: false }),
  route(paths.adminDashboard.path, 'admin-dashboard', { layout: 'bare', prerender: false }),
];

/** Path of the catch-all route; its prerendered file is the host's 404 page. */
export const notFoundPath = '/404';

const loadNotFound = pageLoader('not-found');

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

/** The route that `pathname` shows, or null for the not-found page. */
function routeFor(pathname: string): RouteDefinition | null {
  const matched = matchRoutes(
    routeTable.map((route) => ({ path: route.path })),
    pathname,
  );
  const path = matched?.[0]?.route.path;
  return routeTable.find((route) => route.path === path) ?? null;
}

function loaderFor(pathname: string): RouteDefinition['load'] {
  return routeFor(pathname)?.load ?? loadNotFound;
}

/**
 * The source file of the page module that `pathname` shows, relative to the project (Vite's manifest key), so the
 * prerendered HTML can ask for that page's chunks next to the entry instead of after it.
 */
export function pageModuleFileFor(pathname: string): string {
  return `src/app/routes/${routeFor(pathname)?.page ?? 'not-found'}.tsx`;
}

/** Loads the module of the page at `pathname`; the browser entry waits for it before hydrating. */
export async function preloadRoute(pathname: string): Promise<void> {
  await recordLoad(loaderFor(pathname));
}

function renderRoutes(layout: RouteDefinition['layout']) {
  return routeTable
    .filter((route) => route.layout === layout)
    .map((route) => (
      <Route key={route.path} path={route.path} element={<RoutePage key={route.path} load={route.load} />} />
    ));
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
