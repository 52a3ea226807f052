import { randomUUID } from 'node:crypto';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from '../support/test';
import {
  accessToken,
  backendInfo,
  callStack,
  createUser,
  fillWaitlist,
  mails,
  nextAdminRefresh,
  openAdminDashboard,
  payWith,
  randomPassword,
  uniqueEmail,
  waitlistRowsFor,
} from './backend';
import { timeouts } from '../support/timeouts';

/**
 * From deposit to go-live on the local stack: four owners pay (the first one on a phone, after trying the ROI
 * calculator), the admin invites "the next 3" from the Waitlist tab and publishes onboarding call times in their own
 * zone; the three first in line each get one invitation e-mail and the fourth none. The first owner completes the
 * property profile, prefilled from the calculator, books a call shown in their own zone, and sees the checklist and
 * the stat and savings cards change; the mailbox holds the invitation, the confirmation with its .ics and, the day
 * before the call, one reminder; the admin sees that owner onboarding, with their doors, rent and the 2% fee.
 */
test.describe.configure({ timeout: timeouts.journey });

const adminZone = 'America/Denver';
const ownerZone = 'America/New_York';
test.use({ viewport: { width: 390, height: 844 }, timezoneId: ownerZone });

/** A day 5 to 40 days ahead as the admin's zone writes it (YYYY-MM-DD), and the hour to start at; random, so a retry on the same stack does not overlap its first try. */
function publishDay() {
  const days = 5 + Math.floor(Math.random() * 36);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: adminZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  const hour = 8 + Math.floor(Math.random() * 8);
  return { date, start: `${String(hour).padStart(2, '0')}:00`, hour };
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

test('an owner who paid is invited among the next 3, fills the profile from the calculator and books a call; the mailbox and the admin agree', async ({
  page,
  browser,
  baseURL,
}) => {
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
  const firstUserId = (await waitlistRowsFor(first))[0]!.user_id;

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

  const admin = await openAdminDashboard(browser, 'waitlist', { timezoneId: adminZone });
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

  // The admin publishes three consecutive call times, in the admin's zone.
  const slots = admin.page.getByTestId('call-slots');
  await expect(slots.getByTestId('admin-call-zone')).toHaveText('Times are in your zone: America/Denver.');
  const { date, start, hour } = publishDay();
  await slots.getByLabel(/^Date/).fill(date);
  await slots.getByLabel(/^First start time/).fill(start);
  await slots.getByLabel(/^Number of times/).fill('3');
  await slots.getByRole('button', { name: 'Publish times' }).click();
  await expect(slots.getByRole('status')).toHaveText('Published 3 times.', { timeout: timeouts.server });
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  const adminDay = slots.getByRole('list', { name: day });
  await expect(adminDay.getByTestId('call-slot')).toHaveCount(3);
  await expect(adminDay.getByTestId('call-slot').first()).toContainText('Open');
  await expectNoSeriousA11yViolations(admin.page, { within: '[data-testid="call-slots"]' });

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
  await expect(form).toContainText('From your ROI calculator: $2,500 a month in rent, across 2 properties.');
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
  await expect(card('Properties')).toContainText('1');
  await expect(card('Units')).toContainText('2');
  await expect(card('Monthly rent under management')).toContainText('$5,000');
  await expect(page.getByTestId('steps-progress')).toHaveText('2 of 4 done');
  // 8% of $5,000 a month, for a year.
  await expect(page.getByTestId('annual-savings')).toHaveText('$4,800');

  // The owner, two hours ahead of the admin, sees the second time two hours later and books it.
  const section = page.getByRole('region', { name: 'Book your onboarding call' });
  await expect(section.getByTestId('call-zone')).toContainText('(America/New York)', { timeout: timeouts.server });
  const ownerHour = hour + 2;
  const label = `${ownerHour > 12 ? ownerHour - 12 : ownerHour}:30 ${ownerHour >= 12 ? 'PM' : 'AM'}`;
  const group = section.getByRole('group', { name: day });
  await expect(group.getByRole('radio')).toHaveCount(3, { timeout: timeouts.server });
  await expectNoSeriousA11yViolations(page, { within: '#onboarding-call' });
  // The owner clicks the time as shown; the radio behind it is what a screen reader announces, with the day.
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole('radio', { name: new RegExp(`^${day}, ${label}`) })).toBeChecked();
  await section.getByRole('button', { name: 'Book this time' }).click();
  await expect(section.getByTestId('booked-call')).toContainText('Your call is booked', { timeout: timeouts.server });
  await expect(section.getByTestId('booked-call-time')).toContainText(`${day}, ${label}`);
  await expect(steps.filter({ hasText: 'Book your onboarding call' })).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('steps-progress')).toHaveText('3 of 4 done');

  // The confirmation, with its calendar invitation.
  const [call] = (await callStack(`/rest/v1/onboarding_calls?select=id,starts_at&status=eq.booked&owner_id=eq.${firstUserId}`, null)) as {
    id: string;
    starts_at: string;
  }[];
  const callMails = async (subject: string) => (await mails(first)).filter((mail) => mail.subject.startsWith(subject));
  await expect.poll(async () => (await callMails('Your DoorKeep onboarding call')).length, { timeout: timeouts.mail }).toBe(1);
  const [confirmation] = await callMails('Your DoorKeep onboarding call');
  expect(confirmation!.attachments).toMatchObject([{ filename: 'onboarding-call.ics' }]);
  const ics = await (await fetch(`${backendInfo().apiUrl}/__mailbox/attachments/${confirmation!.id}/0`)).text();
  const utc = new Date(call!.starts_at).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  expect(ics.replace(/\r\n[ \t]/g, '').split('\r\n')).toEqual(
    expect.arrayContaining(['METHOD:REQUEST', `UID:onboarding-call-${call!.id}@doorkeep.example`, `DTSTART:${utc}`]),
  );

  // The day before the call, the reminder job runs (twice): one reminder, with the same invitation.
  const dayBefore = new Date(new Date(call!.starts_at).getTime() - 23 * 3_600_000).toISOString();
  for (let run = 0; run < 2; run++) await callStack('/rest/v1/rpc/run_onboarding_call_reminders', null, { p_now: dayBefore });
  await expect.poll(async () => (await callMails('Reminder:')).length, { timeout: timeouts.mail }).toBe(1);
  expect((await callMails('Reminder:'))[0]!.attachments).toMatchObject([{ filename: 'onboarding-call.ics' }]);

  // Stored on the server: a new visit reads the property and the call back.
  await page.reload();
  await expect(page.getByTestId('property-row')).toContainText('40 Desert Bloom Rd', { timeout: timeouts.server });
  await expect(section.getByTestId('booked-call-time')).toContainText(`${day}, ${label}`);

  // The admin sees who booked the time.
  await nextAdminRefresh(admin.page);
  await expect(adminDay.getByTestId('call-slot').nth(1)).toContainText('Booked by Dana Owner', { timeout: timeouts.server });

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
