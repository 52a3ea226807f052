import { createNewsletterSignup, createVendorApplication, createWaitlistSignup } from '../../tests/factories/submissions';
import { seedStores, signIn } from '../admin/admin-helpers';
import { continueButton, field as wizardField, fillBusinessDetails, fillContactInfo, fillServiceAreas } from '../vendor-application/wizard-helpers';
import { expectNoSeriousA11yViolationsNow } from '../support/a11y-snapshot';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from '../support/test';

// Axe on the states a visitor reaches by acting (an error, a dialog, a tab, a success), scanned where they changed the
// page. Every route and article as first seen is scanned in e2e/foundation/pages.spec.ts. Behaviour tests do not run
// axe.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the admin dashboard with data: every tab and the details dialog', async ({ page }) => {
      await seedStores(page, {
        vendorApplications: [createVendorApplication({ company: 'Acme Plumbing' }), createVendorApplication({ status: 'approved' })],
        waitlist: [
          createWaitlistSignup({ depositPaid: true, depositAmount: 99, status: 'confirmed', queuePosition: 501 }),
          createWaitlistSignup({ status: 'pending_payment', queuePosition: 502 }),
        ],
        newsletter: [createNewsletterSignup(), createNewsletterSignup({ source: 'resources' })],
      });
      await signIn(page);
      for (const tab of ['Vendor Applications', 'Waitlist Signups', 'Newsletter Signups', 'Support']) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await page.getByRole('tab', { name: /^Vendor Applications/ }).click();
      await page.getByRole('article', { name: 'Acme Plumbing' }).getByRole('button', { name: /View Details/ }).click();
      await expect(page.getByRole('dialog', { name: 'Acme Plumbing' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { within: 'dialog[open]' });
    });

    test('the vendor portal: every tab', async ({ page }) => {
      await page.goto('/vendor-dashboard');
      for (const [tab, text] of [
        ['Jobs', 'No jobs available'],
        ['Earnings', 'No payment history'],
        ['Profile', 'Save Changes'],
        ['Documents', 'Documents need the server'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toContainText(text);
        await expectNoSeriousA11yViolations(page, { within: '[role="tabpanel"]' });
      }
    });
  });
}

test('a scan fails on a serious problem in the page and in a frame of the same origin', async ({ page }) => {
  await page.route('/axe-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline'" },
      body:
        '<!doctype html><html lang="en"><title>Probe</title><main><h1>Probe</h1>' +
        '<p style="color:#c8c8c8;background:#fff">Faint grey text</p>' +
        '<iframe title="Embedded form" srcdoc="<!doctype html><html lang=en><title>Form</title><button></button>"></iframe>' +
        '</main></html>',
    }),
  );
  await page.goto('/axe-probe');
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => 'no failure',
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('button-name');
});

test.describe('states reached by acting', () => {
  test('the admin gate: a refused sign-in and the empty tabs', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await page.getByLabel('Admin email').fill('someone@example.com');
    await page.getByLabel(/^Password\*?$/).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username or password. Please try again.');
    await expectNoSeriousA11yViolations(page, { within: 'main' });

    await signIn(page);
    for (const [tab, empty] of [
      ['Vendor Applications', 'No vendor applications'],
      ['Waitlist Signups', 'No waitlist signups'],
      ['Newsletter Signups', 'No newsletter signups'],
    ] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByText(empty, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { within: '[role="tabpanel"]' });
    }
  });

  test('the vendor login: both fields missing', async ({ page }) => {
    await page.goto('/vendor-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
    await expectNoSeriousA11yViolations(page, { within: 'main' });
  });

  test('the vendor application: a refused year, steps two and three, and the submitted page', async ({ page }) => {
    await page.goto('/vendor-signup');
    await waitForHydration(wizardField(page, 'Company name'));
    await fillContactInfo(page);
    await continueButton(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Business Details' })).toBeFocused();
    await wizardField(page, 'Year established').fill('1850');
    await wizardField(page, 'Year established').blur();
    await expect(wizardField(page, 'Year established')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, { within: 'main' });

    await fillBusinessDetails(page);
    await continueButton(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Service Areas' })).toBeVisible();
    await fillServiceAreas(page);
    await expectNoSeriousA11yViolations(page, { within: 'main' });

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByTestId('application-number')).toHaveText(/^VN-/);
    await expectNoSeriousA11yViolations(page, { within: 'main' });
  });

  test('the waitlist: step one with errors, step two, and the Payment Error', async ({ page }) => {
    const field = (name: RegExp) => page.getByRole('textbox', { name });
    await page.goto('/waitlist');
    await waitForHydration(field(/first name/i));
    await field(/first name/i).fill('Dana');
    await field(/last name/i).fill('Owner');
    await field(/^email/i).fill('dana@example');
    await field(/^phone/i).fill('555-12');
    await field(/^phone/i).blur();
    await expect(field(/^phone/i)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, { within: 'main' });

    await field(/^email/i).fill('dana@example.com');
    await field(/^phone/i).fill('(702) 555-0100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Reserve your spot' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: 'main' });

    await page.getByRole('button', { name: 'Reserve My Spot - $99' }).click();
    await expect(page.getByRole('alert')).toContainText('Payment Error');
    await expectNoSeriousA11yViolations(page, { within: 'main' });
  });

  test('the support form: every required field missing, then the sent message', async ({ page }) => {
    const field = (name: RegExp) => page.getByRole('textbox', { name });
    await page.goto('/contact');
    await waitForHydration(page.getByRole('button', { name: 'Send Message' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, { within: 'form' });

    await field(/your name/i).fill('Pat Landlord');
    await field(/^email/i).fill('pat@example.com');
    await field(/subject/i).fill('Deposit question');
    await field(/^message/i).fill('Is the deposit refundable if I sell my duplex before onboarding?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('ticket-reference')).toHaveText(/^DK-/);
    await expectNoSeriousA11yViolations(page, { within: '[role="status"]:has([data-testid="ticket-reference"])' });
  });

  test('the newsletter form: a malformed address, then the thanks', async ({ page }) => {
    const newsletter = page.getByRole('form', { name: 'Newsletter signup' });
    const email = newsletter.getByRole('textbox', { name: 'Email address' });
    // The thanks lasts 3 s: the page's clock is held then, and a still copy of the page is scanned.
    await page.clock.install();
    await page.goto('/resources');
    await waitForHydration(email);
    await email.fill('reader@example');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, { within: 'form[aria-label="Newsletter signup"]' });

    await email.fill('reader@example.com');
    await page.clock.pauseAt(Date.now() + 60_000);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await page.clock.runFor(1_000);
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible();
    await expectNoSeriousA11yViolationsNow(page, { within: '[role="status"]' });
  });

  test('dialogs and filters: Watch Demo, and a Help Center search with no match', async ({ page }) => {
    await page.goto('/how-it-works');
    const watch = page.getByRole('button', { name: 'Watch Demo' });
    await waitForHydration(watch);
    await watch.click();
    await expect(page.getByRole('dialog', { name: 'DoorKeep in three steps' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: 'dialog[open]' });

    await page.goto('/resources/help');
    const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
    await waitForHydration(search);
    await search.fill('zzqx nothing');
    await expect(page.locator('[aria-live="polite"]')).toContainText('No questions match');
    await expectNoSeriousA11yViolations(page, { within: 'main' });
  });
});
