import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** What e2e/support/backend-stack.ts wrote for this run. */
export type BackendInfo = { apiUrl: string; anonKey: string; serviceRoleKey: string; stripeUrl: string; depositPriceId: string };

export function backendInfo(): BackendInfo {
  return JSON.parse(readFileSync(process.env.E2E_BACKEND_INFO ?? '', 'utf8')) as BackendInfo;
}

/** A unique address for one test. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A throwaway password made per test, never written down. */
export const randomPassword = () => `pw-${randomBytes(9).toString('base64url')}`;

/** Creates a confirmed user through the stack's admin API (service role), optionally with a server-issued role. */
export async function createUser(input: { email: string; password: string; role?: 'admin' | 'vendor'; firstName?: string }) {
  const info = backendInfo();
  const response = await fetch(`${info.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: info.serviceRoleKey, Authorization: `Bearer ${info.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: input.email,
      password: input.password,
      email_confirm: true,
      user_metadata: { first_name: input.firstName ?? 'Test', last_name: 'User', full_name: `${input.firstName ?? 'Test'} User` },
      app_metadata: input.role ? { role: input.role } : {},
    }),
  });
  if (!response.ok) throw new Error(`creating ${input.email} failed: ${response.status} ${await response.text()}`);
}

/** The server's waitlist rows with this e-mail, read with the service role. */
export async function waitlistRowsFor(email: string): Promise<{ user_id: string | null; deposit_paid: boolean; status: string }[]> {
  const { apiUrl, serviceRoleKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/waitlist_signups?select=user_id,deposit_paid,status&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
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

/** Fills and submits the login form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Fills waitlist step 1 and continues. */
export async function fillWaitlist(page: Page, email: string) {
  await page.getByRole('textbox', { name: /first name/i }).fill('Dana');
  await page.getByRole('textbox', { name: /last name/i }).fill('Owner');
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByRole('textbox', { name: /^phone/i }).fill('(702) 555-0100');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Pays on the Stripe stand-in's checkout page. */
export async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}
