import { expect, test, waitForHydration } from '../support/test';
import { backendInfo, openAdminDashboard, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

/**
 * The admin's Support tab on the backend: a visitor's message from /contact reaches support_messages; an admin, in
 * another browser, finds it, moves it to in progress, and the row shows that admin and the time, stamped by the
 * server (supabase/migrations/20261125080000_support_status.sql); Reply writes to the sender with the DK- reference
 * in the subject.
 */

type StoredMessage = { status: string; status_changed_at: string | null; status_changed_by: string | null; status_changed_by_email: string | null };

/** The message's row as the service role reads it. */
async function storedMessage(reference: string): Promise<StoredMessage | undefined> {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(
    `${apiUrl}/rest/v1/support_messages?select=status,status_changed_at,status_changed_by,status_changed_by_email&client_id=eq.${reference}`,
    { headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` } },
  );
  return ((await response.json()) as StoredMessage[])[0];
}

test('an admin changes a support message to in progress in the Support tab, sees who and when, and replies with the ticket in the subject', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('support-tab');
  const subject = `Heating out ${email.slice(12, 20)}`;
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await waitForHydration(send);
  await page.getByRole('textbox', { name: /your name/i }).fill('Robin Renter');
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByRole('textbox', { name: /subject/i }).fill(subject);
  await page.getByRole('textbox', { name: /^message/i }).fill('The heating in unit 7 stopped last night.');
  await send.click();
  const ticket = page.getByTestId('ticket-reference');
  await expect(ticket).toHaveText(/^DK-[A-Z0-9]{9}$/, { timeout: timeouts.server });
  const reference = (await ticket.textContent())!.trim();
  await expect.poll(async () => (await storedMessage(reference))?.status, { timeout: timeouts.server }).toBe('open');

  const admin = await openAdminDashboard(browser);
  await admin.page.getByRole('tab', { name: /^Support/ }).click();
  await expect(admin.page.getByRole('heading', { level: 2, name: 'Support' })).toBeVisible();
  await admin.page.getByRole('searchbox', { name: 'Search messages' }).fill(email);
  const row = admin.page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Robin Renter', { timeout: timeouts.server });
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Not changed yet');

  await row.getByRole('combobox', { name: `Status of ${reference}` }).selectOption('in_progress');
  await expect(admin.page.getByText(`${reference} is now in progress.`)).toBeVisible();
  await expect(row).toContainText(new RegExp(`Changed \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d by ${admin.email.replace(/[.+]/g, '\\$&')}`));

  // The server recorded it, from the admin's own token.
  const stored = await storedMessage(reference);
  expect(stored).toMatchObject({ status: 'in_progress', status_changed_by_email: admin.email });
  expect(stored?.status_changed_by).toMatch(/^[0-9a-f-]{36}$/);
  expect(Date.now() - Date.parse(stored!.status_changed_at!)).toBeLessThan(120_000);

  // The filter asks the server: the message is among the in-progress ones and not among the open ones.
  const filter = admin.page.getByRole('combobox', { name: 'Filter by status' });
  await filter.selectOption('open');
  await expect(admin.page.getByText('No matching messages', { exact: true })).toBeVisible();
  await filter.selectOption('in_progress');
  await expect(row).toBeVisible();

  await expect(row.getByRole('link', { name: `Reply to Robin Renter about ${reference}` })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(`Re: [${reference}] ${subject}`)}`,
  );

  // After a reload the change is read back from the server.
  await admin.page.reload();
  await expect(admin.page.getByRole('combobox', { name: `Status of ${reference}` })).toHaveValue('in_progress', { timeout: timeouts.server });
  await admin.context.close();
});
