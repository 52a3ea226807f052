import { createContext, useContext, useEffect } from 'react';
import { site } from '@/config/site';
import { siteUrl } from '@/config/site-url';
import { usePathname } from '@/lib/pathname';
import { canonicalPathOf, isIndexable, jsonLdText, ogImage, type HeadData, type JsonLd, type OgType } from './head-tags';

export type { HeadData, JsonLd } from './head-tags';

/** Collects the page's head data while prerendering; absent in the browser. */
export const HeadCollectorContext = createContext<HeadData | null>(null);

type PageMetaProps = {
  /** Page title without the brand; ' | DoorKeep' is appended. */
  title: string;
  description: string;
  /** HTTP status the prerendered file stands for (404 for the not-found page, which is then not indexed). */
  status?: number;
  /** A private page (a receipt): `robots: noindex` and no canonical address, though it is a 200. */
  noindex?: boolean;
  /** Open Graph type: 'article' for blog posts. */
  ogType?: OgType;
  /** schema.org objects written as JSON-LD (build them with ./structured-data). */
  structuredData?: readonly JsonLd[];
};

/** The full document title of a page: every title ends with the product name. */
export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** Sets, replaces or (with `null`) removes the `<meta>` whose `name`/`property` is `key`. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Swaps the JSON-LD scripts for `texts`, leaving the prerendered ones alone when they already match. */
function setStructuredData(texts: readonly string[]) {
  const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
  if (scripts.length === texts.length && scripts.every((script, index) => script.textContent === texts[index])) return;
  scripts.forEach((script) => script.remove());
  for (const text of texts) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    document.head.append(script);
  }
}

/**
 * The page's head: title, description, canonical link, Open Graph and Twitter cards, JSON-LD. Each page renders
 * exactly one. While prerendering it hands the values to the build, which writes them into the HTML; in the browser
 * it keeps the tags that change from page to page current after client-side navigation.
 */
export function PageMeta({ title, description, status = 200, noindex = false, ogType = 'website', structuredData = [] }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  const canonicalPath = canonicalPathOf(usePathname());
  const fullTitle = documentTitle(title);
  if (collector) {
    Object.assign(collector, { title: fullTitle, description, status, noindex, canonicalPath, ogType, image: ogImage, structuredData });
  }
  // JSON text never holds a raw line break, so the joined texts are a stable dependency that splits back apart.
  const jsonLd = structuredData.map(jsonLdText).join('\n');

  useEffect(() => {
    document.title = fullTitle;
    const url = isIndexable(status, noindex) ? siteUrl(canonicalPath) : null;
    setMeta('name', 'description', description);
    setCanonical(url);
    setMeta('name', 'robots', url === null ? 'noindex' : null);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', ogType);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setStructuredData(jsonLd ? jsonLd.split('\n') : []);
  }, [fullTitle, description, status, noindex, canonicalPath, ogType, jsonLd]);

  return null;
}
