import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';
import { timeouts } from '../support/timeouts';

// A prerendered page is HTML and CSS; only its islands run script, each hydrated on its own root at the moment it
// declares (src/lib/islands). What a visitor does before an island is live is not lost.

/** Holds the hydrator chunk, which every island needs, until the returned function is called. */
async function holdTheIslands(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A phone on a slow connection: every request waits 300 ms and shares 400 kbit/s (Chrome DevTools Protocol). */
async function slowNetwork(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

const islandState = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).first();

test.describe('before an island is live', () => {
  test('a newsletter sign-up typed at once on a slow network and sent early is sent once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await slowNetwork(page);
    const release = await holdTheIslands(page);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.method() !== 'HEAD') sent.push(request);
    });
    await page.goto('/', { waitUntil: 'commit' });
    const signup = page.getByRole('form', { name: 'Newsletter signup' });
    await signup.getByLabel('Email address').fill('early.reader@example.com');
    const subscribe = signup.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(islandState(page, 'newsletter-form')).not.toHaveAttribute('data-island-state', 'live');
    // The press shows it was taken, as the form shows its own sending.
    await expect(subscribe).toHaveAttribute('aria-busy', 'true');
    await expect(subscribe.getByText('Subscribing...')).toBeVisible();

    release();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible({ timeout: timeouts.server });
    // Held, not sent by the browser: that would have reloaded the page with the address in the query.
    expect(new URL(page.url()).search).toBe('');
    expect(sent).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('newsletter-signups') ?? '[]') as Array<{ email: string; source: string }>);
    // Once, and with the island's props as the page carried them (the home page's source).
    expect(stored.map(({ email, source }) => ({ email, source }))).toEqual([{ email: 'early.reader@example.com', source: 'homepage' }]);
  });

  test('support form fields filled early keep their values, and the form is sent once when live', async ({ page }) => {
    const release = await holdTheIslands(page);
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: /your name/i });
    const message = page.getByRole('textbox', { name: /^message/i });
    const category = page.getByRole('combobox', { name: /category/i });
    await name.fill('Early Bird');
    await page.getByRole('textbox', { name: /^email/i }).fill('early.bird@example.com');
    await page.getByRole('textbox', { name: /subject/i }).fill('Typed before the page was live');
    await category.selectOption('billing');
    await message.fill('Every word of this was typed while the page was still loading its script.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    release();
    await expect(page.getByTestId('ticket-reference')).toHaveText(/^DK-[A-Z0-9]{9}$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('support-messages') ?? '[]') as Array<Record<string, string>>);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Early Bird',
      email: 'early.bird@example.com',
      subject: 'Typed before the page was live',
      category: 'billing',
      message: 'Every word of this was typed while the page was still loading its script.',
    });
  });

  test('Send Message pressed on a slow network shows it was taken, busy, until the form sends it once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await slowNetwork(page);
    const release = await holdTheIslands(page);
    await page.goto('/support', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: /your name/i }).fill('Quick Presser');
    await page.getByRole('textbox', { name: /^email/i }).fill('quick.presser@example.com');
    await page.getByRole('textbox', { name: /subject/i }).fill('Pressed before the page was live');
    await page.getByRole('textbox', { name: /^message/i }).fill('This was sent while the page was still fetching its script.');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();

    // Taken: busy and not pressable again, with the label the form shows while it sends, and no script has run.
    await expect(islandState(page, 'support-form')).not.toHaveAttribute('data-island-state', 'live');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await expect(send.getByText('Sending...')).toBeVisible();
    await expect(send.getByText('Send Message')).toHaveCSS('opacity', '0');
    expect(await send.evaluate((button) => getComputedStyle(button).cursor)).toBe('progress');
    await send.dispatchEvent('click');

    release();
    await expect(page.getByTestId('ticket-reference')).toHaveText(/^DK-[A-Z0-9]{9}$/, { timeout: timeouts.server });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('support-messages') ?? '[]') as unknown[]);
    expect(stored).toHaveLength(1);
  });

  test('a category and a priority chosen early on a slow network are the ones sent', async ({ page }) => {
    await slowNetwork(page);
    const release = await holdTheIslands(page);
    await page.goto('/support', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: /category/i }).selectOption('bug');
    await page.getByRole('combobox', { name: /priority/i }).selectOption('urgent');

    release();
    await expect(islandState(page, 'support-form')).toHaveAttribute('data-island-state', 'live', { timeout: timeouts.server });
    await page.getByRole('textbox', { name: /your name/i }).fill('Early Chooser');
    await page.getByRole('textbox', { name: /^email/i }).fill('early.chooser@example.com');
    await page.getByRole('textbox', { name: /subject/i }).fill('Chosen before the page was live');
    await page.getByRole('textbox', { name: /^message/i }).fill('Both lists were set while the page was still loading.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('ticket-reference')).toBeVisible({ timeout: timeouts.server });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('support-messages') ?? '[]') as Array<Record<string, string>>);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ category: 'bug', priority: 'urgent' });
  });

  test('both calculator sliders moved by keys early on a slow network keep their places once it is live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await slowNetwork(page);
    const release = await holdTheIslands(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    const rent = page.getByRole('slider', { name: 'Monthly rent per property' });
    const properties = page.getByRole('slider', { name: 'Number of properties' });
    await rent.focus();
    await page.keyboard.press('End');
    await properties.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(islandState(page, 'roi-calculator')).not.toHaveAttribute('data-island-state', 'live');

    release();
    await expect(islandState(page, 'roi-calculator')).toHaveAttribute('data-island-state', 'live', { timeout: timeouts.server });
    await expect(rent).toHaveValue('5000');
    await expect(rent).toHaveAttribute('aria-valuetext', '$5,000 per month');
    await expect(properties).toHaveValue('3');
    await expect(properties).toHaveAttribute('aria-valuetext', '3 properties');
    // 5,000 × 3 × 8% × 12
    await expect(page.getByTestId('annual-savings')).toHaveText('$14,400');
  });

  test('a search typed into the help centre early filters once it is live', async ({ page }) => {
    const release = await holdTheIslands(page);
    await page.goto('/resources/help');
    const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
    await search.fill('refund');

    release();
    await waitForHydration(search);
    await expect(search).toHaveValue('refund');
    await expect(page.getByText(/match(es)? “refund”/)).toBeVisible();
  });

  test('a click on a menu, an FAQ question or Watch Demo does what it meant once the island is live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdTheIslands(page);
    await page.goto('/pricing');
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' });
    await login.click();
    const question = page.getByRole('button', { name: 'Are there any setup fees?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(login).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toHaveAttribute('aria-expanded', 'true');

    const hold = await holdTheIslands(page);
    await page.goto('/how-it-works');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    hold();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('island moments', () => {
  test('the header hydrates at idle; the calculator when it comes into view; the FAQ on first interaction', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/pricing');
    await expect(islandState(page, 'site-header')).toHaveAttribute('data-island-state', 'live');
    await page.waitForLoadState('networkidle');
    await expect(islandState(page, 'roi-calculator')).not.toHaveAttribute('data-island-state', /./);
    await expect(islandState(page, 'faq')).not.toHaveAttribute('data-island-state', /./);
    expect(scripts.filter((script) => /roi-calculator|faq/.test(script))).toEqual([]);

    await page.getByRole('slider', { name: 'Monthly rent per property' }).scrollIntoViewIfNeeded();
    await expect(islandState(page, 'roi-calculator')).toHaveAttribute('data-island-state', 'live');
    await expect(islandState(page, 'faq')).not.toHaveAttribute('data-island-state', /./);

    await page.getByRole('button', { name: 'Are there any setup fees?' }).hover();
    await expect(islandState(page, 'faq')).toHaveAttribute('data-island-state', 'live');
  });

  test('the header keeps the page it was given: the current page is marked once live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/features');
    const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' });
    await expect(islandState(page, 'site-header')).toHaveAttribute('data-island-state', 'live');
    await expect(current).toHaveAttribute('aria-current', 'page');
  });
});

test('a static page ships none of its sections’ code: no script holds its text', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/');
  await expect(islandState(page, 'site-header')).toHaveAttribute('data-island-state', 'live');
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  // The hero's heading and a testimonial live in the home page's static sections.
  const staticTexts = ['Stop 2AM Emergency Calls', await page.locator('blockquote').first().innerText()];
  for (const text of staticTexts) {
    expect(scripts.filter((script) => script.includes(text.slice(0, 40))), text).toEqual([]);
  }
});

test('an island whose code does not arrive says so in its place; the rest of the page works', async ({ page, pageProblems }) => {
  pageProblems.allow(/roi-calculator-[\w-]+\.js|Failed to load resource: net::ERR_FAILED/);
  pageProblems.allow(/console error: The "roi-calculator" island could not load/);
  await page.route(/\/assets\/roi-calculator-[\w-]+\.js$/, (route) => route.abort());
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  const calculator = islandState(page, 'roi-calculator');
  await page.getByRole('slider', { name: 'Monthly rent per property' }).scrollIntoViewIfNeeded();
  await expect(calculator).toHaveAttribute('data-island-state', 'failed');
  await expect(calculator.getByRole('alert')).toHaveText('This part of the page could not load. Reload the page to try again.');

  const question = page.getByRole('button', { name: 'Are there any setup fees?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
