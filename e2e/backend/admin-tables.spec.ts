import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { backendInfo, fillWaitlist, openAdminDashboard, uniqueEmail, waitlistRowsFor } from './backend';

/**
 * Issue 8: the admin's Waitlist Signups and Newsletter Signups tabs read the tables. A visitor submits in one browser
 * context and the admin, signed in in another, sees the row within one 5-second poll of it reaching the server.
 */
test.describe.configure({ timeout: 90_000 });

/** The dashboard polls every 5 s; a row must show within one poll of existing, plus a little for the request. */
const onePollMs = 5_500;

/** Polls the server every 100 ms until `exists` says the row is there; returns when it was first seen. */
async function whenOnServer(exists: () => Promise<boolean>): Promise<number> {
  await expect.poll(exists, { timeout: 20_000, intervals: [100] }).toBe(true);
  return Date.now();
}

async function newsletterRowExists(email: string): Promise<boolean> {
  const { apiUrl, serviceRoleKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/newsletter_signups?select=client_id&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  return response.ok && ((await response.json()) as unknown[]).length === 1;
}

/** The admin's rows for `email` in the open tab panel, expected within one poll measured from `since`. */
async function expectRowWithinOnePoll(admin: Page, email: string, since: number) {
  const row = admin.getByRole('tabpanel').getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible({ timeout: Math.max(1, onePollMs - (Date.now() - since)) });
}

test('a visitor joins the waitlist and the newsletter; the admin sees both in their tabs within a poll', async ({ page, browser }) => {
  const admin = await openAdminDashboard(browser);
  const waitlistEmail = uniqueEmail('tables-waitlist');
  const newsletterEmail = uniqueEmail('tables-reader');

  await admin.page.getByRole('tab', { name: /^Waitlist Signups/ }).click();
  await expect(admin.page.getByRole('heading', { name: 'Waitlist Signups' })).toBeVisible();
  await expect(admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: waitlistEmail })).toHaveCount(0);

  await page.goto('/waitlist');
  await fillWaitlist(page, waitlistEmail);
  const waitlistStored = await whenOnServer(async () => (await waitlistRowsFor(waitlistEmail)).length === 1);
  await expectRowWithinOnePoll(admin.page, waitlistEmail, waitlistStored);
  const waitlistRow = admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: waitlistEmail });
  await expect(waitlistRow).toContainText('Dana Owner');
  await expect(waitlistRow).toContainText('(702) 555-0100');

  await admin.page.getByRole('tab', { name: /^Newsletter Signups/ }).click();
  await expect(admin.page.getByRole('heading', { name: 'Newsletter Signups' })).toBeVisible();
  await expect(admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: newsletterEmail })).toHaveCount(0);

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(newsletterEmail);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // The form waits up to 8 s for the server's first answer before it falls back to the outbox; the admin's 5 s is
  // measured from the row reaching the server, below, so a slow machine here does not eat into it.
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible({ timeout: 15_000 });
  const newsletterStored = await whenOnServer(() => newsletterRowExists(newsletterEmail));
  await expectRowWithinOnePoll(admin.page, newsletterEmail, newsletterStored);
  await expect(admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: newsletterEmail })).toContainText('homepage', {
    ignoreCase: true,
  });

  await admin.context.close();
});
