// The script a visitor downloads over a whole page, not only up to Time to Interactive (which web-vitals.mjs reports):
// the home page scrolled to its end, so every island has loaded and mounted with what it needs, and a legal page,
// whose only island is the header. Sizes are the gzip bytes on the wire from gzip-static-server.mjs.
// `node e2e/bench/page-weight.mjs <prerendered build folder> [before folder]` prints them; web-vitals.mjs calls
// measurePageWeight on the build it made.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../support/chromium.mjs';
import { serveBuild } from './gzip-static-server.mjs';

export const pageWeightBudgets = { homeScrolledJsKb: 90 };

/** Gzip KB of every script `url` fetched once scrolled to the end and settled. */
async function scriptKb(browser, url) {
  const page = await browser.newPage();
  const responses = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') responses.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Step down the page so islands that wait for the viewport see it, then give their imports time to finish.
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
  // The newsletter form loads its save path when pointed at or focused, as a visitor does before typing.
  const field = page.getByRole('textbox', { name: /email/i }).last();
  if (await field.count()) await field.focus();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const bytes = (await Promise.all(responses)).reduce((sum, size) => sum + size, 0);
  await page.close();
  return bytes / 1024;
}

/** The home page scrolled and a legal page, in gzip KB of script, for the build in `dir`. */
export async function measurePageWeight(dir) {
  const server = await serveBuild(dir, 'prerendered');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    return {
      homeScrolledJsKb: await scriptKb(browser, server.url + '/'),
      legalJsKb: await scriptKb(browser, server.url + '/privacy'),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The table rows, with the earlier build beside when given. */
export function printPageWeight(after, before) {
  const format = (value) => value.toFixed(1);
  const pair = (key) => (before ? `${format(before[key])} / ${format(after[key])}` : format(after[key]));
  console.log(`\nScript downloaded, gzip KB${before ? ' (before / after)' : ''}`);
  console.log('| page | KB | budget |');
  console.log('|---|---|---|');
  console.log(`| / scrolled to the end, every island live | ${pair('homeScrolledJsKb')} | ${pageWeightBudgets.homeScrolledJsKb} |`);
  console.log(`| /privacy (header only) | ${pair('legalJsKb')} | — |`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [dir, beforeDir] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node e2e/bench/page-weight.mjs <prerendered build folder> [before folder]');
    process.exit(2);
  }
  const after = await measurePageWeight(path.resolve(dir));
  const before = beforeDir ? await measurePageWeight(path.resolve(beforeDir)) : undefined;
  printPageWeight(after, before);
  process.exit(after.homeScrolledJsKb > pageWeightBudgets.homeScrolledJsKb ? 1 : 0);
}
