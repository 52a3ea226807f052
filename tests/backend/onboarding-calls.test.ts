// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index.ts';
import { drainMailOutbox, loopbackFetch, signInAdmin, signUpOwner } from './support.ts';

/*
 * Onboarding calls (supabase/migrations/*_onboarding_calls.sql) through the API as the admin and owners: a slot is
 * never given twice, not even to two owners at the same moment (a unique index, not a check in the browser); only a
 * paid owner books, never a time in the past; owners see only their own call; every booking, move and cancellation
 * mails its calendar file, and the day-before reminder goes once per call and time however often its job runs.
 */

let stack: LocalStack;
let services: PaymentServices;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0, scheduledJobsIntervalMs: 0 });
  services = await startPaymentServices({ stack, siteOrigins: ['http://127.0.0.1:5173'], stripePort: 0, log: false });
  stack.setFunctionsUrl(services.functionsUrl);
  admin = await signInAdmin(stack);
});

afterAll(async () => {
  await services?.stop();
  await stack?.stop();
});

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await stack.db.query<T>(text, params)).rows;

let serial = 0;
/** An owner with a paid deposit, as the Stripe webhook leaves their waitlist row. */
async function paidOwner(label: string) {
  const owner = await signUpOwner(stack, label);
  serial += 1;
  const clientId = `WAIT-CALL${String(serial).padStart(5, '0')}`;
  await sql(
    `insert into public.waitlist_signups (client_id, user_id, first_name, last_name, email, phone, deposit_paid, deposit_amount, status)
     values ($1, $2, 'Dana', 'Owner', $3, '(702) 555-0101', true, 99, 'confirmed')`,
    [clientId, owner.user.id, owner.email],
  );
  return { ...owner, clientId };
}

/** A whole hour `days` ahead, plus `minutes`. */
function ahead(days: number, minutes = 0): string {
  const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  return new Date(hour + days * 86_400_000 + minutes * 60_000).toISOString();
}

let offset = 0;
/** Publishes `count` slots as the admin at a time no other test uses; returns their ids. */
async function publish(count = 1): Promise<{ id: string; starts_at: string }[]> {
  offset += 1;
  const { data, error } = await admin.client.rpc('publish_onboarding_call_slots', { p_starts_at: ahead(3 + offset), p_count: count });
  expect(error).toBeNull();
  return data as { id: string; starts_at: string }[];
}

async function drain() {
  expect((await drainMailOutbox(stack)).failed).toBe(0);
}

type Mail = { id: string; to: string; subject: string; attachments?: { filename: string; contentType: string }[] };
async function mailsTo(email: string): Promise<Mail[]> {
  const response = await loopbackFetch(`${stack.apiUrl}/__mailbox.json`);
  return ((await response.json()) as Mail[]).filter((mail) => mail.to === email).reverse();
}
async function icsLines(mail: Mail): Promise<string[]> {
  const response = await loopbackFetch(`${stack.apiUrl}/__mailbox/attachments/${mail.id}/0`);
  return (await response.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
}

const outboxKeys = async (callId: string) =>
  (await sql<{ event_key: string }>("select event_key from public.mail_outbox where event_key like '%' || $1 || '%' order by id", [callId])).map(
    (row) => row.event_key,
  );

describe('booking a slot', () => {
  it('two owners who book the same slot at the same moment: one gets it, the other a clear refusal', async () => {
    const [slot] = await publish();
    const [first, second] = await Promise.all([paidOwner('race-a'), paidOwner('race-b')]);
    const answers = await Promise.all(
      [first, second].map((owner) => owner.client.rpc('book_onboarding_call', { p_slot_id: slot!.id, p_time_zone: 'America/Denver' })),
    );
    const won = answers.filter((answer) => !answer.error);
    const lost = answers.filter((answer) => answer.error);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.error).toMatchObject({ code: 'PT409', message: 'Someone just booked that time. Please choose another.' });
    expect(await sql("select count(*)::int as n from public.onboarding_calls where slot_id = $1 and status = 'booked'", [slot!.id])).toEqual([{ n: 1 }]);
  });

  it('the database itself refuses a second booked call on one slot, whoever writes it', async () => {
    const [slot] = await publish();
    const [a, b] = await Promise.all([paidOwner('index-a'), paidOwner('index-b')]);
    const insert = (owner: string) =>
      sql('insert into public.onboarding_calls (owner_id, slot_id, starts_at) values ($1, $2, $3)', [owner, slot!.id, slot!.starts_at]);
    await insert(a.user.id);
    await expect(insert(b.user.id)).rejects.toMatchObject({ code: '23505' });
  });

  it('a slot in the past is refused, and the admin cannot publish one', async () => {
    const [past] = await sql<{ id: string }>("insert into public.onboarding_call_slots (starts_at) values (date_trunc('minute', now()) - interval '1 hour') returning id");
    const owner = await paidOwner('past');
    const { error } = await owner.client.rpc('book_onboarding_call', { p_slot_id: past!.id });
    expect(error).toMatchObject({ code: 'PT422', message: 'That time has already passed. Please choose another.' });
    const open = await owner.client.rpc('open_onboarding_call_slots');
    expect((open.data as { slot_id: string }[]).map((slot) => slot.slot_id)).not.toContain(past!.id);
    const published = await admin.client.rpc('publish_onboarding_call_slots', { p_starts_at: new Date(Date.now() - 3_600_000).toISOString().replace(/:\d\d\.\d+Z$/, ':00Z') });
    expect(published.error).toMatchObject({ code: 'PT422' });
  });

  it('an owner without a paid deposit, or whose deposit was refunded, cannot book', async () => {
    const [slot] = await publish();
    const unpaid = await signUpOwner(stack, 'unpaid');
    expect((await unpaid.client.rpc('book_onboarding_call', { p_slot_id: slot!.id })).error).toMatchObject({
      code: 'PT403',
      message: 'Onboarding calls are for owners with a paid deposit.',
    });
    const refunded = await paidOwner('refunded');
    await sql("update public.waitlist_signups set deposit_paid = false, status = 'refunded', refunded_at = now() where user_id = $1", [refunded.user.id]);
    expect((await refunded.client.rpc('book_onboarding_call', { p_slot_id: slot!.id })).error).toMatchObject({ code: 'PT403' });
    expect(await sql('select count(*)::int as n from public.onboarding_calls where slot_id = $1', [slot!.id])).toEqual([{ n: 0 }]);
  });

  it('owners see open times and their own call only; only an admin publishes, lists and withdraws', async () => {
    const [mine, theirs, open] = await publish(3);
    const [a, b] = await Promise.all([paidOwner('see-a'), paidOwner('see-b')]);
    expect((await a.client.rpc('book_onboarding_call', { p_slot_id: mine!.id })).error).toBeNull();
    expect((await b.client.rpc('book_onboarding_call', { p_slot_id: theirs!.id })).error).toBeNull();

    const calls = await a.client.from('onboarding_calls').select('owner_id, slot_id');
    expect(calls.data).toEqual([{ owner_id: a.user.id, slot_id: mine!.id }]);
    expect((await a.client.from('onboarding_call_slots').select('id')).data).toEqual([]);
    const openIds = ((await a.client.rpc('open_onboarding_call_slots')).data as { slot_id: string }[]).map((slot) => slot.slot_id);
    expect(openIds).toContain(open!.id);
    expect(openIds).not.toContain(theirs!.id);
    expect(openIds).not.toContain(mine!.id);

    expect((await a.client.rpc('admin_onboarding_call_slots')).error?.code).toBe('42501');
    expect((await a.client.rpc('publish_onboarding_call_slots', { p_starts_at: ahead(40) })).error?.code).toBe('42501');
    expect((await a.client.rpc('withdraw_onboarding_call_slot', { p_slot_id: open!.id })).error?.code).toBe('42501');
    expect((await a.client.from('onboarding_calls').update({ slot_id: open!.id }).eq('owner_id', a.user.id)).error).not.toBeNull();

    const listed = (await admin.client.rpc('admin_onboarding_call_slots')).data as { slot_id: string; owner_name: string | null; owner_email: string | null }[];
    expect(listed.find((slot) => slot.slot_id === theirs!.id)).toMatchObject({ owner_name: 'Dana Owner', owner_email: b.email });
    expect(listed.find((slot) => slot.slot_id === open!.id)).toMatchObject({ owner_name: null });
    expect((await admin.client.rpc('withdraw_onboarding_call_slot', { p_slot_id: theirs!.id })).error?.code).toBe('PT409');
    expect((await admin.client.rpc('withdraw_onboarding_call_slot', { p_slot_id: open!.id })).error).toBeNull();
    expect(((await a.client.rpc('open_onboarding_call_slots')).data as { slot_id: string }[]).map((slot) => slot.slot_id)).not.toContain(open!.id);
  });

  it('publishing refuses a time that overlaps one already offered', async () => {
    const [slot] = await publish();
    const overlapping = new Date(new Date(slot!.starts_at).getTime() + 15 * 60_000).toISOString();
    expect((await admin.client.rpc('publish_onboarding_call_slots', { p_starts_at: overlapping })).error).toMatchObject({ code: 'PT409' });
  });
});

describe('the mails of a call', () => {
  it('a booking mails the invitation; a move mails a new one with a higher sequence and frees the old time; a cancel mails METHOD:CANCEL', async () => {
    const [first, second] = await publish(2);
    const owner = await paidOwner('mails');
    const booked = await owner.client.rpc('book_onboarding_call', { p_slot_id: first!.id, p_time_zone: 'America/New_York' });
    expect(booked.error).toBeNull();
    const callId = (booked.data as { id: string }).id;
    expect((await owner.client.rpc('book_onboarding_call', { p_slot_id: second!.id })).error).toMatchObject({ code: 'PT409' });

    const moved = await owner.client.rpc('move_onboarding_call', { p_slot_id: second!.id, p_time_zone: 'America/New_York' });
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ id: callId, slot_id: second!.id, sequence: 1 });
    const open = ((await owner.client.rpc('open_onboarding_call_slots')).data as { slot_id: string }[]).map((slot) => slot.slot_id);
    expect(open).toContain(first!.id);

    await drain();
    const sent = await mailsTo(owner.email);
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.attachments).toMatchObject([{ filename: 'onboarding-call.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' }]);
    }
    // The two may be delivered in the same millisecond: tell them apart by their sequence.
    const [firstLines, updateLines] = (await Promise.all(sent.map(icsLines))).sort((a, b) =>
      String(a.find((line) => line.startsWith('SEQUENCE:'))).localeCompare(String(b.find((line) => line.startsWith('SEQUENCE:')))),
    );
    expect(firstLines!).toEqual(expect.arrayContaining([`UID:onboarding-call-${callId}@doorkeep.example`, 'SEQUENCE:0']));
    const utc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(updateLines!).toEqual(
      expect.arrayContaining([`UID:onboarding-call-${callId}@doorkeep.example`, 'SEQUENCE:1', `DTSTART:${utc(second!.starts_at)}`]),
    );

    expect((await owner.client.rpc('cancel_onboarding_call')).error).toBeNull();
    await drain();
    const cancellation = (await mailsTo(owner.email)).find((mail) => mail.subject.startsWith('Canceled:'))!;
    expect(cancellation.subject).toMatch(/^Canceled: your DoorKeep onboarding call/);
    expect(await icsLines(cancellation)).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:2', 'STATUS:CANCELLED']));
    expect(await outboxKeys(callId)).toEqual([
      `onboarding-call-booked/${callId}/0`,
      `onboarding-call-booked/${callId}/1`,
      `onboarding-call-canceled/${callId}/2`,
    ]);
    // After the cancel the owner may book again.
    expect((await owner.client.rpc('book_onboarding_call', { p_slot_id: first!.id })).error).toBeNull();
  });

  it('the reminder job mails once per call and time, however often it runs; a moved call gets its own', async () => {
    const [slot, later] = await publish(2);
    const owner = await paidOwner('reminder');
    const booked = await owner.client.rpc('book_onboarding_call', { p_slot_id: slot!.id });
    const callId = (booked.data as { id: string }).id;
    const dayBefore = (iso: string) => new Date(new Date(iso).getTime() - 23 * 3_600_000).toISOString();
    const remind = (now: string) => sql<{ n: number }>('select public.run_onboarding_call_reminders($1) as n', [now]);

    expect(await remind(new Date().toISOString())).toEqual([{ n: 0 }]);
    expect(await remind(dayBefore(slot!.starts_at))).toEqual([{ n: 1 }]);
    expect(await remind(dayBefore(slot!.starts_at))).toEqual([{ n: 0 }]);
    const key = `onboarding-call-reminder/${callId}/${new Date(slot!.starts_at).getTime() / 1000}`;
    expect(await outboxKeys(callId)).toEqual([`onboarding-call-booked/${callId}/0`, key]);

    // The scheduler's own job (now: more than a day ahead) queues nothing more.
    const jobs = await stack.runScheduledJobs();
    expect(jobs.map((job) => job.name)).toContain('onboarding-call-reminders');
    expect(await outboxKeys(callId)).toHaveLength(2);

    await owner.client.rpc('move_onboarding_call', { p_slot_id: later!.id });
    await sql("update public.onboarding_calls set booked_at = booked_at - interval '3 days' where id = $1", [callId]);
    expect(await remind(dayBefore(later!.starts_at))).toEqual([{ n: 1 }]);
    expect(await remind(dayBefore(later!.starts_at))).toEqual([{ n: 0 }]);
    await drain();
    const reminders = (await mailsTo(owner.email)).filter((mail) => /^Reminder:/.test(mail.subject));
    expect(reminders).toHaveLength(2);
    for (const mail of reminders) expect(mail.attachments).toMatchObject([{ filename: 'onboarding-call.ics' }]);
    const sequences = await Promise.all(reminders.map(async (mail) => (await icsLines(mail)).find((line) => line.startsWith('SEQUENCE:'))));
    expect(sequences.sort()).toEqual(['SEQUENCE:0', 'SEQUENCE:1']);
  });

  it('an owner whose first name tries to add calendar fields gets one attendee and one event', async () => {
    const [slot] = await publish();
    const owner = await paidOwner('inject');
    await sql(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('first_name', $2::text) where id = $1`,
      [owner.user.id, 'Dana\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free;money,now'],
    );
    expect((await owner.client.rpc('book_onboarding_call', { p_slot_id: slot!.id, p_time_zone: 'UTC\r\nMETHOD:PUBLISH' })).error).toBeNull();
    await drain();
    const [mail] = await mailsTo(owner.email);
    const names = (await icsLines(mail!)).map((line) => line.split(/[;:]/)[0]);
    expect(names.filter((name) => name === 'BEGIN')).toHaveLength(2);
    expect(names.filter((name) => name === 'SUMMARY')).toHaveLength(1);
    expect(names.filter((name) => name === 'METHOD')).toHaveLength(1);
  });
});

describe('the call and the onboarding status', () => {
  const statusOf = async (clientId: string) =>
    (await sql<{ onboarding_status: string }>('select onboarding_status from public.waitlist_signups where client_id = $1', [clientId]))[0]!
      .onboarding_status;
  const invite = async (clientId: string) => {
    const { data, error } = await admin.client.rpc('admin_invite_owners', { signup_client_ids: [clientId] });
    expect(error).toBeNull();
    expect((data as { invited: string[] }).invited).toEqual([clientId]);
  };

  it('an invited owner who books a call has started onboarding, and gets no reminder to book one', async () => {
    const owner = await paidOwner('call-status');
    await invite(owner.clientId);
    const [slot] = await publish();
    expect(await owner.client.rpc('book_onboarding_call', { p_slot_id: slot!.id })).toMatchObject({ error: null });

    expect(await statusOf(owner.clientId)).toBe('onboarding');
    await sql("update public.waitlist_signups set onboarding_status = 'invited' where client_id = $1", [owner.clientId]);
    await sql("select public.run_onboarding_reminders(now() + interval '8 days')");
    expect(await sql("select 1 from public.mail_outbox where event_key = 'onboarding-reminder/' || $1", [owner.clientId])).toEqual([]);
  });

  it('a refund withdraws the owner and cancels their call: the time opens again and the calendar event is taken back', async () => {
    const owner = await paidOwner('call-refund');
    const [slot] = await publish();
    const { data: call } = await owner.client.rpc('book_onboarding_call', { p_slot_id: slot!.id });
    const callId = (call as { id: string }).id;

    await sql(
      `update public.waitlist_signups set deposit_paid = false, status = 'refunded', refunded_at = now() where client_id = $1`,
      [owner.clientId],
    );

    expect(await statusOf(owner.clientId)).toBe('withdrawn');
    expect(await sql('select status from public.onboarding_calls where id = $1', [callId])).toEqual([{ status: 'canceled' }]);
    expect(await outboxKeys(callId)).toEqual([`onboarding-call-booked/${callId}/0`, `onboarding-call-canceled/${callId}/1`]);
    const { data: open } = await owner.client.rpc('open_onboarding_call_slots');
    expect((open as { slot_id: string }[]).map((row) => row.slot_id)).toContain(slot!.id);
  });
});
