import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { authPost, backendInfo, createUser, randomPassword, recoveryLink, uniqueEmail } from './backend';

/**
 * E-mailed links that were used already say so as soon as they are opened, before anyone types a password, and
 * lead to the right sign-in page and to a way to get a new link. Against the per-run local stack, which refuses a
 * used link as supabase/auth does: 403 otp_expired from POST /verify, or a redirect with the refusal in the fragment
 * from GET /verify (tests/backend/sign-in-links.test.ts).
 */

/** Uses a link up the way the page that received it first would have: verifyOtp with its token_hash. */
async function useUp(link: string, type: 'recovery' | 'invite') {
  await authPost('/verify', { type, token_hash: new URL(link).searchParams.get('token_hash') });
}

/** A recovery link to /reset-password for a fresh owner, already used once. */
async function usedRecoveryLink(baseURL: string) {
  const email = uniqueEmail('used-reset');
  await createUser({ email, password: randomPassword() });
  await authPost(`/recover?redirect_to=${encodeURIComponent(`${baseURL}/reset-password`)}`, { email });
  const link = (await recoveryLink(email))!;
  await useUp(link, 'recovery');
  return link;
}

const passwordFields = (page: Page) => page.locator('input[type="password"]');

test('a used recovery link says so at once, with Log in and a new link, and no password field', async ({ page, pageProblems, baseURL }) => {
  pageProblems.allow(/HTTP 403: .*\/auth\/v1\/verify/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 403/);
  const link = await usedRecoveryLink(baseURL!);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This reset link has expired or was already used');
  await expect(passwordFields(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test('a used link opened through /auth/v1/verify comes back with the refusal, and the page says so without asking again', async ({
  page,
  baseURL,
}) => {
  const link = await usedRecoveryLink(baseURL!);
  const tokenHash = new URL(link).searchParams.get('token_hash')!;
  // The address hosted's default template ({{ .ConfirmationURL }}) would have mailed.
  const verifyUrl = `${backendInfo().apiUrl}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(`${baseURL}/reset-password`)}`;
  // No 403 is allowed here: the page must read the refusal from the address rather than try the token again.
  await page.goto(verifyUrl);
  await expect(page.getByRole('alert')).toContainText('This reset link has expired or was already used');
  await expect(passwordFields(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(page).toHaveURL(/\/reset-password$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a used vendor invitation says so at once, with the vendor sign-in, a password link and a new invitation', async ({
    page,
    pageProblems,
    baseURL,
  }) => {
    pageProblems.allow(/HTTP 403: .*\/auth\/v1\/verify/);
    pageProblems.allow(/console error: Failed to load resource: .* status of 403/);
    const email = uniqueEmail('used-invite');
    const { apiUrl, secretKey } = backendInfo();
    await authPost(`/invite?redirect_to=${encodeURIComponent(`${baseURL}/vendor-login`)}`, { email }, secretKey);
    const mails = (await (await fetch(`${apiUrl}/__mailbox.json`)).json()) as { to: string; kind: string; link: string }[];
    const link = mails.find((mail) => mail.to === email && mail.kind === 'invite')!.link;
    expect(link).toContain('/vendor-login?token_hash=');
    await useUp(link, 'invite');

    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This invitation link has expired or was already used');
    await expect(passwordFields(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Ask for a new invitation' })).toHaveAttribute('href', /^mailto:vendors@/);
    await expect(page).toHaveURL(/\/vendor-login$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Sign in with your password' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });
});
