import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { notFoundHeading } from '../support/routes';

/** Internal links to articles or case studies on the page, de-duplicated. */
async function contentLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/resources/blog/"], a[href^="/resources/case-studies/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

test.describe('resources hub', () => {
  test('shows the articles, case studies, ROI promo and newsletter sections', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Landlord Resources');
    const main = page.getByRole('main');

    const articles = main.getByRole('region', { name: 'Latest Articles' });
    await expect(articles.getByRole('article')).toHaveCount(3);
    await expect(articles.getByRole('link', { name: 'How AI Cuts Maintenance Costs for Small Landlords' })).toHaveAttribute(
      'href',
      '/resources/blog/how-ai-cuts-maintenance-costs-for-small-landlords',
    );
    await expect(articles.getByText('Maintenance', { exact: true })).toBeVisible();
    await expect(articles.getByText('January 14, 2025')).toBeVisible();

    const studies = main.getByRole('region', { name: 'Owner Success Stories' });
    await expect(studies.getByRole('article')).toHaveCount(2);
    await expect(studies.getByRole('link', { name: 'Twelve Doors, Zero Midnight Calls' })).toHaveAttribute(
      'href',
      '/resources/case-studies/desert-sun-rentals',
    );
    await expect(studies.getByText('Maple Row Properties')).toBeVisible();
    await expect(studies.getByText('22 hours a month back for the owner')).toBeVisible();

    const roi = main.getByRole('region', { name: 'See what 2% would save you' });
    await expect(roi.getByText('$1,920')).toBeVisible();
    await expect(roi.getByRole('link', { name: 'Reserve My Spot' })).toHaveAttribute('href', '/waitlist');

    await expect(main.getByRole('region', { name: 'Landlord insights, once a month' })).toBeVisible();
  });

  test("'View All Articles' opens every article, newest first", async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('link', { name: 'View All Articles' }).click();
    await expect(page).toHaveURL(/\/resources\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Articles');
    await expect(page).toHaveTitle('All Articles | DoorKeep');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      'How AI Cuts Maintenance Costs for Small Landlords',
    );
    const dates = await page.getByRole('main').getByRole('article').locator('time').evaluateAll((times) =>
      times.map((time) => time.getAttribute('datetime') ?? ''),
    );
    expect(dates).toHaveLength(3);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('every article and case-study link resolves to real content', async ({ page }) => {
    const links = new Set<string>();
    for (const path of ['/resources', '/resources/blog']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const href of await contentLinks(page)) links.add(href);
    }
    expect([...links].filter((href) => href.startsWith('/resources/blog/'))).toHaveLength(3);
    expect([...links].filter((href) => href.startsWith('/resources/case-studies/'))).toHaveLength(2);

    for (const href of links) {
      await page.goto(href);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, href).not.toHaveText(notFoundHeading);
      expect((await heading.innerText()).length, href).toBeGreaterThan(10);
      await expect(page, href).toHaveTitle(/ \| DoorKeep$/);
      const bodyText = await page.getByRole('main').getByRole('article').first().innerText();
      const words = bodyText.split(/\s+/).filter(Boolean).length;
      expect(words, `${href} has substantial text`).toBeGreaterThan(href.includes('/blog/') ? 500 : 300);
      await expect(page.getByRole('main').getByRole('link', { name: 'Reserve My Spot - $99' }).first()).toHaveAttribute(
        'href',
        '/waitlist',
      );
    }
  });

  test('an article shows its byline, date, category and reading time, and links on', async ({ page }) => {
    await page.goto('/resources/blog/what-a-ten-percent-management-fee-really-costs-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What a Ten Percent Management Fee Really Costs You');
    const article = page.getByRole('main').getByRole('article').first();
    await expect(article.getByText('The DoorKeep Finance Team')).toBeVisible();
    await expect(article.getByText('January 7, 2025')).toBeVisible();
    await expect(article.getByText('Finance', { exact: true })).toBeVisible();
    await expect(article.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Keep reading' })).toBeVisible();
    await page.getByRole('link', { name: 'Tenant Screening Without the Guesswork' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenant Screening Without the Guesswork');
  });

  test('a case study shows its challenge, approach, results and quote', async ({ page }) => {
    await page.goto('/resources/case-studies/maple-row-properties');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From Spreadsheets to Autopilot');
    await expect(page).toHaveTitle('Maple Row Properties case study | DoorKeep');
    for (const name of ['The challenge', 'The approach', 'The results']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
    }
    await expect(page.getByText('22 hrs')).toBeVisible();
    await expect(page.locator('blockquote')).toContainText('evenings');
  });

  for (const path of ['/resources/blog/not-a-real-article', '/resources/case-studies/unknown-company']) {
    test(`${path} still shows the 404 page`, async ({ page, pageProblems }) => {
      pageProblems.allow(/HTTP 404: .*\/(not-a-real-article|unknown-company)$/);
      pageProblems.allow(/console error: Failed to load resource: .* 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
    });
  }
});

test.describe('help centre', () => {
  test('filters the questions as you type and shows an empty state', async ({ page }) => {
    await page.goto('/resources/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
    for (const group of ['Getting started', 'Pricing & deposit', 'Maintenance', 'Tenants', 'Account & security']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const status = page.locator('[aria-live="polite"]');
    await expect(status).toContainText(/Showing all \d+ questions/);
    const questions = page.getByRole('main').getByRole('heading', { level: 3 });
    const total = await questions.count();
    expect(total).toBeGreaterThan(12);

    const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
    await search.pressSequentially('DEPOS');
    await expect(status).toContainText(/\d+ questions? match(es)? “DEPOS”/);
    await expect(questions.filter({ hasText: 'What is the $99 deposit for?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Maintenance' })).toHaveCount(0);
    expect(await questions.count()).toBeLessThan(total);

    await search.fill('vacant');
    await expect(questions).toHaveCount(1);
    await expect(page.getByText('vacant properties incur no fee')).toBeVisible();

    await search.fill('zzqx nothing');
    await expect(status).toContainText('No questions match “zzqx nothing”');
    await expect(questions).toHaveCount(0);
    await expect(status.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/support');

    await status.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(questions).toHaveCount(total);
  });

  test('links to support and contact', async ({ page }) => {
    await page.goto('/resources/help');
    const stillStuck = page.getByRole('region', { name: 'Still have a question?' });
    await expect(stillStuck.getByRole('link', { name: 'Visit Support' })).toHaveAttribute('href', '/support');
    await expect(stillStuck.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
