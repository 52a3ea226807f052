import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, FrameLocator, Locator, Page } from '@playwright/test';
import { adminRefreshMs } from '../../src/features/admin/refresh';
import { expect } from '../support/test';
import { timeouts } from '../support/timeouts';

/** What e2e/support/backend-stack.ts wrote for this run. */
export type BackendInfo = { apiUrl: string; publishableKey: string; secretKey: string; stripeUrl: string; depositPriceId: string };

export function backendInfo(): BackendInfo {
  return JSON.parse(readFileSync(process.env.E2E_BACKEND_INFO ?? '', 'utf8')) as BackendInfo;
}

/** A unique address for one test. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A throwaway password made per test, never written down. */
export const randomPassword = () => `pw-${randomBytes(9).toString('base64url')}`;

/**
 * Creates a confirmed user through the stack's admin API (service role), optionally with a server-issued role (and,
 * for a vendor, the application it was invited for), and returns the new user's id.
 */
export async function createUser(input: {
  email: string;
  password: string;
  role?: 'admin' | 'vendor';
  firstName?: string;
  applicationId?: string;
}): Promise<string> {
  const info = backendInfo();
  const appMetadata = { ...(input.role ? { role: input.role } : {}), ...(input.applicationId ? { application_id: input.applicationId } : {}) };
  const response = await fetch(`${info.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: info.secretKey, Authorization: `Bearer ${info.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: input.email,
      password: input.password,
      email_confirm: true,
      user_metadata: { first_name: input.firstName ?? 'Test', last_name: 'User', full_name: `${input.firstName ?? 'Test'} User` },
      app_metadata: appMetadata,
    }),
  });
  if (!response.ok) throw new Error(`creating ${input.email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** One request to the stack's Auth API (anon key unless `key` is given); throws on any error answer. */
export async function authPost(path: string, body: unknown, key = backendInfo().publishableKey) {
  const response = await fetch(`${backendInfo().apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
}

/** The server's waitlist rows with this e-mail, read with the service role. */
export async function waitlistRowsFor(email: string): Promise<{ user_id: string | null; deposit_paid: boolean; status: string }[]> {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/waitlist_signups?select=user_id,deposit_paid,status&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
  });
  if (!response.ok) throw new Error(`reading waitlist rows failed: ${response.status}`);
  return (await response.json()) as { user_id: string | null; deposit_paid: boolean; status: string }[];
}

/** The newest recovery link mailed to `email` by the local stack. */
export async function recoveryLink(email: string): Promise<string | undefined> {
  const response = await fetch(`${backendInfo().apiUrl}/__mailbox.json`);
  const mails = (await response.json()) as { to: string; kind: string; link: string }[];
  return mails.find((mail) => mail.to === email && mail.kind === 'recovery')?.link;
}

/** One message in the local mailbox, as /__mailbox.json lists it. */
export type MailboxMessage = {
  /** The mailbox's id, which names its attachments at /__mailbox/attachments/<id>/<index>. */
  id: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html?: string;
  link: string;
  from?: string;
  /** Extra headers the function sent through the Resend stand-in (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string }[];
};

/** Everything the local stack (Auth and the functions' mail) sent to `email`, newest first. */
export async function mails(email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${backendInfo().apiUrl}/__mailbox.json`);
  const all = (await response.json()) as MailboxMessage[];
  return all.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/**
 * The rendered HTML of `mail` on the local mailbox page (supabase/local/mailbox.ts lists every recipient's mail,
 * newest first). Found by recipient and subject: tests running side by side send mails with the same subject.
 */
export async function openRenderedMail(page: Page, mail: MailboxMessage): Promise<FrameLocator> {
  await page.goto(`${backendInfo().apiUrl}/__mailbox`);
  const item = page
    .locator('li.mail')
    .filter({ has: page.locator('span.to').getByText(mail.to, { exact: true }) })
    .filter({ has: page.locator(`iframe[title="${mail.subject.replace(/"/g, '\\"')}"]`) })
    .first();
  return item.frameLocator('iframe.rendered');
}

/** Fills and submits the login form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Fills and submits the vendor login form at /vendor-login. */
export async function vendorLogIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills waitlist step 1 and continues. */
export async function fillWaitlist(page: Page, email: string) {
  await page.getByRole('textbox', { name: /first name/i }).fill('Dana');
  await page.getByRole('textbox', { name: /last name/i }).fill('Owner');
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByRole('textbox', { name: /^phone/i }).fill('(702) 555-0100');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From waitlist step 2: starts the deposit checkout, pays it with the test card 4242 and waits for the success page. */
export async function payDepositFromStepTwo(page: Page, pay: Locator) {
  await pay.click();
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: timeouts.payment });
}

/** Pays on the Stripe stand-in's checkout page. */
export async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** The tables visitors submit to. RLS lets only admins read them (and an owner or vendor their own row). */
export const submissionTables = ['waitlist_signups', 'newsletter_signups', 'vendor_applications', 'support_messages'] as const;
export type SubmissionTable = (typeof submissionTables)[number];

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Nine random characters of the client ids' alphabet (the tables CHECK `PREFIX-[A-Z0-9]{9}`). */
const idSuffix = () => Array.from(randomBytes(9), (byte) => idAlphabet[byte % idAlphabet.length]).join('');

/** One valid row per table, as a visitor's browser would insert it (see the CHECKs of the submissions migration). */
function seedRows(): Record<SubmissionTable, Record<string, unknown>> {
  const suffix = idSuffix();
  const email = uniqueEmail('seeded');
  return {
    waitlist_signups: { client_id: `WAIT-${suffix}`, first_name: 'Seeded', last_name: 'Signup', email, phone: '(702) 555-0199', properties: '1-5' },
    newsletter_signups: { client_id: `NEWS-${suffix}`, email, source: 'homepage' },
    vendor_applications: {
      client_id: `VEN-${suffix}`,
      application_number: `VN-${suffix}`,
      company: `Seeded Services ${suffix}`,
      contact: 'Seeded Contact',
      email,
      phone: '(702) 555-0198',
      sms_number: '(702) 555-0197',
      category: ['Plumbing'],
      year_established: 2010,
      number_of_employees: '2-5',
      service_address: '1 Seed Street',
      service_city: 'Las Vegas',
      service_state: 'NV',
      service_zip_code: '89101',
      service_area_radius: '25',
      contact_hours: 'Weekdays Only',
    },
    support_messages: { client_id: `DK-${suffix}`, name: 'Seeded Visitor', email, subject: 'Seeded question', message: 'A row for the RLS checks.' },
  };
}

/**
 * A vendor as vendor-invite leaves one: an approved application linked to a vendor account that names it. Made
 * with the service role, so the portal opens at once for `email` and `password`.
 */
export async function createVendor(email: string, password: string): Promise<void> {
  const { apiUrl, secretKey } = backendInfo();
  const seeded = seedRows().vendor_applications;
  const clientId = String(seeded.client_id);
  const application = { ...seeded, email, status: 'approved', approved_date: new Date().toISOString().slice(0, 10) };
  const headers = { apikey: secretKey, Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' };
  const inserted = await fetch(`${apiUrl}/rest/v1/vendor_applications`, { method: 'POST', headers: { ...headers, Prefer: 'return=minimal' }, body: JSON.stringify(application) });
  if (inserted.status !== 201) throw new Error(`seeding the application failed: ${inserted.status} ${await inserted.text()}`);
  const userId = await createUser({ email, password, role: 'vendor', applicationId: clientId });
  const linked = await fetch(`${apiUrl}/rest/v1/vendor_applications?client_id=eq.${clientId}`, {
    method: 'PATCH',
    headers: { ...headers, Prefer: 'return=minimal' },
    body: JSON.stringify({ user_id: userId }),
  });
  if (linked.status !== 204) throw new Error(`linking the application failed: ${linked.status} ${await linked.text()}`);
}

/**
 * Inserts one row into each submission table with the service role, so a check that a caller sees nothing cannot
 * pass merely because the tables are empty. Returns each table's new client id.
 */
export async function seedSubmissionRows(): Promise<Record<SubmissionTable, string>> {
  const { apiUrl, secretKey } = backendInfo();
  const rows = seedRows();
  for (const table of submissionTables) {
    const response = await fetch(`${apiUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows[table]),
    });
    if (response.status !== 201) throw new Error(`seeding ${table} failed: ${response.status} ${await response.text()}`);
  }
  return Object.fromEntries(submissionTables.map((table) => [table, String(rows[table].client_id)])) as Record<SubmissionTable, string>;
}

/** The access token of a password sign-in, the JWT the browser's supabase-js would send. */
export async function accessToken(email: string, password: string): Promise<string> {
  const { apiUrl, publishableKey } = backendInfo();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in ${email} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** GET on a table through REST as the app would call it: with a user's JWT, or with the anon key alone (null). */
export async function readTable(table: SubmissionTable, token: string | null, query = 'select=*') {
  const { apiUrl, publishableKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/${table}?${query}`, { headers: { apikey: publishableKey, Authorization: `Bearer ${token ?? publishableKey}` } });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * RLS negatives over seeded tables: a signed-in non-admin (`token`) reads HTTP 200 and no rows from any submission
 * table; anon (`token` null) is refused (401, 42501) or reads nothing.
 */
export async function expectSubmissionTablesHidden(token: string | null) {
  for (const table of submissionTables) {
    const { status, body } = await readTable(table, token);
    if (token === null && status !== 200) {
      expect({ status, code: (body as { code?: string }).code }, `anon ${table}`).toEqual({ status: 401, code: '42501' });
    } else {
      expect({ status, body }, table).toEqual({ status: 200, body: [] });
    }
  }
}

/** An admin's JWT does read the seeded rows, so the negatives above are not RLS hiding everything from everyone. */
export async function expectSeededRowsVisible(token: string, seeded: Record<SubmissionTable, string>) {
  for (const table of submissionTables) {
    const { status, body } = await readTable(table, token, `select=client_id&client_id=eq.${seeded[table]}`);
    expect({ status, body }, table).toEqual({ status: 200, body: [{ client_id: seeded[table] }] });
  }
}

/**
 * Creates an admin account and signs it in at /admin-dashboard on `page`, on `tab` when given (the dashboard opens on
 * the Overview without one). The page's clock is installed first (it runs as usual) so that `nextAdminRefresh` can
 * bring the dashboard's next 5-second re-read forward instead of waiting for it.
 */
export async function signInAsAdmin(page: Page, tab?: AdminTabName) {
  const email = uniqueEmail('admin');
  const password = randomPassword();
  await createUser({ email, password, role: 'admin' });
  await page.clock.install();
  await page.goto(tab ? `/admin-dashboard?tab=${tab}` : '/admin-dashboard');
  await page.getByLabel('Admin email').fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible({ timeout: timeouts.server });
  return { email, password };
}

/** The dashboard's tabs by their `?tab=` value. */
export type AdminTabName = 'overview' | 'vendors' | 'waitlist' | 'newsletter' | 'support';

/** `signInAsAdmin` in a fresh browser context of its own, beside the visitor's. */
export async function openAdminDashboard(browser: Browser, tab?: AdminTabName, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page, ...(await signInAsAdmin(page, tab)) };
}

/** Moves the admin page's clock one refresh period ahead, so its next re-read of the lists starts now. */
export async function nextAdminRefresh(page: Page) {
  await page.clock.fastForward(adminRefreshMs);
}

/** A request to the stack as `token` (a signed-in owner) or the service role (null), answering its JSON or null. */
export async function callStack(path: string, token: string | null, body?: unknown) {
  const { apiUrl, publishableKey, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: token ? publishableKey : secretKey,
      Authorization: `Bearer ${token ?? secretKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
