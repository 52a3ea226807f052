import { expect, test, waitForHydration } from '../support/test';
import { uniqueEmail, waitlistRowsFor } from './backend';
import { timeouts } from '../support/timeouts';

// A connection that drops on the way in never strands the visitor: no login page for a new visitor, no raw
// technical text, no blank page; the flow goes on by itself when the connection returns.
test.use({ viewport: { width: 390, height: 844 } });

function allowOfflineFailures(pageProblems: { allow: (pattern: RegExp) => void }) {
  pageProblems.allow(/\(net::ERR_INTERNET_DISCONNECTED\)$/);
  pageProblems.allow(/^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  pageProblems.allow(/^console error: .*(Failed to fetch|could not be reached|dynamically imported module)/);
  pageProblems.allow(/^page error: .*dynamically imported module/);
}

test('offline at waitlist step 1: the visitor stays on the form with a plain message and goes on to step 2 once back online', async ({
  page,
  context,
  pageProblems,
}) => {
  allowOfflineFailures(pageProblems);
  const email = uniqueEmail('offline-step1');
  await page.goto('/waitlist');
  await page.getByRole('textbox', { name: /first name/i }).fill('Dana');
  await page.getByRole('textbox', { name: /last name/i }).fill('Owner');
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByRole('textbox', { name: /^phone/i }).fill('(702) 555-0100');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. We kept your details and will continue when you are back online.',
    { timeout: timeouts.server },
  );
  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByRole('textbox', { name: /^email/i })).toHaveValue(email);
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeVisible({ timeout: timeouts.server });
  await expect.poll(async () => (await waitlistRowsFor(email)).length, { timeout: timeouts.server }).toBe(1);
});

test('inside the app, a page whose code cannot load while offline says so, and loads by itself when the connection returns', async ({
  page,
  context,
  pageProblems,
}) => {
  allowOfflineFailures(pageProblems);
  await page.goto('/vendor-signup');
  const login = page.getByRole('contentinfo').getByRole('link', { name: 'Vendor Login' });
  await waitForHydration(login);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await login.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be shown');
  await expect(page.getByText(/You appear to be offline/)).toBeVisible();
  // The header and footer stay: the visitor is never left with a white page.
  await expect(page.getByRole('banner')).toBeVisible();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/vendor-login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Portal Login', {
    timeout: timeouts.server,
  });
});
