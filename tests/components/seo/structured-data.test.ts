import { describe, expect, it } from 'vitest';
import { articleJsonLd, faqPageJsonLd, organizationJsonLd } from '@/components/seo/structured-data';
import { site } from '@/config/site';
import { siteUrl } from '@/config/site-url';

describe('structured data', () => {
  it('describes the company from site.ts: name, home page, logo and contacts', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: siteUrl('/'),
      logo: siteUrl('/logo.png'),
      email: site.contact.email,
      address: { '@type': 'PostalAddress', addressLocality: site.contact.address.city, postalCode: site.contact.address.postalCode },
    });
  });

  it('turns each question and answer into a Question with an accepted Answer, in order', () => {
    const faq = faqPageJsonLd([
      { question: 'Setup fees?', answer: 'None.' },
      { question: 'Cancel?', answer: 'Anytime.' },
    ]);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Setup fees?', acceptedAnswer: { '@type': 'Answer', text: 'None.' } },
      { '@type': 'Question', name: 'Cancel?', acceptedAnswer: { '@type': 'Answer', text: 'Anytime.' } },
    ]);
  });

  it('gives an article its headline, date, byline, image and address, published by DoorKeep', () => {
    const article = articleJsonLd({
      headline: 'A Post',
      description: 'Read me.',
      path: '/resources/blog/a-post',
      datePublished: '2025-01-14',
      author: 'The DoorKeep Operations Team',
    });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'A Post',
      description: 'Read me.',
      url: siteUrl('/resources/blog/a-post'),
      datePublished: '2025-01-14',
      image: [siteUrl('/og-image.png')],
      author: { '@type': 'Organization', name: 'The DoorKeep Operations Team' },
      publisher: { '@type': 'Organization', name: site.name, logo: siteUrl('/logo.png') },
    });
  });

  it('leaves datePublished out when the content has no date', () => {
    const article = articleJsonLd({ headline: 'A Post', description: 'Read me.', path: '/resources/blog/a-post', author: 'Team' });
    expect(article).not.toHaveProperty('datePublished');
  });
});
