import { featurePorts } from '@/lib/backend-context';

/** What the signup form sends: the signup, saved here first and then delivered. */
export const newsletterFormPorts = /* @__PURE__ */ featurePorts('submissions');
export const useNewsletterFormPort = newsletterFormPorts.use;

/** What the pages of the e-mailed links call: the confirmation and the unsubscribe. */
export const newsletterLinkPorts = /* @__PURE__ */ featurePorts('newsletterLinks');
export const useNewsletterLinkPort = newsletterLinkPorts.use;
