// The page head beyond title and description: canonical link, Open Graph and Twitter cards, robots, JSON-LD.
// Pure and free of `@/` imports: the prerender step (build/prerender.ts) runs it in Node to write the static HTML.
import { site } from '../../config/site';

/** One schema.org object for a `<script type="application/ld+json">`. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string; [property: string]: unknown };

/** The share image: a path on this site and what the card shows. */
export type OgImage = { path: string; width: number; height: number; alt: string };

/** Open Graph object type: blog posts are articles, every other page a website. */
export type OgType = 'website' | 'article';

/** What a page declares about its head, collected while prerendering (the build adds the origin). */
export type HeadData = {
  /** Full document title, brand included. */
  title: string;
  description: string;
  /** HTTP status the prerendered file stands for; only a 200 page is indexable (canonical, og:url). */
  status: number;
  /** A private page (a receipt): kept out of search results although it is a 200. */
  noindex?: boolean;
  /** The page's own path, trailing slash removed: canonical link, og:url and the sitemap use it. */
  canonicalPath?: string;
  ogType?: OgType;
  image?: OgImage;
  structuredData?: readonly JsonLd[];
};

/** The 1200×630 card that `npm run og-image` draws (build/make-og-image.ts) into public/og-image.png. */
export const ogImage: OgImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
};

/** The square logo `npm run og-image` draws beside the card, for the Organization JSON-LD (Google: at least 112×112). */
export const logoPath = '/logo.png';

/** A page may be indexed only when it stands for a 200 response and is not marked private. */
export const isIndexable = (status: number, noindex = false) => status === 200 && !noindex;

/** `/pricing/` and `/pricing` are one page: the canonical path has no trailing slash (except the root). */
export const canonicalPathOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** JSON for inside a `<script>`: `<` (and `>`, `&`) escaped so no text can close the element or open a comment. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Text for an HTML attribute value or element content. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The tags the prerendered page adds after its meta description. A page that is not indexable (the 404, a private page) gets
 * `robots: noindex` and neither canonical link nor og:url.
 */
export function headTagsHtml(head: HeadData, origin: string): string {
  const image = head.image ?? ogImage;
  const imageUrl = `${origin}${image.path}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  const tags: string[] = [];
  if (isIndexable(head.status, head.noindex)) {
    const url = `${origin}${head.canonicalPath ?? '/'}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`, meta('property', 'og:url', url));
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  tags.push(
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  );
  return tags.join('\n    ');
}
