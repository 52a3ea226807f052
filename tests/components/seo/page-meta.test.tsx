import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { HeadCollectorContext, PageMeta, type HeadData, type JsonLd } from '@/components/seo/page-meta';
import { siteUrl } from '@/config/site-url';
import { PathnameContext, RouterPathname } from '@/lib/pathname';

const faq: JsonLd = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] };
const organization: JsonLd = { '@context': 'https://schema.org', '@type': 'Organization', name: 'DoorKeep' };

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')['@type']);

function visit(path: string, page: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterPathname>{page}</RouterPathname>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('PageMeta in the browser', () => {
  it('points canonical and og:url at the current path on the site origin, and writes the cards and JSON-LD', () => {
    visit('/pricing/', <PageMeta title="Pricing" description="Flat fee." structuredData={[faq]} />);
    expect(document.title).toBe('Pricing | DoorKeep');
    expect(canonical()).toBe(siteUrl('/pricing'));
    expect(meta('property="og:url"')).toBe(siteUrl('/pricing'));
    expect(meta('property="og:title"')).toBe('Pricing | DoorKeep');
    expect(meta('name="twitter:description"')).toBe('Flat fee.');
    expect(meta('name="robots"')).toBeNull();
    expect(jsonLdTypes()).toEqual(['FAQPage']);
  });

  it('keeps one set of tags current on client-side navigation, and marks a 404 noindex without a canonical', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <nav>
          <Link to="/missing">Missing</Link>
          <Link to="/resources/blog/first">First</Link>
          <Link to="/resources/blog/second">Second</Link>
        </nav>
        <RouterPathname>
          <Routes>
            <Route path="/" element={<PageMeta title="Home" description="Welcome." structuredData={[organization]} />} />
            <Route path="/resources/blog/:slug" element={<PageMeta title="A Post" description="Read me." ogType="article" />} />
            <Route path="*" element={<PageMeta title="Page Not Found" description="Nothing here." status={404} />} />
          </Routes>
        </RouterPathname>
      </MemoryRouter>,
    );
    expect(canonical()).toBe(siteUrl('/'));
    expect(jsonLdTypes()).toEqual(['Organization']);

    fireEvent.click(screen.getByRole('link', { name: 'Missing' }));
    expect(canonical()).toBeNull();
    expect(meta('property="og:url"')).toBeNull();
    expect(meta('name="robots"')).toBe('noindex');
    expect(meta('property="og:title"')).toBe('Page Not Found | DoorKeep');
    expect(jsonLdTypes()).toEqual([]);

    fireEvent.click(screen.getByRole('link', { name: 'First' }));
    expect(canonical()).toBe(siteUrl('/resources/blog/first'));
    expect(meta('name="robots"')).toBeNull();
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('name="description"')).toBe('Read me.');

    // Same page, same title, another address: the canonical still follows the path.
    fireEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(canonical()).toBe(siteUrl('/resources/blog/second'));
    expect(meta('property="og:url"')).toBe(siteUrl('/resources/blog/second'));
    expect(document.head.querySelectorAll('link[rel="canonical"], meta[property="og:url"], meta[name="description"]')).toHaveLength(3);
  });

  it('marks a private page noindex without a canonical address, though it is no 404', () => {
    visit('/checkout/receipt', <PageMeta title="Receipt" description="Your receipt." noindex />);
    expect(meta('name="robots"')).toBe('noindex');
    expect(canonical()).toBeNull();
    expect(meta('property="og:url"')).toBeNull();
  });

  it('leaves matching prerendered JSON-LD in place when the page hydrates', () => {
    visit('/', <PageMeta title="Home" description="Welcome." structuredData={[organization]} />);
    const prerendered = document.head.querySelector('script[type="application/ld+json"]');
    visit('/', <PageMeta title="Home" description="Welcome." structuredData={[organization]} />);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBe(prerendered);
  });
});

describe('PageMeta while prerendering', () => {
  it('hands the build the title, description, status, canonical path, share image and JSON-LD', () => {
    const head: HeadData = { title: '', description: '', status: 200 };
    render(
      <HeadCollectorContext.Provider value={head}>
        <PathnameContext.Provider value="/resources/blog/a-post">
          <PageMeta title="A Post" description="Read me." ogType="article" structuredData={[faq]} />
        </PathnameContext.Provider>
      </HeadCollectorContext.Provider>,
    );
    expect(head).toMatchObject({
      title: 'A Post | DoorKeep',
      description: 'Read me.',
      status: 200,
      canonicalPath: '/resources/blog/a-post',
      ogType: 'article',
      image: { path: '/og-image.png', width: 1200, height: 630 },
      structuredData: [faq],
    });
  });
});
