import { expect, test, waitForHydration } from '../support/test';

// A visitor who goes back while the next page's code is still loading gets the page they went back to, not an
// empty <main>: the page boundary must not hold on to the page it was waiting for.
test('going back while the next page is still loading shows the previous page', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/vendor-login-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/vendor-signup');
  const signIn = page.getByRole('link', { name: 'Already a vendor? Sign in to your portal' });
  await waitForHydration(signIn);
  await signIn.click();
  await expect(page).toHaveURL(/\/vendor-login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/vendor-signup$/);
  release();
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toBeVisible();
  // And forward again, once the code is there.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: /Vendor/ })).toBeVisible();
});
