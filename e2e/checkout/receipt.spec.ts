import { expect, test } from '../support/test';

// The receipt holds one owner's payment: search engines must neither list nor index it.
test('the printable receipt page is kept out of search results and out of the sitemap', async ({ page, request }) => {
  await page.goto('/checkout/receipt?reference=DK-RES-7KQ2M9XA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments are not configured');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/checkout');
});
