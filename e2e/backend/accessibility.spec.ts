import { randomUUID } from 'node:crypto';
import { expect, expectNoSeriousA11yViolations, test } from '../support/test';
import { authPost, createUser, createVendor, fillWaitlist, logIn, mails, randomPassword, recoveryLink, uniqueEmail, vendorLogIn } from './backend';

// The pages and states only a build with a backend shows: a signed-in owner's dashboard, a vendor's own portal, the
// answers of the sign-in pages and the pages an e-mailed link opens. Pages as a visitor first sees them are scanned
// in e2e/foundation/pages.spec.ts; behaviour tests do not run axe.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a signed-in owner's dashboard", async ({ page }) => {
      const email = uniqueEmail('a11y-owner');
      const password = randomPassword();
      await createUser({ email, password });
      await page.goto('/login');
      await logIn(page, email, password);
      await page.waitForURL(/\/dashboard$/);
      await expect(page.getByText('Monthly rent under management')).toBeVisible();
      // The property profile's form, open for a first property, is scanned with the rest.
      await expect(page.getByRole('form', { name: 'Add your first property' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("a signed-in owner's account settings, with a refused e-mail change and a mistyped deletion confirmation", async ({
      page,
      pageProblems,
    }) => {
      pageProblems.allow(/HTTP 422: .*\/auth\/v1\/user/);
      pageProblems.allow(/console error: Failed to load resource: .* status of 422/);
      const email = uniqueEmail('a11y-account');
      const taken = uniqueEmail('a11y-taken');
      const password = randomPassword();
      await createUser({ email, password });
      await createUser({ email: taken, password: randomPassword() });
      await page.goto('/login');
      await logIn(page, email, password);
      await page.waitForURL(/\/dashboard$/);
      await page.goto('/account');
      const change = page.getByRole('region', { name: 'Change e-mail address' });
      await change.getByLabel(/New e-mail address/).fill(taken);
      await change.getByRole('button', { name: 'Send confirmation links' }).click();
      await expect(change.getByRole('alert')).toContainText('Another account already uses this e-mail address.');
      const danger = page.getByRole('region', { name: 'Delete my account' });
      await danger.getByLabel(/Type your e-mail address to confirm/).fill('not-mine@example.com');
      await danger.getByRole('button', { name: 'Delete my account' }).click();
      await expect(danger.getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("a vendor's own portal and profile", async ({ page }) => {
      const email = uniqueEmail('a11y-vendor');
      const password = randomPassword();
      await createVendor(email, password);
      await page.goto('/vendor-login');
      await vendorLogIn(page, email, password);
      await page.waitForURL(/\/vendor-dashboard$/);
      await page.getByRole('tab', { name: /Profile/ }).click();
      await expect(page.getByRole('textbox', { name: 'Notes for our team' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The Documents tab with the certificate's form open and a refused file.
      await page.getByRole('tab', { name: 'Documents' }).click();
      const insurance = page.getByTestId('document-insurance');
      await insurance.getByRole('button', { name: /Upload document/ }).click();
      await insurance.getByLabel(/^Document file/).setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a document') });
      await expect(insurance.getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('the login page: a refused password that offers a sign-in link, and the link on its way', async ({ page, pageProblems }) => {
  pageProblems.allow(/HTTP 400: .*\/auth\/v1\/token\?grant_type=password/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 400/);
  const email = uniqueEmail('a11y-link');
  await createUser({ email, password: randomPassword() });
  await page.goto('/login');
  await logIn(page, email, 'not-the-password');
  const refusal = page.getByRole('alert');
  await expect(refusal.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: 'main' });

  await refusal.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  await expectNoSeriousA11yViolations(page, { within: 'main' });
});

test('links already used: a recovery link and a sign-in link', async ({ page, pageProblems, baseURL }) => {
  pageProblems.allow(/HTTP 403: .*\/auth\/v1\/verify/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 403/);
  const email = uniqueEmail('a11y-used');
  await createUser({ email, password: randomPassword() });

  await authPost(`/recover?redirect_to=${encodeURIComponent(`${baseURL}/reset-password`)}`, { email });
  await expect.poll(() => recoveryLink(email)).toBeTruthy();
  const recovery = (await recoveryLink(email))!;
  await authPost('/verify', { type: 'recovery', token_hash: new URL(recovery).searchParams.get('token_hash') });
  await page.goto(recovery);
  await expect(page.getByRole('alert')).toContainText('This reset link has expired or was already used');
  await expectNoSeriousA11yViolations(page, { within: 'main' });

  // A second owner: Auth lets one address ask for a mail only once a minute.
  const other = uniqueEmail('a11y-used-link');
  await createUser({ email: other, password: randomPassword() });
  await authPost('/otp', { email: other, create_user: false });
  const magicLink = async () => (await mails(other)).find((mail) => mail.kind === 'magiclink')?.link;
  await expect.poll(magicLink).toBeTruthy();
  const signIn = (await magicLink())!;
  await authPost('/verify', { type: 'magiclink', token_hash: new URL(signIn).searchParams.get('token_hash') });
  await page.goto(signIn);
  await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or was already used');
  await expectNoSeriousA11yViolations(page, { within: 'main' });
});

test('a waitlist sign-up that must confirm its e-mail, then choose a password', async ({ page }) => {
  const email = `a11y-confirm-${randomUUID().slice(0, 8)}@confirm.example.com`;
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: 'main' });

  const confirmation = async () => (await mails(email)).find((mail) => mail.kind === 'signup')?.link;
  await expect.poll(confirmation).toBeTruthy();
  await page.goto((await confirmation())!);
  await expect(page.getByRole('heading', { level: 2, name: 'Email confirmed. Now choose your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: 'main' });
});
