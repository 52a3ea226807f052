import { parseSiteOrigin } from './site-origin';

/** This build's public origin, from `VITE_SITE_ORIGIN` (see site-origin.ts for the rule and the default). */
export const siteOrigin = parseSiteOrigin(import.meta.env.VITE_SITE_ORIGIN);

/** The absolute address of a path on this site, e.g. `https://doorkeep.example/pricing`. */
export const siteUrl = (path: string) => `${siteOrigin}${path}`;
