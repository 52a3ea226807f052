import { createSupportMessage } from '../../tests/factories/submissions';
import type { SupportMessage } from '../../src/lib/submissions/schemas';
import { adminCredential } from '../support/admin';
import { expect, test, waitForHydration } from '../support/test';
import { expectNoPageOverflow, seedStores, signIn, storedRecords } from './admin-helpers';

/**
 * The admin's Support tab in browser-only mode: messages sent from /contact or /support in this browser are listed,
 * searched and filtered; the admin moves each through open, in progress, resolved and closed, and the row says who
 * did it and when; Reply writes to the sender with the ticket reference in the subject.
 */
const leak = createSupportMessage({
  id: 'DK-LEAK00001',
  name: 'Pat Landlord',
  email: 'pat@rentals.example',
  subject: 'Water leak in unit 4',
  priority: 'urgent',
  category: 'technical',
  message: 'Water is coming through the ceiling of unit 4.',
  createdAt: '2025-01-21T09:15:00.000Z',
});
const invoice = createSupportMessage({
  id: 'DK-BILL00002',
  name: 'Quinn Owner',
  email: 'quinn@doors.example',
  subject: 'Invoice question',
  priority: 'low',
  category: 'billing',
  status: 'resolved',
  statusChangedAt: '2025-01-22T10:00:00.000Z',
  statusChangedByEmail: 'earlier.admin@example.com',
});

for (const width of [390, 1280]) {
  test(`at ${width} px the admin finds a message, changes its status (recorded with who and when) and replies with the ticket in the subject`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await seedStores(page, { supportMessages: [leak, invoice] });
    await signIn(page, 'support');
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(tabs.getByRole('tab', { name: 'Support (1 open)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Support' })).toBeVisible();
    const leakRow = page.getByRole('row').filter({ hasText: 'DK-LEAK00001' });
    await expect(leakRow).toContainText('Pat Landlord');
    await expect(leakRow).toContainText('Water leak in unit 4');
    await expect(leakRow).toContainText('Urgent');
    await expect(leakRow).toContainText('Not changed yet');
    await expect(page.getByRole('row').filter({ hasText: 'DK-BILL00002' })).toContainText('by earlier.admin@example.com');
    await expectNoPageOverflow(page);

    const search = page.getByRole('searchbox', { name: 'Search messages' });
    await search.fill('quinn@');
    await expect(leakRow).toHaveCount(0);
    await search.fill('LEAK IN');
    await expect(page.getByRole('row').filter({ hasText: 'DK-BILL00002' })).toHaveCount(0);
    await expect(leakRow).toBeVisible();
    await search.fill('');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('resolved');
    await expect(leakRow).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('closed');
    await expect(page.getByText('No matching messages', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');

    await leakRow.getByRole('combobox', { name: 'Status of DK-LEAK00001' }).selectOption('in_progress');
    await expect(page.getByText('DK-LEAK00001 is now in progress.')).toBeVisible();
    const { email: admin } = adminCredential();
    await expect(leakRow).toContainText(new RegExp(`Changed \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d by ${admin.replace(/\./g, '\\.')}`));
    await expect(tabs.getByRole('tab', { name: 'Support (0 open)' })).toBeVisible();
    const [saved] = (await storedRecords<SupportMessage>(page, 'support-messages')).filter((message) => message.id === leak.id);
    expect(saved).toMatchObject({ status: 'in_progress', statusChangedByEmail: admin });
    expect(Date.now() - Date.parse(saved!.statusChangedAt!)).toBeLessThan(60_000);

    // The change survives a reload: it is stored, not only shown.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status of DK-LEAK00001' })).toHaveValue('in_progress');

    const reply = page.getByRole('link', { name: 'Reply to Pat Landlord about DK-LEAK00001' });
    await expect(reply).toHaveAttribute('href', 'mailto:pat@rentals.example?subject=Re%3A%20%5BDK-LEAK00001%5D%20Water%20leak%20in%20unit%204');

    await page.getByRole('button', { name: 'View message DK-LEAK00001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Water leak in unit 4' });
    await expect(dialog).toContainText('Water is coming through the ceiling of unit 4.');
    await expect(dialog).toContainText('In progress');
    await expect(dialog.getByRole('link', { name: 'Reply to Pat Landlord' })).toHaveAttribute('href', /^mailto:pat@rentals\.example\?subject=Re%3A%20%5BDK-LEAK00001%5D/);
  });
}

test("a message sent on /contact in this browser reaches the Support tab, and with none the tab says 'No support messages'", async ({ page }) => {
  await signIn(page, 'support');
  await expect(page.getByText('No support messages', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Support (0 open)' })).toBeVisible();

  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await waitForHydration(send);
  await page.getByRole('textbox', { name: /your name/i }).fill('Sam Sender');
  await page.getByRole('textbox', { name: /^email/i }).fill('sam@example.com');
  await page.getByRole('textbox', { name: /subject/i }).fill('Keys for unit 2');
  await page.getByRole('textbox', { name: /^message/i }).fill('Where do I pick up the keys?');
  await send.click();
  const ticket = page.getByTestId('ticket-reference');
  await expect(ticket).toHaveText(/^DK-[A-Z0-9]{9}$/);
  const reference = (await ticket.textContent())!.trim();

  // The admin is still signed in for this tab.
  await page.goto('/admin-dashboard?tab=support');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Sam Sender');
  await expect(row.getByRole('combobox', { name: `Status of ${reference}` })).toHaveValue('open');
  await expect(page.getByRole('tab', { name: 'Support (1 open)' })).toBeVisible();
});
