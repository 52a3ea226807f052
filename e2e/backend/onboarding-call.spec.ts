import { expect, expectNoSeriousA11yViolations, test } from '../support/test';
import { timeouts } from '../support/timeouts';
import { backendInfo, createUser, logIn, mails, nextAdminRefresh, randomPassword, signInAsAdmin, uniqueEmail } from './backend';
import { serviceHeaders } from './documents';

/**
 * The onboarding call end to end on the local stack: the admin publishes three times in the Waitlist tab (in the
 * admin's zone), a paid owner in another zone sees them in their own and books one, the mailbox holds the
 * confirmation with its .ics invitation, the admin sees the owner's name on the booked time, and the day-before
 * reminder (public.run_onboarding_call_reminders, the scheduled job's function, given the day before as its clock)
 * mails once however often it runs.
 */
test.describe.configure({ timeout: timeouts.journey });

const adminZone = 'America/Denver';
const ownerZone = 'America/New_York';

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${backendInfo().apiUrl}/rest/v1/${path}`, { ...init, headers: { ...serviceHeaders(), ...init.headers } });
  expect(response.ok, `${path}: ${response.status} ${response.ok ? '' : await response.clone().text()}`).toBe(true);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A day 5 to 40 days ahead as the admin's zone writes it (YYYY-MM-DD), and the hour to start at; random, so a retry on the same stack does not overlap its first try. */
function publishDay() {
  const days = 5 + Math.floor(Math.random() * 36);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: adminZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  const hour = 8 + Math.floor(Math.random() * 8);
  return { date, start: `${String(hour).padStart(2, '0')}:00`, hour };
}

test('the admin publishes call times, a paid owner books one in their zone and gets the invitation and the reminder', async ({ browser }) => {
  // A paid owner, as the Stripe webhook leaves their row.
  const email = uniqueEmail('call-owner');
  const password = randomPassword();
  const userId = await createUser({ email, password, firstName: 'Dana' });
  await rest('waitlist_signups', {
    method: 'POST',
    body: JSON.stringify({
      client_id: `WAIT-${userId.replace(/-/g, '').slice(0, 9).toUpperCase()}`,
      user_id: userId,
      first_name: 'Dana',
      last_name: 'User',
      email,
      phone: '(702) 555-0100',
      deposit_paid: true,
      deposit_amount: 99,
      status: 'confirmed',
    }),
  });

  // The admin publishes three consecutive times in the Waitlist tab.
  const adminContext = await browser.newContext({ timezoneId: adminZone });
  const admin = { page: await adminContext.newPage() };
  await signInAsAdmin(admin.page);
  await admin.page.getByRole('tab', { name: /^Waitlist Signups/ }).click();
  const slots = admin.page.getByTestId('call-slots');
  await expect(slots.getByTestId('admin-call-zone')).toHaveText('Times are in your zone: America/Denver.');
  const { date, start, hour } = publishDay();
  await slots.getByLabel(/^Date/).fill(date);
  await slots.getByLabel(/^First start time/).fill(start);
  await slots.getByLabel(/^Number of times/).fill('3');
  await slots.getByRole('button', { name: 'Publish times' }).click();
  await expect(slots.getByRole('status')).toHaveText('Published 3 times.', { timeout: timeouts.server });
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const adminDay = slots.getByRole('list', { name: day });
  await expect(adminDay.getByTestId('call-slot')).toHaveCount(3);
  await expect(adminDay.getByTestId('call-slot').first()).toContainText('Open');
  await expectNoSeriousA11yViolations(admin.page, { within: '[data-testid="call-slots"]' });

  // The owner, two hours ahead of the admin, sees the second time two hours later and books it.
  const ownerContext = await browser.newContext({ timezoneId: ownerZone });
  const page = await ownerContext.newPage();
  await page.goto('/login');
  await logIn(page, email, password);
  await page.waitForURL(/\/dashboard$/, { timeout: timeouts.server });
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
  const step = page.getByRole('list', { name: 'Next Steps' }).getByRole('listitem').filter({ hasText: 'Book your onboarding call' });
  await expect(step).toHaveAttribute('data-state', 'done');

  // The admin sees who booked the time.
  await nextAdminRefresh(admin.page);
  await expect(adminDay.getByTestId('call-slot').nth(1)).toContainText('Booked by Dana User', { timeout: timeouts.server });

  // The confirmation, with its invitation.
  const [call] = (await rest(`onboarding_calls?owner_id=eq.${userId}&select=id,starts_at`)) as { id: string; starts_at: string }[];
  await expect.poll(async () => (await mails(email)).filter((mail) => mail.subject.startsWith('Your DoorKeep onboarding call')).length, {
    timeout: timeouts.server,
  }).toBe(1);
  const confirmation = (await mails(email)).find((mail) => mail.subject.startsWith('Your DoorKeep onboarding call')) as
    | { id: string; attachments?: { filename: string }[] }
    | undefined;
  expect(confirmation!.attachments).toMatchObject([{ filename: 'onboarding-call.ics' }]);
  const ics = await (await fetch(`${backendInfo().apiUrl}/__mailbox/attachments/${confirmation!.id}/0`)).text();
  const utc = new Date(call!.starts_at).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  expect(ics.replace(/\r\n[ \t]/g, '').split('\r\n')).toEqual(
    expect.arrayContaining(['METHOD:REQUEST', `UID:onboarding-call-${call!.id}@doorkeep.example`, `DTSTART:${utc}`]),
  );

  // The day before the call, the reminder job runs (twice): one reminder.
  const dayBefore = new Date(new Date(call!.starts_at).getTime() - 23 * 3_600_000).toISOString();
  for (let run = 0; run < 2; run++) {
    await rest('rpc/run_onboarding_call_reminders', { method: 'POST', body: JSON.stringify({ p_now: dayBefore }) });
  }
  await expect.poll(async () => (await mails(email)).filter((mail) => mail.subject.startsWith('Reminder:')).length, {
    timeout: timeouts.server,
  }).toBe(1);
  const reminder = (await mails(email)).find((mail) => mail.subject.startsWith('Reminder:')) as { attachments?: { filename: string }[] };
  expect(reminder.attachments).toMatchObject([{ filename: 'onboarding-call.ics' }]);

  await adminContext.close();
  await ownerContext.close();
});
