import { expect, test } from '../support/test';
import { continueButton, fillBusinessDetails, fillContactInfo, fillServiceAreas } from '../vendor-application/wizard-helpers';
import { fillWaitlist, openAdminDashboard, payDepositFromStepTwo, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

// Visitors who arrive from tagged links sign up, pay and apply; the admin's Overview counts them by where they came
// from, and each row says it.
test('first touches from tagged links reach the Overview sources, its figures and funnel, and each row', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const podcast = `podcast-${run}`;
  const billboard = `billboard-${run}`;
  const fair = `trade-fair-${run}`;
  const payer = uniqueEmail('overview-payer');

  // An owner who first lands on the home page from a podcast link, and later reserves and pays.
  await page.goto(`/?utm_source=${podcast}&utm_medium=audio&utm_campaign=launch`);
  await page.goto('/waitlist?utm_source=ignored-second-visit');
  await fillWaitlist(page, payer);
  await payDepositFromStepTwo(page, page.getByRole('button', { name: 'Reserve My Spot - $99' }));

  // An owner from a billboard who stops before paying, and a contractor from a trade fair who applies.
  const others = await browser.newContext();
  const second = await others.newPage();
  await second.goto(`/waitlist?utm_source=${billboard}`);
  await fillWaitlist(second, uniqueEmail('overview-visitor'));
  await expect(second.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeVisible({ timeout: timeouts.server });
  await second.context().clearCookies();
  await second.evaluate(() => localStorage.clear());
  await second.goto(`/vendor-signup?utm_source=${fair}&utm_medium=event`);
  await fillContactInfo(second);
  await continueButton(second).click();
  await fillBusinessDetails(second);
  await continueButton(second).click();
  await fillServiceAreas(second);
  await second.getByRole('button', { name: 'Submit Application' }).click();
  await expect(second).toHaveURL(/\/vendor-application-submitted$/, { timeout: timeouts.server });
  await others.close();

  const admin = await openAdminDashboard(browser);
  await admin.page.getByRole('tab', { name: /^Overview/ }).click();
  const sources = admin.page.getByRole('table', { name: 'Where visitors came from' });
  // Columns: waitlist, paid, newsletter, vendors.
  await expect(sources.getByRole('row', { name: new RegExp(podcast) })).toHaveText(`${podcast}1100`);
  await expect(sources.getByRole('row', { name: new RegExp(billboard) })).toHaveText(`${billboard}1000`);
  await expect(sources.getByRole('row', { name: new RegExp(fair) })).toHaveText(`${fair}0001`);
  await expect(admin.page.getByText('Deposits paid', { exact: true }).first()).toBeVisible();
  const funnel = admin.page.getByRole('heading', { name: 'Owner funnel' }).locator('xpath=ancestor::section[1]');
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Deposit paid' })).toHaveText(/Deposit paid[1-9]\d*/);
  const paidCard = admin.page.getByRole('listitem').filter({ hasText: 'Deposits paid' }).first();
  await expect(paidCard).toContainText(/in the last 7 days/);

  // The paying owner's row says where they first came from: the podcast, not the later visit.
  await admin.page.getByRole('tab', { name: /^Waitlist Signups/ }).click();
  await admin.page.getByRole('searchbox').fill(payer);
  await admin.page.getByRole('button', { name: 'View Dana Owner' }).first().click();
  await expect(admin.page.getByRole('dialog')).toContainText(`First visit from${podcast} / audio / launch`);
  await admin.context.close();
});
