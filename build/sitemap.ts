// The crawler files the build writes beside the prerendered pages: sitemap.xml and robots.txt.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemap (sitemaps.org protocol 0.9) listing `origin` + each path, in the given order. */
export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const entries = pagePaths.map((pagePath) => `  <url><loc>${escapeXml(`${origin}${pagePath}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every crawler may fetch everything but `disallow`, and the sitemap's absolute address. */
export function robotsTxt(origin: string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    ...(disallow.length > 0 ? disallow.map((pagePath) => `Disallow: ${pagePath}`) : ['Allow: /']),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
