import { expect, test } from '../support/test';
import { fillWaitlist, mails, payDepositFromStepTwo, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

test.use({ viewport: { width: 390, height: 844 } });

test('after paying, the success page names the payment by a customer reference, the receipt e-mail arrives, and a printable receipt shows the same facts', async ({
  page,
}) => {
  const email = uniqueEmail('receipt');
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await page.waitForLoadState('networkidle');
  await payDepositFromStepTwo(page, pay);

  const reference = page.getByTestId('order-reference');
  await expect(reference).toHaveText(/^DK-RES-[A-Z2-9]{8}$/);
  const referenceText = (await reference.textContent())?.trim() ?? '';
  // The database's counter is gone ('#' now only marks the place in line).
  await expect(page.getByRole('main')).not.toContainText('Order ID');
  // The page's promise holds: the receipt reaches the mailbox.
  await expect(page.getByRole('main')).toContainText('Your receipt is on its way by e-mail');
  await expect
    .poll(async () => (await mails(email)).filter((mail) => mail.subject === 'Your DoorKeep deposit receipt').length, { timeout: timeouts.mail })
    .toBe(1);

  await page.getByRole('link', { name: 'View printable receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/receipt\\?reference=${referenceText}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt');
  await expect(page).toHaveTitle(/Receipt \| DoorKeep/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const receipt = page.getByRole('article', { name: 'Receipt' });
  const fact = (label: string) => receipt.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Reference')).toHaveText(referenceText);
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  await expect(fact('Date paid')).toHaveText(today);
  await expect(fact('Billed to')).toContainText(email);
  await expect(fact('Billed to')).toContainText('Dana Owner');
  await expect(fact('Status')).toHaveText('Paid');
  const items = receipt.getByRole('table', { name: 'What you paid for' });
  await expect(items).toContainText('Reservation deposit');
  await expect(items).toContainText('$99.00');
  await expect(receipt.getByRole('region', { name: 'Refund terms' })).toContainText(/fully refundable/i);
  await expect(receipt.getByRole('region', { name: 'Refund terms' })).toContainText(/before onboarding/i);
  await expect(receipt).toContainText('support@doorkeep.example');

  const printButton = page.getByRole('button', { name: 'Print or save as PDF' });
  await expect(printButton).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // On paper: the receipt alone, without the site's header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(page.getByRole('link', { name: 'Go to my dashboard' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await expect(fact('Reference')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The dashboard names the same payment the same way and links to the same receipt.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/dashboard');
  const row = page.getByTestId('order-row');
  await expect(row).toContainText(referenceText, { timeout: timeouts.server });
  await expect(row.getByRole('link', { name: /receipt/i })).toHaveAttribute('href', `/checkout/receipt?reference=${referenceText}`);
});
