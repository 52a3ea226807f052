import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../build/sitemap';

describe('sitemapXml', () => {
  it('lists each path as an absolute URL on the origin, in order, in the sitemaps.org format', () => {
    const xml = sitemapXml('https://www.doorkeep.com', ['/', '/pricing', '/resources/blog/a-post']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.doorkeep.com/',
      'https://www.doorkeep.com/pricing',
      'https://www.doorkeep.com/resources/blog/a-post',
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML special characters in a URL', () => {
    const xml = sitemapXml('https://doorkeep.example', ["/q?a=1&b='2'"]);
    expect(xml).toContain('<loc>https://doorkeep.example/q?a=1&amp;b=&apos;2&apos;</loc>');
  });

  it('is an empty but valid set when there are no pages', () => {
    expect(sitemapXml('https://doorkeep.example', [])).not.toContain('<url>');
  });
});

describe('robotsTxt', () => {
  it('names the absolute sitemap URL and keeps crawlers out of the given paths only', () => {
    expect(robotsTxt('https://www.doorkeep.com', ['/dashboard', '/admin-dashboard'])).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /admin-dashboard\n\nSitemap: https://www.doorkeep.com/sitemap.xml\n',
    );
  });

  it('allows everything when nothing is private', () => {
    expect(robotsTxt('http://127.0.0.1:4173', [])).toBe('User-agent: *\nAllow: /\n\nSitemap: http://127.0.0.1:4173/sitemap.xml\n');
  });
});
