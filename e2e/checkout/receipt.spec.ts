import { expect, test } from '../support/test';

// The receipt and the success page hold one owner's payment: search engines must neither list nor index them.
test('the printable receipt and the checkout success page are kept out of search results and out of the sitemap', async ({
  page,
  request,
}) => {
  for (const address of ['/checkout/receipt?reference=DK-RES-7KQ2M9XA', '/checkout-success?session_id=cs_test_123']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/checkout');
});
