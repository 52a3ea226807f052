// `npm run og-image`: draws the share card (public/og-image.png, 1200×630, for og:image and twitter:image) and the
// square logo of the Organization JSON-LD (public/logo.png) as HTML in the system Chromium and screenshots them.
// Brand words come from src/config/site.ts, colours from the Tailwind theme, the mark from public/favicon.svg.
// Run it again after changing any of those, and commit the PNGs.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium.mjs';
import { logoPath, ogImage } from '../src/components/seo/head-tags';
import { site } from '../src/config/site';
import theme from '../tailwind.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const { brand, accent } = theme.theme.extend.colors;
const fontStack = theme.theme.extend.fontFamily.sans.join(', ');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tagline with its closing figure ("2%") in the accent colour. */
function taglineHtml(): string {
  const match = /^(.*?)(\S*\d+%)$/.exec(site.tagline);
  if (!match) return escapeHtml(site.tagline);
  return `${escapeHtml(match[1])}<span class="figure">${escapeHtml(match[2])}</span>`;
}

// A door-and-house drawing in flat brand colours (flat fills keep the PNG small).
const houseSvg = `
<svg viewBox="0 0 360 360" width="360" height="360" aria-hidden="true">
  <circle cx="180" cy="180" r="176" fill="${brand[800]}" />
  <path d="M70 300V170L180 80l110 90v130z" fill="${brand[100]}" stroke="${brand[50]}" stroke-width="10" stroke-linejoin="round" />
  <rect x="142" y="190" width="76" height="110" rx="8" fill="${brand[700]}" />
  <circle cx="202" cy="248" r="8" fill="${accent[400]}" />
  <rect x="92" y="190" width="34" height="34" rx="5" fill="${brand[300]}" />
  <rect x="234" y="190" width="34" height="34" rx="5" fill="${brand[300]}" />
  <rect x="50" y="296" width="260" height="12" rx="6" fill="${brand[50]}" />
</svg>`;

function cardHtml(mark: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${ogImage.width}px; height: ${ogImage.height}px; }
  body { font-family: ${fontStack}; background: ${brand[900]}; color: #fff; position: relative; overflow: hidden; }
  .content { position: absolute; left: 80px; top: 0; bottom: 16px; width: 640px; display: flex; flex-direction: column; justify-content: center; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; letter-spacing: -0.5px; }
  .brand svg { width: 72px; height: 72px; }
  h1 { margin-top: 56px; font-size: 68px; line-height: 1.08; font-weight: 800; letter-spacing: -1.5px; }
  .figure { color: ${accent[300]}; }
  .art { position: absolute; right: 72px; top: 127px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 16px; background: ${accent[400]}; }
</style></head><body>
  <div class="content">
    <div class="brand">${mark}<span>${escapeHtml(site.name)}</span></div>
    <h1>${taglineHtml()}</h1>
  </div>
  <div class="art">${houseSvg}</div>
  <div class="bar"></div>
</body></html>`;
}

const logoSize = 512;
const logoHtml = (mark: string) => `<!doctype html><html><head><style>
  * { margin: 0; } body { width: ${logoSize}px; height: ${logoSize}px; background: #fff; }
  svg { display: block; width: ${logoSize}px; height: ${logoSize}px; }
</style></head><body>${mark}</body></html>`;

async function main() {
  const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const shots = [
      { file: ogImage.path, html: cardHtml(mark), width: ogImage.width, height: ogImage.height },
      { file: logoPath, html: logoHtml(mark), width: logoSize, height: logoSize },
    ];
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: 1 });
      await page.setContent(shot.html);
      const file = path.join(publicDir, shot.file);
      await page.screenshot({ path: file, type: 'png' });
      await page.close();
      console.info(`${path.relative(root, file)}: ${shot.width}×${shot.height}, ${(await stat(file)).size} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
