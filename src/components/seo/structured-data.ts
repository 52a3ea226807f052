// schema.org objects for the pages' JSON-LD. Properties follow Google Search Central's structured-data guides:
// https://developers.google.com/search/docs/appearance/structured-data/organization (Organization: url, logo, contact),
// https://developers.google.com/search/docs/appearance/structured-data/faqpage (FAQPage: mainEntity of Question with
// name and acceptedAnswer.text), https://developers.google.com/search/docs/appearance/structured-data/article
// (Article: headline, image, datePublished, author with name and url).
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { siteUrl } from '@/config/site-url';
import { logoPath, ogImage, type JsonLd } from './head-tags';

/** The company as a publisher: name, home page and logo. */
function organizationFacts() {
  return { '@type': 'Organization', name: site.name, url: siteUrl(paths.home.getHref()), logo: siteUrl(logoPath) };
}

/** The company, for the home page: name, address, logo and how to reach it. */
export function organizationJsonLd(): JsonLd {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    ...organizationFacts(),
    description: site.tagline,
    email: contact.email,
    telephone: contact.phoneHref,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', email: contact.supportEmail, telephone: contact.phoneHref },
    ],
  };
}

/** A FAQ page from the questions and answers the page itself shows. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

type ArticleFacts = {
  headline: string;
  description: string;
  /** The article's own path on this site. */
  path: string;
  /** ISO date (YYYY-MM-DD), when the content has one. */
  datePublished?: string;
  /** The byline the page shows (a DoorKeep team). */
  author: string;
};

/** A blog post: headline, description, date, byline, the share image and its address; DoorKeep publishes it. */
export function articleJsonLd({ headline, description, path, datePublished, author }: ArticleFacts): JsonLd {
  const url = siteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    url,
    mainEntityOfPage: url,
    image: [siteUrl(ogImage.path)],
    ...(datePublished ? { datePublished } : {}),
    author: { '@type': 'Organization', name: author, url: siteUrl(paths.about.getHref()) },
    publisher: organizationFacts(),
  };
}
