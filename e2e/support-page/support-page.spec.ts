import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';

type Stored = { id: string; name: string; email: string; subject: string; priority: string; category: string; message: string };
const storedMessages = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('support-messages') ?? '[]') as Stored[]);

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

for (const path of ['/contact', '/support']) {
  test(`${path} arrives prerendered with the claims, both channels and the form`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('How Can We Help?');
    expect(html).toContain('Send us a message');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Can We Help?');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
    await expect(main.getByRole('link', { name: /^\(\d{3}\)/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(main.getByText('Mon-Fri 8AM-8PM CT')).toBeVisible();
    await expect(main.getByText('Response in under 4 hours')).toBeVisible();
  });
}

test('on a phone, a link at the top of /contact leads straight to the message form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const link = page.getByRole('link', { name: 'Send us a message' });
  const name = field(page, /your name/i);
  await expect(link).toBeInViewport();
  await expect(name).not.toBeInViewport();
  await link.click();
  await expect(name).toBeInViewport();
});

test('support form: required fields → send → DK- ticket saved in this browser → send another', async ({ page }) => {
  // The page's clock is held still while sending, so that short-lived state can be checked before it ends.
  await page.clock.install();
  await page.goto('/contact');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(field(page, /your name/i)).toBeFocused();

  await field(page, /your name/i).fill('Pat Landlord');
  await field(page, /^email/i).fill('pat@example.com');
  await field(page, /subject/i).fill('Deposit question');
  await page.getByRole('combobox', { name: /priority/i }).selectOption('high');
  await page.getByRole('combobox', { name: /category/i }).selectOption('billing');
  await field(page, /^message/i).fill('Is the deposit refundable if I sell my duplex before onboarding?');
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await page.clock.runFor(1_500);

  const ticket = page.getByTestId('ticket-reference');
  await expect(ticket).toHaveText(/^DK-[A-Z0-9]{9}$/);
  await expect(page.getByText(/respond within 4 hours/)).toBeVisible();
  const stored = await storedMessages(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    id: await ticket.textContent(),
    name: 'Pat Landlord',
    email: 'pat@example.com',
    subject: 'Deposit question',
    priority: 'high',
    category: 'billing',
  });

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(field(page, /your name/i)).toHaveValue('');
  await expect(field(page, /^message/i)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: /priority/i })).toHaveValue('medium');
  await expect(page.getByRole('combobox', { name: /category/i })).toHaveValue('general');
});

test('a message the browser refuses to store keeps every field and says so', async ({ page }) => {
  await page.goto('/support');
  await waitForHydration(page.getByRole('button', { name: 'Send Message' }));
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await field(page, /your name/i).fill('Pat Landlord');
  await field(page, /^email/i).fill('pat@example.com');
  await field(page, /subject/i).fill('Deposit question');
  await field(page, /^message/i).fill('Still there?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('could not save your message');
  await expect(field(page, /^message/i)).toHaveValue('Still there?');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

// The form is prerendered and hydrated; an error that appears afterwards joins the hint in the field's description
// (the ids in aria-describedby must match the ids the prerendered hint carries).
test('on the prerendered form, a field keeps its hint and gains its error in its description', async ({ page }) => {
  await page.goto('/contact');
  const message = field(page, /^message/i);
  await waitForHydration(message);
  await expect(message).toHaveAccessibleDescription(/^Include the property address/);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(message).toHaveAccessibleDescription(/^Include the property address.*This field is required$/);
});
