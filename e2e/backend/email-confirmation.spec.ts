import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { backendInfo, createUser, fillWaitlist, payDepositFromStepTwo, randomPassword, waitlistRowsFor } from './backend';
import { timeouts } from '../support/timeouts';

/**
 * A project that requires e-mail confirmation (hosted Supabase's default). The shared e2e stack asks addresses at
 * confirm.example.com to confirm (e2e/support/backend-stack.ts); every other spec's addresses are confirmed at once.
 */
const confirmEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@confirm.example.com`;

/** The newest sign-up confirmation link mailed to `email` by the local stack. */
async function confirmationLink(email: string): Promise<string | undefined> {
  const response = await fetch(`${backendInfo().apiUrl}/__mailbox.json`);
  const mails = (await response.json()) as { to: string; kind: string; link: string }[];
  return mails.find((mail) => mail.to === email && mail.kind === 'signup')?.link;
}

/** One GoTrue token request as supabase-js sends it (password or refresh_token grant). */
async function tokenRequest(grant: 'password' | 'refresh_token', body: Record<string, string>) {
  const response = await fetch(`${backendInfo().apiUrl}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { apikey: backendInfo().publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The step /auth/confirm shows once the link is verified: the owner chooses their password before going on. */
async function choosePassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Email confirmed. Now choose your password' })).toBeVisible({
    timeout: timeouts.server,
  });
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Save Password and Continue' }).click();
}

test('waitlist → confirm your email → the link signs the owner in → they choose a password → step 2 → pays; the signup is theirs', async ({ page, baseURL }) => {
  const email = confirmEmail('confirm');
  await page.goto('/waitlist');
  await fillWaitlist(page, email);

  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your email' })).toBeVisible({ timeout: timeouts.server });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve My Spot - $99' })).toHaveCount(0);

  await expect.poll(() => confirmationLink(email)).toBeTruthy();
  const link = new URL((await confirmationLink(email))!);
  expect(`${link.origin}${link.pathname}`).toBe(`${baseURL}/auth/confirm`);
  expect(link.searchParams.get('next')).toBe(`${baseURL}/waitlist`);

  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 2, name: 'Email confirmed. Now choose your password' })).toBeVisible({
    timeout: timeouts.server,
  });
  await expect(page).toHaveURL(/\/auth\/confirm$/);
  const password = randomPassword();
  await choosePassword(page, password);
  await page.waitForURL(/\/waitlist$/);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await expect(page.getByText(email)).toBeVisible();
  // The row went to the server signed out; the confirmed owner's sign-in claims it.
  await expect.poll(async () => (await waitlistRowsFor(email)).map((row) => row.user_id !== null)).toEqual([true]);
  await page.waitForLoadState('networkidle');

  await payDepositFromStepTwo(page, pay);
  expect(await waitlistRowsFor(email)).toEqual([expect.objectContaining({ deposit_paid: true, status: 'confirmed' })]);
});

test('a used confirmation link says so, with ways to log in or get a password link', async ({ page, pageProblems }) => {
  const email = confirmEmail('used');
  pageProblems.allow(/HTTP 403: .*\/auth\/v1\/verify/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 403/);
  const signup = await fetch(`${backendInfo().apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backendInfo().publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: randomPassword() }),
  });
  expect(signup.ok).toBe(true);
  const link = (await confirmationLink(email))!;

  await page.goto(link);
  await choosePassword(page, randomPassword());
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Dashboard');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email');
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Send me a password link' })).toHaveAttribute('href', '/forgot-password');
  await expect(page).toHaveURL(/\/auth\/confirm$/);
});

test('an already confirmed address (obfuscated answer) goes to /login with the email filled in and the message', async ({ page }) => {
  const email = confirmEmail('known');
  await createUser({ email, password: randomPassword() });
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  await page.waitForURL(/\/login\?next=%2Fwaitlist/);
  await expect(page.getByRole('status').filter({ hasText: 'already have an account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
});

test('a sign-up made earlier in the owner’s name with another password loses the account once the owner confirms and chooses theirs', async ({ page }) => {
  const email = confirmEmail('takeover');
  const attackerPassword = randomPassword();
  const early = await fetch(`${backendInfo().apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backendInfo().publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: attackerPassword }),
  });
  expect(early.ok).toBe(true);

  // The owner joins the waitlist: a silent sign-up, and a fresh confirmation link.
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your email' })).toBeVisible({ timeout: timeouts.server });
  await expect.poll(async () => (await confirmationLink(email)) !== undefined).toBe(true);
  await page.goto((await confirmationLink(email))!);
  await expect(page.getByRole('heading', { level: 2, name: 'Email confirmed. Now choose your password' })).toBeVisible({
    timeout: timeouts.server,
  });

  // Hosted keeps the first registrant's password on a repeated sign-up; the page replaced it as soon as the link was
  // verified, so even an owner who leaves now is safe.
  expect((await tokenRequest('password', { email, password: attackerPassword })).body.error_code).toBe('invalid_credentials');

  const ownerPassword = randomPassword();
  await choosePassword(page, ownerPassword);
  await page.waitForURL(/\/waitlist$/);
  await expect(page.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeVisible({ timeout: timeouts.server });
  expect((await tokenRequest('password', { email, password: attackerPassword })).body.error_code).toBe('invalid_credentials');
  const owner = await tokenRequest('password', { email, password: ownerPassword });
  expect(owner.status).toBe(200);
  expect((owner.body.user as { user_metadata: Record<string, unknown> }).user_metadata.password_unset).toBe(false);
});
