import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';
import {
  accessToken,
  backendInfo,
  callStack,
  createUser,
  fillWaitlist,
  mails,
  nextAdminRefresh,
  openAdminDashboard,
  randomPassword,
  seedSubmissionRows,
  uniqueEmail,
  waitlistRowsFor,
} from './backend';
import { timeouts } from '../support/timeouts';

/**
 * The admin's Waitlist Signups and Newsletter Signups tabs read the tables. A visitor submits in one browser
 * context and the admin, signed in in another, sees the row at the dashboard's next 5-second re-read after it reached
 * the server (brought forward on the admin page's clock, so the wait does not depend on the machine's speed).
 */

/** Polls the server every 100 ms until `exists` says the row is there. */
async function whenOnServer(exists: () => Promise<boolean>) {
  await expect.poll(exists, { timeout: timeouts.server, intervals: [100] }).toBe(true);
}

async function newsletterRowExists(email: string): Promise<boolean> {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(
    `${apiUrl}/rest/v1/newsletter_signups?select=client_id&email=eq.${encodeURIComponent(email)}`,
    {
      headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
    },
  );
  return response.ok && ((await response.json()) as unknown[]).length === 1;
}

/** The admin's row for `email` in the open tab panel, shown by the dashboard's next re-read. */
async function expectRowAtNextRefresh(admin: Page, email: string) {
  await nextAdminRefresh(admin);
  await expect(admin.getByRole('tabpanel').getByRole('row').filter({ hasText: email })).toBeVisible();
}

test('a visitor joins the waitlist and the newsletter; the admin sees both in their tabs within a poll', async ({
  page,
  browser,
}) => {
  const admin = await openAdminDashboard(browser);
  const waitlistEmail = uniqueEmail('tables-waitlist');
  const newsletterEmail = uniqueEmail('tables-reader');

  await admin.page.getByRole('tab', { name: /^Waitlist Signups/ }).click();
  await expect(admin.page.getByRole('heading', { name: 'Waitlist Signups' })).toBeVisible();
  await expect(
    admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: waitlistEmail }),
  ).toHaveCount(0);

  await page.goto('/waitlist');
  await fillWaitlist(page, waitlistEmail);
  await whenOnServer(async () => (await waitlistRowsFor(waitlistEmail)).length === 1);
  await expectRowAtNextRefresh(admin.page, waitlistEmail);
  const waitlistRow = admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: waitlistEmail });
  await expect(waitlistRow).toContainText('Dana Owner');
  await expect(waitlistRow).toContainText('(702) 555-0100');

  await admin.page.getByRole('tab', { name: /^Newsletter Signups/ }).click();
  await expect(admin.page.getByRole('heading', { name: 'Newsletter Signups' })).toBeVisible();
  await expect(
    admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: newsletterEmail }),
  ).toHaveCount(0);

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await waitForHydration(form.getByRole('textbox', { name: 'Email address' }));
  await form.getByRole('textbox', { name: 'Email address' }).fill(newsletterEmail);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible({
    timeout: timeouts.server,
  });
  await whenOnServer(() => newsletterRowExists(newsletterEmail));
  await expectRowAtNextRefresh(admin.page, newsletterEmail);
  await expect(
    admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: newsletterEmail }),
  ).toContainText('homepage', {
    ignoreCase: true,
  });

  await admin.context.close();
});

/** Inserts rows with the service role in one request (never row-capped on writes), oldest first. */
async function insertAsService(table: string, rows: Record<string, unknown>[]) {
  await callStack(`/rest/v1/${table}`, null, rows);
}

test('past the hosted max_rows of 1,000: newest first, the true total, an old row found, and the view kept in the address', async ({
  browser,
}) => {
  // A tag of this run, so the search counts only these rows whatever other tests add to the shared stack.
  const tag = `bulk${Date.now().toString(36)}`;
  const base = Date.now() - 1_200_000;
  const rows = Array.from({ length: 1_100 }, (_, index) => ({
    client_id: `NEWS-${tag
      .slice(-5)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}${String(index).padStart(4, '0')}`,
    email: `${tag}-${String(index).padStart(4, '0')}@example.com`,
    source: 'resources',
    created_at: new Date(base + index * 1000).toISOString(),
    // Readers who confirmed long ago: an unconfirmed row would queue a confirmation mail, 1,100 of them here, and
    // hold up the mail every later test of the shared stack waits for.
    confirmed_at: new Date(base + index * 1000 + 60_000).toISOString(),
  }));
  await insertAsService('newsletter_signups', rows);

  const admin = await openAdminDashboard(browser);
  await admin.page.getByRole('tab', { name: /^Newsletter Signups/ }).click();
  await admin.page.getByLabel('Search subscribers').fill(tag);
  const panel = admin.page.getByRole('tabpanel');
  await expect(panel.getByTestId('page-range')).toHaveText('1–50 of 1,100');
  await expect(panel.getByRole('row').nth(1)).toContainText(`${tag}-1099@example.com`);

  // The oldest row, beyond the first 1,000, is on the last page; the page is in the address and survives a reload.
  await admin.page.goto(`/admin-dashboard?tab=newsletter&q=${tag}&page=22`);
  await expect(panel.getByTestId('page-range')).toHaveText('1,051–1,100 of 1,100');
  await expect(panel.getByRole('row').last()).toContainText(`${tag}-0000@example.com`);
  await admin.page.reload();
  await expect(admin.page.getByLabel('Search subscribers')).toHaveValue(tag);
  await expect(panel.getByTestId('page-range')).toHaveText('1,051–1,100 of 1,100');

  // A search finds one old row directly.
  await admin.page.getByLabel('Search subscribers').fill(`${tag}-0007@`);
  await expect(panel.getByTestId('page-range')).toHaveText('1–1 of 1');
  await expect(panel.getByRole('row').nth(1)).toContainText(`${tag}-0007@example.com`);

  await admin.context.close();
});

/** stripe-checkout as the owner, then the test card posted to the Stripe stand-in's payment page, as step 2 does. */
async function payDeposit(token: string, email: string, site: string) {
  const { depositPriceId } = backendInfo();
  const { url } = (await callStack('/functions/v1/stripe-checkout', token, {
    price_id: depositPriceId,
    mode: 'payment',
    success_url: `${site}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/waitlist`,
  })) as { url: string };
  const card = { email, card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123' };
  const paid = await fetch(url, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
  expect(paid.status).toBe(303);
  await expect
    .poll(async () => (await waitlistRowsFor(email))[0]?.deposit_paid, { timeout: timeouts.payment })
    .toBe(true);
}

/** The first reference of `pattern` in the mails sent to `email` whose subject matches `subject`, oldest mail first. */
async function quotedIn(email: string, subject: RegExp, pattern: RegExp, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () =>
        (found = (await mails(email))
          .filter((mail) => subject.test(mail.subject))
          .reverse()
          .map((mail) => mail.text.match(pattern)?.[0] ?? '')).length,
      {
        timeout: timeouts.mail,
      },
    )
    .toBe(count);
  return found;
}

test('the admin finds a support message, a vendor application and an owner who paid, was refunded and paid again by the reference their own e-mail quotes', async ({
  browser,
  baseURL,
}) => {
  // A support message and a vendor application, stored as the site's forms store them: their mails go out the same way.
  const seeded = await seedSubmissionRows();
  const [{ email: seededEmail }] = (await callStack(
    `/rest/v1/support_messages?select=email&client_id=eq.${seeded.support_messages}`,
    null,
  )) as { email: string }[];
  const [ticket] = await quotedIn(seededEmail, /We received your message/, /DK-[A-Z0-9]{9}/);
  const [applicationNumber] = await quotedIn(seededEmail, /We received your application/, /VN-[A-Z0-9]{9}/);

  // An owner pays, is refunded, and pays again: two orders on one waitlist row, each with its own receipt.
  const email = uniqueEmail('paid-twice');
  const password = randomPassword();
  const userId = await createUser({ email, password, firstName: 'Rafa' });
  const token = await accessToken(email, password);
  await callStack('/rest/v1/waitlist_signups', token, {
    client_id: `WAIT-${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
    user_id: userId,
    first_name: 'Rafa',
    last_name: 'Twice',
    email,
    phone: '(702) 555-0142',
  });
  await payDeposit(token, email, baseURL!);
  await callStack('/functions/v1/deposit-refund', token, {});
  await expect
    .poll(async () => (await waitlistRowsFor(email))[0]?.status, { timeout: timeouts.payment })
    .toBe('refunded');
  await payDeposit(token, email, baseURL!);
  // The refund mail quotes the first order; the two receipts quote one order each.
  const [firstReceipt] = await quotedIn(email, /deposit was refunded/, /DK-RES-[A-Z0-9]{8}/);
  const receipts = await quotedIn(email, /deposit receipt/, /DK-RES-[A-Z0-9]{8}/, 2);
  expect(receipts).toContain(firstReceipt);
  const secondReceipt = receipts.find((reference) => reference !== firstReceipt);
  expect(secondReceipt).toMatch(/^DK-RES-/);

  const admin = await openAdminDashboard(browser);
  const find = async (tab: RegExp, label: string, search: string, expected: string) => {
    await admin.page.getByRole('tab', { name: tab }).click();
    await admin.page.getByRole('searchbox', { name: label }).fill(search);
    const rows = admin.page.getByRole('tabpanel').getByRole('row');
    await expect(rows.filter({ hasText: expected })).toBeVisible({ timeout: timeouts.server });
  };
  // Typed as a customer reads it out: lower case, with a space.
  await find(
    /^Support/,
    'Search messages',
    `${ticket!.toLowerCase().slice(0, 6)} ${ticket!.toLowerCase().slice(6)}`,
    ticket!,
  );
  await find(/^Waitlist/, 'Search waitlist', firstReceipt!, email);
  await find(/^Waitlist/, 'Search waitlist', secondReceipt!, email);

  // Vendor applications are cards, not rows.
  await admin.page.getByRole('tab', { name: /^Vendor/ }).click();
  await admin.page.getByRole('searchbox', { name: 'Search applications' }).fill(applicationNumber!);
  await expect(admin.page.getByRole('article')).toHaveCount(1, { timeout: timeouts.server });
  await expect(admin.page.getByRole('article')).toContainText(applicationNumber!);

  // The ticket typed in the Waitlist tab: that tab finds nothing and points to Support, with the search kept.
  await admin.page.getByRole('tab', { name: /^Waitlist/ }).click();
  await admin.page.getByRole('searchbox', { name: 'Search waitlist' }).fill(ticket!);
  await admin.page.getByRole('link', { name: 'Search Support' }).click();
  await expect(admin.page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(ticket!);
  await expect(admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: ticket! })).toBeVisible({
    timeout: timeouts.server,
  });
  await admin.context.close();
});
