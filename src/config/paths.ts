/**
 * Every route of the app: `path` is the router pattern, `getHref` builds a link to it.
 * Components never write a route as a string literal; they ask this table.
 */
const simple = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: simple('/'),
  features: simple('/features'),
  howItWorks: simple('/how-it-works'),
  pricing: simple('/pricing'),
  about: simple('/about'),
  resources: simple('/resources'),
  blog: simple('/resources/blog'),
  blogArticle: {
    path: '/resources/blog/:slug',
    getHref: (slug: string) => `/resources/blog/${encodeURIComponent(slug)}`,
  },
  caseStudy: {
    path: '/resources/case-studies/:slug',
    getHref: (slug: string) => `/resources/case-studies/${encodeURIComponent(slug)}`,
  },
  help: simple('/resources/help'),
  vendors: simple('/vendors'),
  vendorHelp: simple('/vendor-help'),
  waitlist: simple('/waitlist'),
  checkoutSuccess: simple('/checkout-success'),
  checkoutReceipt: {
    path: '/checkout/receipt',
    getHref: (reference: string) => `/checkout/receipt?reference=${encodeURIComponent(reference)}`,
  },
  login: simple('/login'),
  signup: simple('/signup'),
  forgotPassword: simple('/forgot-password'),
  resetPassword: simple('/reset-password'),
  authConfirm: simple('/auth/confirm'),
  // Opened from the newsletter e-mails; the token is the whole of what they carry.
  newsletterConfirm: {
    path: '/newsletter/confirm',
    getHref: (token?: string) => (token ? `/newsletter/confirm?token=${encodeURIComponent(token)}` : '/newsletter/confirm'),
  },
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe',
    getHref: (token?: string) =>
      token ? `/newsletter/unsubscribe?token=${encodeURIComponent(token)}` : '/newsletter/unsubscribe',
  },
  vendorLogin: simple('/vendor-login'),
  vendorSignup: simple('/vendor-signup'),
  vendorApplicationSubmitted: simple('/vendor-application-submitted'),
  contact: simple('/contact'),
  support: simple('/support'),
  privacy: simple('/privacy'),
  terms: simple('/terms'),
  cookies: simple('/cookies'),
  security: simple('/security'),
  dashboard: simple('/dashboard'),
  account: simple('/account'),
  vendorDashboard: simple('/vendor-dashboard'),
  adminDashboard: simple('/admin-dashboard'),
} as const;

export type PathName = keyof typeof paths;
