/*
 * The pages the newsletter's e-mailed links open (/newsletter/confirm, /newsletter/unsubscribe). A second entry of
 * the feature, apart from index.ts: they call the backend (`@/lib/backend`), and the home page's newsletter form,
 * which index.ts serves, must not load the backend with its first paint.
 */
export { NewsletterLinkPage } from './components/newsletter-link-page';
