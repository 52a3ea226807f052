import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './test';

/**
 * Runs axe on a still copy of the page as it is right now: for short-lived states (a 1 s "Saving..." button)
 * held with a paused `page.clock`, where axe itself cannot run because it needs the page's timers. The copy is the
 * current DOM with its styles and without scripts, opened in a fresh context whose clock runs normally.
 */
export async function expectNoSeriousA11yViolationsNow(page: Page, options: { within?: string } = {}) {
  const html = await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`);
  const stillHtml = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser to open the still copy in.');
  const context = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    const url = page.url();
    await copy.route(url, (route) => route.fulfill({ contentType: 'text/html', body: stillHtml }));
    await copy.goto(url);
    await expectNoSeriousA11yViolations(copy, options);
  } finally {
    await context.close();
  }
}
