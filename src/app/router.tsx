import { lazy, useEffect, useState, type ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { paths } from '@/config/paths';
import { BareLayout, SiteLayout } from './layouts/site-layout';
import type { PageProps } from './page-props';


type PageRoute = {
  path: string;
  /**
   * A marketing page: rendered to static HTML at build time (and by the dev server per request), with islands for
   * the parts that need the browser. Its first render must not depend on the visitor's browser.
   */
  kind: 'page';
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Concrete URLs of a route with parameters, for prerendering. */
  entries?: () => Promise<string[]>;
};

type AppRoute = {
  path: string;
  /** A page of the client-rendered app (`app.html`): what it shows depends on the visitor's browser. */
  kind: 'app';
  load: () => Promise<{ default: ComponentType }>;
  /** 'site': header, page and footer; 'bare': a full-screen app page (dashboards). */
  layout: 'site' | 'bare';
};

export type RouteDefinition = PageRoute | AppRoute;

const loadResources = () => import('@/features/resources');
const loadSupport = () => import('./routes/support');
const loadApplicationSubmitted = () => import('./routes/vendor-application-submitted');

/** Loads a form's page with the confirmation it leads to, so a form sent offline still reaches its confirmation. */
const withConfirmation =
  <T,>(load: () => Promise<T>, loadConfirmation: () => Promise<unknown>) =>
  () => {
    loadConfirmation().catch(() => undefined);
    return load();
  };

const page = (path: string, load: PageRoute['load'], entries?: PageRoute['entries']): PageRoute => ({ path, kind: 'page', load, entries });
const app = (path: string, load: AppRoute['load'], layout: AppRoute['layout'] = 'site'): AppRoute => ({ path, kind: 'app', load, layout });

/** The one route table: every address of the site, and whether it is a prerendered page or part of the app. */
export const routeTable: readonly RouteDefinition[] = [
  page(paths.home.path, () => import('./routes/home')),
  page(paths.features.path, () => import('./routes/features')),
  page(paths.howItWorks.path, () => import('./routes/how-it-works')),
  page(paths.pricing.path, () => import('./routes/pricing')),
  page(paths.about.path, () => import('./routes/about')),
  page(paths.resources.path, () => import('./routes/resources')),
  page(paths.blog.path, () => import('./routes/blog')),
  page(paths.blogArticle.path, () => import('./routes/blog-article'), async () => {
    const { blogTeasers, articleSlug } = await loadResources();
    return blogTeasers.map((article) => paths.blogArticle.getHref(articleSlug(article)));
  }),
  page(paths.caseStudy.path, () => import('./routes/case-study'), async () => {
    const { caseStudies, caseStudySlug } = await loadResources();
    return caseStudies.map((study) => paths.caseStudy.getHref(caseStudySlug(study)));
  }),
  page(paths.help.path, () => import('./routes/help')),
  page(paths.vendors.path, () => import('./routes/vendors')),
  page(paths.vendorHelp.path, () => import('./routes/vendor-help')),
  page(paths.contact.path, loadSupport),
  page(paths.support.path, loadSupport),
  page(paths.privacy.path, () => import('./routes/privacy')),
  page(paths.terms.path, () => import('./routes/terms')),
  page(paths.cookies.path, () => import('./routes/cookies')),
  page(paths.security.path, () => import('./routes/security')),
  app(paths.waitlist.path, () => import('./routes/waitlist')),
  app(paths.checkoutSuccess.path, () => import('./routes/checkout-success')),
  app(paths.checkoutReceipt.path, () => import('./routes/checkout-receipt')),
  app(paths.login.path, () => import('./routes/login')),
  app(paths.signup.path, () => import('./routes/signup')),
  app(paths.forgotPassword.path, () => import('./routes/forgot-password')),
  app(paths.resetPassword.path, () => import('./routes/reset-password')),
  app(paths.authConfirm.path, () => import('./routes/auth-confirm')),
  // Opened from a reader's e-mail with a token; kept out of search results (noindex).
  app(paths.newsletterConfirm.path, () => import('./routes/newsletter-confirm')),
  app(paths.newsletterUnsubscribe.path, () => import('./routes/newsletter-unsubscribe')),
  app(paths.vendorLogin.path, () => import('./routes/vendor-login')),
  app(paths.vendorSignup.path, withConfirmation(() => import('./routes/vendor-signup'), loadApplicationSubmitted)),
  app(paths.vendorApplicationSubmitted.path, loadApplicationSubmitted),
  app(paths.dashboard.path, () => import('./routes/dashboard'), 'bare'),
  app(paths.account.path, () => import('./routes/account'), 'bare'),
  app(paths.vendorDashboard.path, () => import('./routes/vendor-dashboard'), 'bare'),
  app(paths.adminDashboard.path, () => import('./routes/admin-dashboard'), 'bare'),
];

/** Path of the catch-all page; its prerendered file is the host's 404 page. */
export const notFoundPath = '/404';

export const pageRoutes = routeTable.filter((route): route is PageRoute => route.kind === 'page');
export const appRoutes = routeTable.filter((route): route is AppRoute => route.kind === 'app');

/** The page route that shows `pathname`, with the address's parameters; null for an app route or an unknown one. */
export function matchPage(pathname: string): { route: PageRoute; params: PageProps['params'] } | null {
  for (const route of pageRoutes) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Each app page's element, its component loaded on first use (created once, so a page keeps its state). */
const appPageElements = new Map(
  appRoutes.map((route) => {
    const Page = lazy(route.load);
    return [route.path, <Page key={route.path} />];
  }),
);

/**
 * An address that is not one of the app's pages. Reached by following a link inside the app, it is a prerendered
 * page (or the host's 404 page): the browser loads it as a document. Loaded at that address directly (a host that
 * served the app shell for it), it is shown as not found rather than reloaded for ever.
 */
function OutsideTheApp() {
  const { pathname, search, hash } = useLocation();
  const [loadedHere] = useState(() => window.location.pathname === initialPathname);
  useEffect(() => {
    if (!loadedHere) window.location.replace(`${pathname}${search}${hash}`);
  }, [loadedHere, pathname, search, hash]);
  return loadedHere ? <NotFound /> : null;
}

const initialPathname = typeof window === 'undefined' ? '' : window.location.pathname;

function renderRoutes(layout: AppRoute['layout']) {
  return appRoutes
    .filter((route) => route.layout === layout)
    .map((route) => <Route key={route.path} path={route.path} element={appPageElements.get(route.path)} />);
}

/** Every page of the client-rendered app inside its layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {renderRoutes('site')}
        <Route path="*" element={<OutsideTheApp />} />
      </Route>
      <Route element={<BareLayout />}>{renderRoutes('bare')}</Route>
    </Routes>
  );
}
