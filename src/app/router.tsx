import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
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
  { path: paths.login.path, load: () => import('./routes/login'), layout: 'site', prerender: false },
  { path: paths.signup.path, load: () => import('./routes/signup'), layout: 'site', prerender: false },
  { path: paths.forgotPassword.path, load: () => import('./routes/forgot-password'), layout: 'site', prerender: false },
  { path: paths.resetPassword.path, load: () => import('./routes/reset-password'), layout: 'site', prerender: false },
  { path: paths.authConfirm.path, load: () => import('./routes/auth-confirm'), layout: 'site', prerender: false },
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

// One lazy component per loader, created once; /contact and /support share theirs.
const lazyPages = new Map<RouteDefinition['load'], LazyExoticComponent<ComponentType>>();
function pageFor(load: RouteDefinition['load']) {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}
const routePages = routeTable.map((route) => ({ route, Page: pageFor(route.load) }));
const NotFoundPage = lazy(() => import('./routes/not-found'));

function renderRoutes(layout: RouteDefinition['layout']) {
  return routePages
    .filter(({ route }) => route.layout === layout)
    .map(({ route, Page }) => <Route key={route.path} path={route.path} element={<Page />} />);
}

/** Every route of the app inside its layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {renderRoutes('site')}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<BareLayout />}>{renderRoutes('bare')}</Route>
    </Routes>
  );
}

