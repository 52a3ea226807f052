import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../build/prerender';
import { canonicalPathOf, headTagsHtml, jsonLdText, ogImage, type HeadData, type JsonLd } from '@/components/seo/head-tags';

const origin = 'https://www.doorkeep.com';
const page: HeadData = {
  title: 'Pricing | DoorKeep',
  description: 'A flat 2% of rent collected.',
  status: 200,
  canonicalPath: '/pricing',
  ogType: 'website',
  image: ogImage,
};

/** The tags as a browser reads them. */
function parseHead(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  const content = (selector: string) => doc.head.querySelector<HTMLMetaElement>(selector)?.getAttribute('content') ?? null;
  return {
    doc,
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    property: (key: string) => content(`meta[property="${key}"]`),
    name: (key: string) => content(`meta[name="${key}"]`),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')),
  };
}

describe('headTagsHtml', () => {
  it('gives an indexable page an absolute canonical URL and the Open Graph and Twitter cards with the 1200×630 image', () => {
    const head = parseHead(headTagsHtml(page, origin));
    expect(head.canonical).toBe('https://www.doorkeep.com/pricing');
    expect(head.property('og:url')).toBe('https://www.doorkeep.com/pricing');
    expect(head.property('og:type')).toBe('website');
    expect(head.property('og:site_name')).toBe('DoorKeep');
    expect(head.property('og:title')).toBe('Pricing | DoorKeep');
    expect(head.property('og:description')).toBe('A flat 2% of rent collected.');
    expect(head.property('og:image')).toBe('https://www.doorkeep.com/og-image.png');
    expect(head.property('og:image:width')).toBe('1200');
    expect(head.property('og:image:height')).toBe('630');
    expect(head.property('og:image:alt')).toBe('DoorKeep: AI property management for a flat 2%');
    expect(head.name('twitter:card')).toBe('summary_large_image');
    expect(head.name('twitter:title')).toBe('Pricing | DoorKeep');
    expect(head.name('twitter:description')).toBe('A flat 2% of rent collected.');
    expect(head.name('twitter:image')).toBe('https://www.doorkeep.com/og-image.png');
    expect(head.name('robots')).toBeNull();
  });

  it('marks a page that is not a 200 (the 404) noindex, with neither canonical link nor og:url', () => {
    const head = parseHead(headTagsHtml({ ...page, status: 404, canonicalPath: '/404' }, origin));
    expect(head.name('robots')).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.property('og:url')).toBeNull();
    expect(head.property('og:title')).toBe('Pricing | DoorKeep');
  });

  it('marks a private page (a receipt) noindex even though it is a 200', () => {
    const head = parseHead(headTagsHtml({ ...page, noindex: true }, origin));
    expect(head.name('robots')).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.property('og:url')).toBeNull();
  });

  it('escapes quotes, ampersands and angle brackets in the text it writes into attributes', () => {
    const tricky = { ...page, title: 'Fees "&" <b>more</b>', description: `It's "flat" & <simple>` };
    const html = headTagsHtml(tricky, origin);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<simple>');
    const head = parseHead(html);
    expect(head.property('og:title')).toBe('Fees "&" <b>more</b>');
    expect(head.name('twitter:description')).toBe(`It's "flat" & <simple>`);
    expect(head.doc.head.querySelectorAll('meta')).toHaveLength(html.match(/<meta /g)?.length ?? 0);
  });

  it('writes each JSON-LD object in its own script, where no text can end the script element', () => {
    const data: JsonLd = { '@context': 'https://schema.org', '@type': 'FAQPage', name: 'Q </script><script>alert(1)</script> & <!--' };
    const html = headTagsHtml({ ...page, structuredData: [data, { '@context': 'https://schema.org', '@type': 'Organization' }] }, origin);
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script\\u003e');
    const head = parseHead(html);
    expect(head.jsonLd).toEqual([data, { '@context': 'https://schema.org', '@type': 'Organization' }]);
  });
});

describe('jsonLdText', () => {
  it('escapes every < as \\u003c and still parses back to the same object', () => {
    const data: JsonLd = { '@context': 'https://schema.org', '@type': 'Thing', name: '<a> & <b>' };
    expect(jsonLdText(data)).not.toMatch(/[<>&]/);
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });
});

describe('canonicalPathOf', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(canonicalPathOf('/pricing/')).toBe('/pricing');
    expect(canonicalPathOf('/pricing')).toBe('/pricing');
    expect(canonicalPathOf('/')).toBe('/');
  });
});

describe('fillTemplate', () => {
  const template = [
    '<html><head>',
    '<title>DoorKeep</title>',
    '<meta name="description" content="Default." />',
    '<script type="module" src="/assets/index.js"></script>',
    '</head><body><div id="root"><!--app-html--></div></body></html>',
  ].join('\n');

  it('writes the title, the description and the head tags in place of the defaults, and the page into the root', () => {
    const html = fillTemplate(template, '<main>Page</main>', page, origin);
    expect(html).toContain('<title>Pricing | DoorKeep</title>');
    expect(html).toContain('<meta name="description" content="A flat 2% of rent collected." />');
    expect(html).not.toContain('Default.');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<div id="root"><main>Page</main></div>');
  });

  it("keeps dollar signs literal ($& and $' are replacement patterns to String.replace)", () => {
    const html = fillTemplate(template, "<p>$99 $& $'</p>", { ...page, title: "Save $& $' | DoorKeep", description: 'Only $`99' }, origin);
    expect(html).toContain("<title>Save $&amp; $' | DoorKeep</title>");
    expect(html).toContain('content="Only $`99"');
    expect(html).toContain("<p>$99 $& $'</p>");
  });

  it('stops when the template has no description tag to replace', () => {
    expect(() => fillTemplate('<html><head><title>x</title></head></html>', '', page, origin)).toThrow(/description/);
  });
});
