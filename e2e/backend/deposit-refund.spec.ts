import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  backendInfo,
  fillWaitlist,
  mails,
  nextAdminRefresh,
  openAdminDashboard,
  payWith,
  uniqueEmail,
  waitlistRowsFor,
} from './backend';
import { timeouts } from '../support/timeouts';

test.use({ viewport: { width: 390, height: 844 } });

/** Joins the waitlist as a new owner and pays the $99 deposit on the Stripe stand-in with `cardNumber`. */
async function joinAndPay(page: Page, email: string, cardNumber: string) {
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await page.waitForLoadState('networkidle');
  await pay.click();
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await payWith(page, cardNumber);
  await page.waitForURL(/\/checkout-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: timeouts.payment });
}

/** The signed-in owner's access token, as supabase-js keeps it in this browser. */
async function ownerToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? '';
      if (!key.endsWith('-auth-token')) continue;
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
      if (session.access_token) return session.access_token;
    }
    return '';
  });
}

/** Asks deposit-refund directly, as a second request from the same owner would. */
async function askAgain(token: string) {
  const { apiUrl, publishableKey } = backendInfo();
  const response = await fetch(`${apiUrl}/functions/v1/deposit-refund`, {
    method: 'POST',
    headers: { apikey: publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

/** The stand-in's record of this owner's payment (amount refunded so far). */
async function paymentOf(email: string) {
  const response = await fetch(`${backendInfo().stripeUrl}/__payments.json`);
  const { payments } = (await response.json()) as { payments: { email: string; amountRefunded: number }[] };
  return payments.find((payment) => payment.email === email);
}

/** The subjects of this owner's deposit mails in the local mailbox, oldest first, once `count` have arrived. */
async function depositMailsOf(email: string, count: number) {
  let found: Awaited<ReturnType<typeof mails>> = [];
  await expect
    .poll(async () => (found = (await mails(email)).filter((mail) => /deposit/i.test(mail.subject))).length, { timeout: timeouts.mail })
    .toBe(count);
  return found.reverse();
}

/** The paid owner's place on the dashboard, once the webhook has marked the deposit paid. */
async function paidPlace(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await expect(page.getByTestId('status-badge')).toHaveText('Waitlist Member', { timeout: timeouts.server });
  const text = (await page.getByTestId('queue-position').textContent()) ?? '';
  return Number(text.trim().slice(1));
}

/** A new owner, in a browser of their own, who joins and pays: someone who joined meanwhile. */
async function anotherOwnerPays(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await joinAndPay(page, uniqueEmail('meanwhile'), '4242 4242 4242 4242');
    return await paidPlace(page);
  } finally {
    await context.close();
  }
}

/** The cells of an RFC 4180 CSV text (quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (quoted || char !== '\r') {
      cell += char;
    }
  }
  return rows;
}

/** A figure of the admin's Waitlist tab, as a number ("$1,287" → 1287). */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('tabpanel').locator('p', { hasText: new RegExp(`^${label}$`) });
  const value = (await card.locator('xpath=following-sibling::p').textContent()) ?? '';
  return Number(value.replace(/[$,]/g, ''));
}

test("an owner pays, refunds and pays again: receipts, a refund e-mail, a place at the end of the line, and the admin sees both payments and the refund", async ({
  page,
  browser,
}) => {
  test.setTimeout(timeouts.journey * 2);
  const email = uniqueEmail('refund');
  await joinAndPay(page, email, '4242 4242 4242 4242');

  await page.goto('/dashboard');
  const card = page.getByTestId('deposit-card');
  await expect(card.getByRole('heading', { name: 'Your $99 deposit' })).toBeVisible({ timeout: timeouts.server });
  await expect(card).toContainText('$99.00');
  await expect(card).toContainText(/#\d+/);
  await expect(card).toContainText('credited to your first month');
  await expect(page.getByText('2% lifetime rate locked in')).toBeVisible();
  // The receipt arrives once the webhook has marked the deposit paid: amount, place in line and refund terms.
  const [receipt] = await depositMailsOf(email, 1);
  expect(receipt!.subject).toBe('Your DoorKeep deposit receipt');
  expect(receipt!.text).toContain('$99.00');
  expect(receipt!.text).toMatch(/Place in line: +#\d+/);
  expect(receipt!.text).toContain('fully refundable until your onboarding starts');
  // It names the order as the receipt page does and links to that page and to the dashboard on this site.
  const reference = /Reference: +(DK-RES-[A-Z2-9]{8})/.exec(receipt!.text)?.[1] ?? '';
  expect(reference).not.toBe('');
  expect(receipt!.text).toContain(`Quote ${reference} when you contact us.`);
  const receiptLink = /View or print your receipt: (\S+)/.exec(receipt!.text)?.[1] ?? '';
  expect(new URL(receiptLink).origin).toBe(new URL(page.url()).origin);
  expect(receipt!.text).toContain(`Go to your dashboard: ${new URL('/dashboard', page.url()).href}`);
  await page.goto(receiptLink);
  await expect(page.getByRole('article', { name: 'Receipt' })).toContainText(reference, { timeout: timeouts.server });
  const firstPlace = await paidPlace(page);

  // Someone joins and pays meanwhile: they are behind the owner.
  const meanwhile = await anotherOwnerPays(browser);
  expect(meanwhile).toBeGreaterThan(firstPlace);

  await page.goto('/dashboard');
  await card.getByRole('button', { name: 'Request refund' }).click({ timeout: timeouts.server });
  const dialog = page.getByRole('dialog', { name: 'Refund your $99 deposit?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`You give up place #${firstPlace} in line`);
  // A double click on the confirm button is one request: the button is busy after the first.
  await dialog.getByRole('button', { name: 'Refund $99' }).dblclick();

  await expect(page.getByRole('heading', { name: 'Deposit refunded' })).toBeVisible({ timeout: timeouts.server });
  await expect(page.getByTestId('status-badge')).toHaveText('Deposit refunded');
  await expect(page.getByText('2% rate lock released')).toBeVisible();
  await expect(page.getByText('2% lifetime rate locked in')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
  expect(await waitlistRowsFor(email)).toEqual([expect.objectContaining({ deposit_paid: false, status: 'refunded' })]);
  expect((await paymentOf(email))?.amountRefunded).toBe(9900);
  const [, refund] = await depositMailsOf(email, 2);
  expect(refund!.subject).toBe('Your DoorKeep deposit was refunded');
  expect(refund!.text).toMatch(/Refunded: +\$99\.00/);
  expect(refund!.text).toMatch(new RegExp(`Reference: +${reference}`));
  expect(refund!.text).toContain(`View your receipt, marked refunded: ${receiptLink}`);

  // Asking again (another tab, a retry) is refused and Stripe refunds nothing more.
  const again = await askAgain(await ownerToken(page));
  expect(again).toEqual({ status: 409, body: { error: 'Your deposit has already been refunded.' } });
  expect((await paymentOf(email))?.amountRefunded).toBe(9900);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deposit refunded' })).toBeVisible({ timeout: timeouts.server });
  // One receipt and one refund e-mail for the one deposit, whatever was asked twice.
  expect((await mails(email)).filter((mail) => /deposit/i.test(mail.subject))).toHaveLength(2);

  // The dashboard offers to reserve again; it leads to the waitlist's form.
  await page.getByRole('link', { name: 'Reserve a spot again' }).click();
  await page.waitForURL(/\/waitlist$/);
  await expect(
    page.getByRole('button', { name: 'Reserve My Spot - $99' }).or(page.getByRole('button', { name: 'Continue' })),
  ).toBeVisible({ timeout: timeouts.server });

  // Reserving again on another device (no copy of the first reservation in its browser), the address typed in
  // capitals, brings back the owner's one row rather than adding a second.
  await page.evaluate(() => window.localStorage.removeItem('waitlist-signups'));
  await page.goto('/waitlist');
  await fillWaitlist(page, email.toUpperCase());
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await page.waitForLoadState('networkidle');
  await pay.click();
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: timeouts.payment });
  await expect
    .poll(() => waitlistRowsFor(email), { timeout: timeouts.server })
    .toEqual([expect.objectContaining({ deposit_paid: true, status: 'confirmed' })]);
  // The refund released the old place: everyone who joined meanwhile moved up one, and the owner is behind them.
  const placeAgain = await paidPlace(page);
  expect(placeAgain).toBeGreaterThan(meanwhile - 1);
  expect(placeAgain).not.toBe(firstPlace);
  const [, , secondReceipt] = await depositMailsOf(email, 3);
  const secondReference = /Reference: +(DK-RES-[A-Z2-9]{8})/.exec(secondReceipt!.text)?.[1] ?? '';
  expect(secondReference).toMatch(/^DK-RES-/);
  expect(secondReference).not.toBe(reference);

  // The admin finds the owner's one row and its details tell the whole story: both payments and the refund between
  // them, each with the reference the owner was given.
  const admin = await openAdminDashboard(browser);
  try {
    await admin.page.getByRole('tab', { name: /^Waitlist Signups/ }).click();
    await admin.page.getByLabel('Search waitlist').fill(email);
    const row = admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1, { timeout: timeouts.server });
    await row.getByRole('button', { name: 'View Dana Owner' }).click();
    const details = admin.page.getByRole('dialog', { name: 'Dana Owner' });
    const lines = details.getByRole('list', { name: 'Deposit history' }).getByRole('listitem');
    await expect(lines).toHaveCount(3, { timeout: timeouts.server });
    for (const [index, texts] of [
      [0, ['Payment', '$99', reference, 'Paid']],
      [1, ['Refund', '$99', reference, 'Refunded']],
      [2, ['Payment', '$99', secondReference, 'Paid']],
    ] as const) {
      for (const text of texts) await expect(lines.nth(index)).toContainText(text);
    }
    await expect(details).toContainText('2 payments, 1 refund, $99 held now');
    await admin.page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The tab's figures agree with the histories: the export's totals of every row add up to them. Other tests pay
    // on the same stack meanwhile, so a pair of readings that straddles a payment is read again.
    await expect(async () => {
      await nextAdminRefresh(admin.page);
      const before = [await figure(admin.page, 'Paid Deposits'), await figure(admin.page, 'Refunded'), await figure(admin.page, 'Total Deposits')];
      const [download] = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const [header, ...records] = csvRows(await readFile((await download.path())!, 'utf8'));
      const column = (name: string) => header!.indexOf(name);
      const sum = (name: string) => records.reduce((total, cells) => total + Number(cells[column(name)]), 0);
      const mine = records.find((cells) => cells[column('email')] === email)!;
      expect([mine[column('depositPayments')], mine[column('depositRefunds')], mine[column('depositAmountPaid')], mine[column('depositAmountRefunded')], mine[column('depositAmountHeld')]]).toEqual(['2', '1', '198', '99', '99']);
      const after = [await figure(admin.page, 'Paid Deposits'), await figure(admin.page, 'Refunded'), await figure(admin.page, 'Total Deposits')];
      expect(after).toEqual(before);
      expect([sum('depositPayments'), sum('depositRefunds'), sum('depositAmountHeld')]).toEqual(before);
    }).toPass({ timeout: timeouts.server * 3 });
  } finally {
    await admin.context.close();
  }
});

test('a refund Stripe declines shows the owner why and keeps the deposit as it was', async ({ page, pageProblems }) => {
  test.setTimeout(timeouts.journey);
  // deposit-refund answers Stripe's refusal with 402; the page shows it, the browser logs it.
  pageProblems.allow(/HTTP 402: .*\/functions\/v1\/deposit-refund/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 402/);
  const email = uniqueEmail('refund-declined');
  // Stripe's test card whose payment is disputed: Stripe refuses to refund it (charge_disputed).
  await joinAndPay(page, email, '4000 0000 0000 0259');

  await page.goto('/dashboard');
  const card = page.getByTestId('deposit-card');
  await card.getByRole('button', { name: 'Request refund' }).click({ timeout: timeouts.server });
  await page.getByRole('dialog').getByRole('button', { name: 'Refund $99' }).click();

  const alert = card.getByRole('alert');
  await expect(alert).toContainText('Your refund did not go through', { timeout: timeouts.server });
  await expect(alert).toContainText('nothing has changed');
  await expect(card.getByRole('heading', { name: 'Your $99 deposit' })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Waitlist Member');
  await expect(page.getByText('2% lifetime rate locked in')).toBeVisible();
  expect(await waitlistRowsFor(email)).toEqual([expect.objectContaining({ deposit_paid: true, status: 'confirmed' })]);
  expect((await paymentOf(email))?.amountRefunded).toBe(0);

  await page.reload();
  await expect(card.getByRole('button', { name: 'Request refund' })).toBeVisible({ timeout: timeouts.server });
  // The receipt only: a refund that did not happen is not announced.
  expect((await depositMailsOf(email, 1)).map((mail) => mail.subject)).toEqual(['Your DoorKeep deposit receipt']);
});
