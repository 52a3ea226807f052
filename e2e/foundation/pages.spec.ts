import type { APIRequestContext, Page } from '@playwright/test';
import { articleSlug, blogTeasers, caseStudies, caseStudySlug } from '../../src/features/resources/content/articles';
import { paths } from '../../src/config/paths';
import { notFoundHeading, routes } from '../support/routes';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from '../support/test';

// Every route (its heading, title, description and internal links) and every article and case study, at a phone's
// width and a desktop's, as a visitor first sees them: the one place whole pages meet axe. These tests only load a
// page and read it, so their project reuses one browser context per worker (see e2e/playwright.config.ts).
const contentPages = [
  ...blogTeasers.map((article) => paths.blogArticle.getHref(articleSlug(article))),
  ...caseStudies.map((study) => paths.caseStudy.getHref(caseStudySlug(study))),
];
const contentPagesToScan = contentPages.filter((path) => !routes.some((route) => route.path === path));

/** Internal links this worker has already seen answer 200: each address is fetched once, not once per page. */
const linksThatLoad = new Set<string>();

/** Every same-site link on the page leads to a page the host serves (not the 404 page). */
async function expectInternalLinksToLoad(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor.getAttribute('href') ?? '').split('#')[0]));
  expect(hrefs.length, 'internal links on the page').toBeGreaterThan(0);
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    if (linksThatLoad.has(href)) continue;
    const status = (await request.get(href)).status();
    if (status === 200) linksThatLoad.add(href);
    else broken.push(`${href} → ${status}`);
  }
  expect(broken, 'internal links that do not load').toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`${route.path} shows its heading, title and description, with no serious accessibility problem and no link to a missing page`, async ({
        page,
        request,
      }) => {
        await page.goto(route.path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(route.h1);
        await expect(page).toHaveTitle(route.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await waitForHydration(heading);
        await expectNoSeriousA11yViolations(page);
        await expectInternalLinksToLoad(page, request);
      });
    }

    for (const path of contentPagesToScan) {
      test(`${path} has no serious accessibility problem`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFoundHeading);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
