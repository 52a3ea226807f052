import { expect, test } from '../support/test';
import { backendInfo, createUser, logIn, randomPassword, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

/**
 * 'E-mail me a sign-in link' on /login against the per-run local stack: the link goes to the local mailbox, and
 * following it signs the owner in. The stand-in answers as supabase/auth does (tests/backend/sign-in-links.test.ts).
 */

/** The sign-in links the local stack mailed to `email`, newest first. */
async function signInLinks(email: string): Promise<string[]> {
  const response = await fetch(`${backendInfo().apiUrl}/__mailbox.json`);
  const mails = (await response.json()) as { to: string; kind: string; link: string }[];
  return mails.filter((mail) => mail.to === email && mail.kind === 'magiclink').map((mail) => mail.link);
}

test('an owner asks for a sign-in link, opens it from the mailbox and lands signed in on the dashboard; the used link then says so', async ({
  page,
  pageProblems,
}) => {
  const email = uniqueEmail('magic');
  await createUser({ email, password: randomPassword() });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(sent).toContainText(email);

  // The local mailbox, as a person would open it.
  await expect.poll(async () => (await signInLinks(email)).length).toBe(1);
  await page.goto(`${backendInfo().apiUrl}/__mailbox`);
  const mail = page.getByRole('listitem').filter({ hasText: email });
  await expect(mail).toContainText('Your DoorKeep sign-in link');
  const link = (await mail.getByRole('link').getAttribute('href'))!;
  await mail.getByRole('link').click();
  await page.waitForURL(/\/dashboard$/, { timeout: timeouts.server });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Dashboard');

  // The link works once: opened again, it says so before anything else and points to a new one.
  pageProblems.allow(/HTTP 403: .*\/auth\/v1\/verify/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 403/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with your link');
  await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or was already used');
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(page).toHaveURL(/\/auth\/confirm$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("after 'Invalid login credentials' the notice offers the sign-in link; asking again at once is refused in plain words", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/HTTP 400: .*\/auth\/v1\/token\?grant_type=password/);
    pageProblems.allow(/HTTP 429: .*\/auth\/v1\/otp/);
    pageProblems.allow(/console error: Failed to load resource: .* status of (400|429)/);
    const email = uniqueEmail('no-password');
    // As the waitlist makes it: an account whose password its owner never saw.
    await createUser({ email, password: randomPassword() });
    await page.goto('/login');
    await logIn(page, email, 'not-the-password');
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Invalid email or password. Please try again.');
    await expect(refusal.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await refusal.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('status')).toContainText(`If DoorKeep has an account for ${email}`);
    await expect.poll(async () => (await signInLinks(email)).length).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('alert')).toContainText(/ask for another in \d+ seconds/);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    expect(await signInLinks(email)).toHaveLength(1);
  });
});

test('an address without an account gets the same confirmation, and no mail is sent', async ({ page, pageProblems }) => {
  pageProblems.allow(/HTTP 422: .*\/auth\/v1\/otp/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 422/);
  const email = uniqueEmail('stranger');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`If DoorKeep has an account for ${email}`);
  expect(await signInLinks(email)).toEqual([]);
});
