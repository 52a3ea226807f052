import { randomUUID } from 'node:crypto';
import { expect, test, waitForHydration } from '../support/test';
import {
  accessToken,
  backendInfo,
  createUser,
  fillWaitlist,
  mails,
  openAdminDashboard,
  payWith,
  randomPassword,
  uniqueEmail,
  waitlistRowsFor,
} from './backend';
import { timeouts } from '../support/timeouts';

/**
 * From deposit to onboarding on the local stack: four owners pay (the first one after trying the ROI calculator), the
 * admin invites "the next 3" from the Waitlist tab, the three first in line each get one invitation e-mail and the
 * fourth none; the first owner completes the property profile, prefilled from the calculator, and sees the checklist
 * and the stat cards change; the admin then sees that owner onboarding, with their doors and rent, and the 2% fee.
 */

/** A request to the stack: as an owner (their token) or as the service role (null). */
async function callStack(path: string, token: string | null, body?: unknown) {
  const { apiUrl, publishableKey, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: token ? publishableKey : secretKey,
      Authorization: `Bearer ${token ?? secretKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** An owner with an account who joins the waitlist and pays the deposit through stripe-checkout and the stand-in. */
async function paidOwner(label: string, site: string) {
  const email = uniqueEmail(`onboard-${label.toLowerCase()}`);
  const password = randomPassword();
  const userId = await createUser({ email, password, firstName: label });
  const token = await accessToken(email, password);
  await callStack('/rest/v1/waitlist_signups', token, {
    client_id: `WAIT-${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
    user_id: userId,
    first_name: label,
    last_name: 'Owner',
    email,
    phone: '(702) 555-0150',
  });
  const { depositPriceId } = backendInfo();
  const { url } = (await callStack('/functions/v1/stripe-checkout', token, {
    price_id: depositPriceId,
    mode: 'payment',
    success_url: `${site}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/waitlist`,
  })) as { url: string };
  const card = { email, card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123' };
  const paid = await fetch(url, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
  expect(paid.status).toBe(303);
  await expect.poll(async () => (await waitlistRowsFor(email))[0]?.deposit_paid, { timeout: timeouts.payment }).toBe(true);
  return email;
}

const inviteSubject = 'Your DoorKeep onboarding is open';
const invitesTo = async (email: string) => (await mails(email)).filter((mail) => mail.subject === inviteSubject);

test('the admin invites the next 3 paid owners, each is e-mailed once, and the first one onboards with their profile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The first owner tries the calculator, then reserves and pays in the browser: first in line of the four.
  await page.goto('/pricing');
  const rent = page.getByRole('slider', { name: 'Monthly rent per property' });
  await rent.scrollIntoViewIfNeeded();
  await waitForHydration(rent);
  await rent.focus();
  for (let step = 0; step < 5; step++) await rent.press('ArrowRight');
  await page.getByRole('slider', { name: 'Number of properties' }).press('ArrowRight');
  await expect(rent).toHaveAttribute('aria-valuetext', '$2,500 per month');

  const first = uniqueEmail('onboard-first');
  await page.goto('/waitlist');
  await fillWaitlist(page, first);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await pay.click();
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout-success\?session_id=cs_/);
  await expect.poll(async () => (await waitlistRowsFor(first))[0]?.deposit_paid, { timeout: timeouts.payment }).toBe(true);

  const others = [];
  for (const label of ['Second', 'Third', 'Fourth']) others.push(await paidOwner(label, baseURL!));
  const ours = [first, ...others];

  // Paid owners other tests of this shared stack left waiting would be ahead of ours in line: invite them first.
  const waiting = (await callStack(
    '/rest/v1/waitlist_signups?select=client_id,email&onboarding_status=eq.waitlisted&deposit_paid=is.true&status=eq.confirmed',
    null,
  )) as { client_id: string; email: string }[];
  const ahead = waiting.filter((row) => !ours.includes(row.email)).map((row) => row.client_id);
  if (ahead.length > 0) await callStack('/rest/v1/rpc/admin_invite_owners', null, { signup_client_ids: ahead });

  const admin = await openAdminDashboard(browser);
  await admin.page.getByRole('tab', { name: /^Waitlist/ }).click();
  const panel = admin.page.getByRole('tabpanel');
  const howMany = panel.getByLabel('How many');
  await howMany.fill('3');
  await panel.getByRole('button', { name: 'Invite next 3' }).click();
  await expect(panel.getByTestId('invite-outcome')).toContainText('Invited 3 owners', { timeout: timeouts.server });

  for (const email of ours.slice(0, 3)) {
    await expect.poll(async () => (await invitesTo(email)).length, { timeout: timeouts.mail }).toBe(1);
  }
  const invite = (await invitesTo(first))[0]!;
  expect(invite.text).toContain('Complete your property profile');
  expect(invite.text).toContain(`${baseURL}/dashboard`);
  expect(await invitesTo(ours[3]!)).toEqual([]);

  // Inviting the first three again sends nobody a second e-mail.
  await panel.getByLabel('Search waitlist').fill(first);
  const firstRow = panel.getByRole('row').filter({ hasText: first });
  await expect(firstRow).toContainText('Invited', { timeout: timeouts.server });
  await expect(firstRow).toContainText('No profile yet');
  await firstRow.getByRole('checkbox', { name: 'Select Dana Owner' }).check();
  await panel.getByRole('button', { name: 'Invite selected (1)' }).click();
  await expect(panel.getByTestId('invite-outcome')).toContainText('already invited', { timeout: timeouts.server });

  // The first owner completes the profile from the dashboard, starting from the calculator's figures.
  await page.goto('/dashboard');
  const steps = page.getByRole('list', { name: 'Next Steps' }).getByRole('listitem');
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done', { timeout: timeouts.server });
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'todo');
  const card = (label: string) => page.getByTestId('stat-card').filter({ hasText: label });
  await expect(card('Units')).toContainText('0');
  const form = page.getByRole('form', { name: 'Add your first property' });
  await expect(form.getByLabel(/^Monthly rent per unit/)).toHaveValue('2500');
  await form.getByLabel(/^Street address/).fill('40 Desert Bloom Rd');
  await form.getByLabel(/^City/).fill('Henderson');
  await form.getByLabel(/^State/).selectOption('NV');
  await form.getByLabel(/^ZIP code/).fill('89002');
  await form.getByLabel(/^Property type/).selectOption('multi_family');
  await form.getByLabel(/^Number of units/).fill('2');
  await form.getByRole('button', { name: 'Save property' }).click();
  await expect(page.getByTestId('property-row')).toContainText('40 Desert Bloom Rd', { timeout: timeouts.server });
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(card('Units')).toContainText('2');
  await expect(card('Monthly rent under management')).toContainText('$5,000');

  // The admin sees the owner onboarding with their doors and rent, and the 2% fee among the figures.
  await admin.page.reload();
  await admin.page.getByLabel('Onboarding status').selectOption('onboarding');
  await expect(admin.page).toHaveURL(/onboarding=onboarding/);
  await admin.page.getByLabel('Search waitlist').fill(first);
  const onboardingRow = admin.page.getByRole('tabpanel').getByRole('row').filter({ hasText: first });
  await expect(onboardingRow).toContainText('Onboarding', { timeout: timeouts.server });
  await expect(onboardingRow).toContainText('2 doors');
  await expect(onboardingRow).toContainText('$5,000/mo');
  // A figure's value is the line under its label.
  const figure = (label: string) =>
    admin.page.getByTestId('onboarding-figures').getByText(label, { exact: true }).locator('xpath=following-sibling::p');
  const dollars = async (label: string) => Number((await figure(label).innerText()).replace(/[^0-9.]/g, ''));
  expect(await dollars('Doors on the Waitlist')).toBeGreaterThanOrEqual(2);
  const rentFigure = await dollars('Rent Under Management');
  expect(rentFigure).toBeGreaterThanOrEqual(5000);
  expect(await dollars('Monthly Fee at 2%')).toBeCloseTo(rentFigure * 0.02, 2);

  await onboardingRow.getByRole('button', { name: /^View / }).click();
  const dialog = admin.page.getByRole('dialog');
  const history = dialog.getByTestId('onboarding-history').getByRole('listitem');
  await expect(history.nth(0)).toContainText('Waitlisted → Invited');
  await expect(history.nth(0)).toContainText(`by ${admin.email}`);
  await expect(history.nth(1)).toContainText('Invited → Onboarding');
  await expect(history.nth(1)).toContainText('by the owner');

  // Still one invitation in the first owner's mailbox, whatever the second try did.
  expect(await invitesTo(first)).toHaveLength(1);
  await admin.context.close();
});
