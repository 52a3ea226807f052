import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';
import { backendInfo, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

/**
 * In a real browser: a visitor who submits while offline is told it is saved, the submission waits in
 * this browser's outbox, and it reaches the server exactly once as soon as the browser is back online.
 */

const outboxKey = 'submissions-outbox';
type OutboxEntry = { kind: string; clientId: string; attempts: number };

const outbox = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as OutboxEntry[], outboxKey);

/**
 * The problems going offline is expected to cause: the one insert that fails, and the console line Chromium writes
 * for it (which carries no URL; the request check names the URL).
 */
function allowOfflineInsert(pageProblems: { allow: (pattern: RegExp) => void }, table: string) {
  pageProblems.allow(
    new RegExp(
      `^request failed: POST http://127\\.0\\.0\\.1:\\d+/rest/v1/${table} \\(net::ERR_INTERNET_DISCONNECTED\\)$`,
    ),
  );
  pageProblems.allow(/^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
}

/** Delivering the outbox needs supabase-js, which the page has not loaded yet: its chunk fails until back online. */
function allowDeliveryCodeOffline(pageProblems: { allow: (pattern: RegExp) => void }) {
  pageProblems.allow(/^request failed: GET http:\/\/127\.0\.0\.1:\d+\/assets\/[\w-]+\.js \(net::ERR_INTERNET_DISCONNECTED\)$/);
}

/** The table's rows with this client id, read with the service role. */
async function serverRows(table: string, clientId: string): Promise<{ client_id: string }[]> {
  return serviceSelect(table, `client_id=eq.${encodeURIComponent(clientId)}`);
}

/** The table's rows with this e-mail, read with the service role. */
async function serverRowsByEmail(table: string, email: string): Promise<{ client_id: string }[]> {
  return serviceSelect(table, `email=eq.${encodeURIComponent(email)}`);
}

async function serviceSelect(table: string, filter: string): Promise<{ client_id: string }[]> {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/${table}?select=client_id&${filter}`, {
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
  });
  if (!response.ok) throw new Error(`reading ${table} failed: ${response.status}`);
  return (await response.json()) as { client_id: string }[];
}

/**
 * Loads a page online and waits until `form` is hydrated and the network has settled (the route's chunks and
 * supabase-js, which the header's auth state loads), so going offline interrupts only the submission.
 */
async function openOnline(page: Page, path: string, form: Locator) {
  await page.goto(path);
  await waitForHydration(form, { timeout: timeouts.server });
  await page.waitForLoadState('networkidle');
}

/** Back online, the entry is delivered within a few seconds and the outbox empties; a reload adds no second row. */
async function expectDeliveredOnce(page: Page, table: string, clientId: string) {
  await expect.poll(() => serverRows(table, clientId), { timeout: timeouts.server }).toHaveLength(1);
  await expect.poll(() => outbox(page), { timeout: timeouts.server }).toEqual([]);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await outbox(page)).toEqual([]);
  expect(await serverRows(table, clientId)).toHaveLength(1);
}

test.describe('submissions made offline', () => {
  test('a newsletter signup succeeds offline, waits in the outbox and reaches the table once back online', async ({
    page,
    context,
    pageProblems,
  }) => {
    allowOfflineInsert(pageProblems, 'newsletter_signups');
    allowDeliveryCodeOffline(pageProblems);
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await openOnline(page, '/', form);
    const email = uniqueEmail('offline-reader');
    // The visitor reaches the form (the island brought the outbox with it; the save path, the newsletter's signup
    // module, loads as the form nears the viewport), then the connection drops.
    const savePathLoaded = page.waitForResponse((response) => /\/assets\/signup-[\w-]+\.js$/.test(response.url()));
    await form.scrollIntoViewIfNeeded();
    await savePathLoaded;

    await context.setOffline(true);
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible();

    const [entry] = await outbox(page);
    expect(entry).toMatchObject({
      kind: 'newsletter',
      clientId: expect.stringMatching(/^NEWS-[A-Z0-9]{9}$/),
    });
    expect(await outbox(page)).toHaveLength(1);
    expect(await serverRows('newsletter_signups', entry.clientId)).toEqual([]);

    await context.setOffline(false);
    await expectDeliveredOnce(page, 'newsletter_signups', entry.clientId);
  });

  test("a newsletter signup typed after the connection dropped, before the form's code arrived, is sent once back online", async ({
    page,
    context,
    pageProblems,
  }) => {
    pageProblems.allow(/\(net::ERR_INTERNET_DISCONNECTED\)$/);
    pageProblems.allow(/^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
    pageProblems.allow(/^(console|page) error: .*dynamically imported module/);
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await openOnline(page, '/', form);
    const email = uniqueEmail('offline-early');

    await context.setOffline(true);
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'You appear to be offline. We kept your address and will subscribe you when you are back online.',
    );
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible({
      timeout: timeouts.server,
    });
    await expect
      .poll(async () => (await serverRowsByEmail('newsletter_signups', email)).length, { timeout: timeouts.server })
      .toBe(1);
  });

  test('a support message gets its ticket offline and reaches the table once back online', async ({
    page,
    context,
    pageProblems,
  }) => {
    allowOfflineInsert(pageProblems, 'support_messages');
    allowDeliveryCodeOffline(pageProblems);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await openOnline(page, '/support', form);

    await context.setOffline(true);
    await form.getByRole('textbox', { name: 'Your name' }).fill('Pat Offline');
    await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('offline-support'));
    await form.getByRole('textbox', { name: 'Subject' }).fill('Sent from the road');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('My connection dropped while I was writing this.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Only queued, so the form says it is saved, not sent.
    await expect(page.getByRole('heading', { name: 'Message saved' })).toBeVisible();
    await expect(page.getByText(/offline\. Your message is kept in this browser/)).toBeVisible();
    const ticket = (await page.getByTestId('ticket-reference').textContent())?.trim() ?? '';
    expect(ticket).toMatch(/^DK-[A-Z0-9]{9}$/);

    expect(await outbox(page)).toEqual([
      expect.objectContaining({ kind: 'supportMessages', clientId: ticket }),
    ]);
    expect(await serverRows('support_messages', ticket)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible({ timeout: timeouts.server });
    await expectDeliveredOnce(page, 'support_messages', ticket);
  });

  test('a vendor application sent offline reaches its confirmation, saved, and is submitted once back online', async ({
    page,
    context,
    pageProblems,
  }) => {
    allowOfflineInsert(pageProblems, 'vendor_applications');
    allowDeliveryCodeOffline(pageProblems);
    const email = uniqueEmail('offline-vendor');
    // The wizard's answers as its autosave keeps them, on the last step: filling the steps is the wizard spec's job.
    await page.addInitScript((draft) => {
      if (!window.sessionStorage.getItem('vendor-application-draft')) {
        window.sessionStorage.setItem('vendor-application-draft', JSON.stringify(draft));
      }
    }, offlineVendorDraft(email));
    const form = page.getByRole('form', { name: 'Service Areas' });
    await openOnline(page, '/vendor-signup', form);

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/vendor-application-submitted$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Saved');
    await expect(page.getByRole('status')).toContainText('offline');
    const [entry] = await outbox(page);
    expect(entry).toMatchObject({ kind: 'vendorApplications', clientId: expect.stringMatching(/^VEN-[A-Z0-9]{9}$/) });

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted', { timeout: timeouts.server });
    await expect.poll(() => serverRows('vendor_applications', entry.clientId), { timeout: timeouts.server }).toHaveLength(1);
    expect(await serverRowsByEmail('vendor_applications', email)).toHaveLength(1);
  });
});

function offlineVendorDraft(email: string) {
  return {
    step: 2,
    values: {
      company: 'Offline Plumbing LLC',
      contact: 'Olive Offline',
      email,
      phone: '(702) 555-0141',
      smsNumber: '(702) 555-0142',
      website: '',
      taxId: '',
      insuranceNumber: '',
      licenseNumber: '',
      yearEstablished: '2010',
      numberOfEmployees: '2-5',
      googleReviewsLink: '',
      category: ['Plumbing'],
      serviceAddress: '100 Main St',
      serviceCity: 'Las Vegas',
      serviceState: 'NV',
      serviceZipCode: '89101',
      serviceAreaRadius: '25',
      serviceAreaZipCodes: '',
      contactHours: 'Weekdays Only',
      preferredQuoteMethod: 'email',
      emergencyServices: false,
      minHourlyRate: '',
      maxHourlyRate: '',
      minServiceCharge: '',
    },
  };
}
