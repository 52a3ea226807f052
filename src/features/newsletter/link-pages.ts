/*
 * The pages the newsletter's e-mailed links open (/newsletter/confirm, /newsletter/unsubscribe). A second entry of
 * the feature, apart from index.ts: they call the backend's newsletter links port, and the home page's newsletter form,
 * which index.ts serves, must not load the backend with its first paint.
 */
import { backedPage } from '@/lib/backend-context';
import { NewsletterLinkPage } from './components/newsletter-link-page';
import { newsletterLinkPorts } from './ports';

/** /newsletter/confirm and /newsletter/unsubscribe, below the newsletter links port. */
export const newsletterLinkPage = /* @__PURE__ */ backedPage(newsletterLinkPorts, NewsletterLinkPage);
