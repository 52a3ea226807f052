// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { joinWaitlistAs, restRequest, signInAdmin, signUpOwner } from './support.ts';

/**
 * Moving owners from the waitlist to customers (supabase/migrations/*_onboarding_status.sql) on the local stack: the
 * onboarding status is the server's, the admin invites chosen owners or the next ones in line among paid deposits,
 * each owner gets one invitation e-mail and at most one reminder, a refund withdraws the owner, and every change
 * records who made it. Payments and refunds are written as stripe-webhook writes them (the service role).
 */

let stack: LocalStack;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0, scheduledJobsIntervalMs: 0 });
  admin = await signInAdmin(stack);
});

afterAll(async () => {
  await stack?.stop();
});

type Owner = Awaited<ReturnType<typeof signUpOwner>> & { clientId: string };

/** An owner with a waitlist row; paid unless told otherwise (the row as the payment webhook leaves it). */
async function owner(label: string, paid = true): Promise<Owner> {
  const signedUp = await signUpOwner(stack, label);
  const clientId = await joinWaitlistAs(signedUp);
  if (paid) {
    await stack.db.query(
      `update public.waitlist_signups set deposit_paid = true, deposit_amount = 99, status = 'confirmed', card_last4 = '4242'
        where client_id = $1`,
      [clientId],
    );
  }
  return { ...signedUp, clientId };
}

async function refund(who: Owner) {
  await stack.db.query(
    `update public.waitlist_signups set deposit_paid = false, status = 'refunded', refunded_at = now() where client_id = $1`,
    [who.clientId],
  );
}

async function statusOf(who: Owner): Promise<string> {
  const { rows } = await stack.db.query<{ onboarding_status: string }>(
    'select onboarding_status from public.waitlist_signups where client_id = $1',
    [who.clientId],
  );
  return rows[0]!.onboarding_status;
}

async function outbox(template: string, who: Owner) {
  const { rows } = await stack.db.query<{ event_key: string; recipient: string }>(
    'select event_key, recipient::text from public.mail_outbox where template = $1 and lower(recipient::text) = lower($2)',
    [template, who.email],
  );
  return rows;
}

type InviteResult = { invited: string[]; skipped: { id: string; reason: string }[] };

async function invite(args: { signup_client_ids?: string[]; next_count?: number }): Promise<InviteResult> {
  const { data, error } = await admin.client.rpc('admin_invite_owners', args);
  expect(error).toBeNull();
  return data as InviteResult;
}

const property = {
  street_address: '12 Palm Ave',
  city: 'Las Vegas',
  state: 'NV',
  zip: '89101',
  property_type: 'multi_family',
  units: 4,
  monthly_rent: 1500,
  vacant: false,
  managed_by: 'self',
  manager_fee_percent: null,
};

describe('the onboarding status is the server’s', () => {
  it('an owner cannot set their own status with a REST PATCH, nor start a row past waitlisted', async () => {
    const dana = await owner('onb-self');
    const patched = await restRequest(stack, `/waitlist_signups?client_id=eq.${dana.clientId}`, {
      method: 'PATCH',
      token: dana.session.access_token,
      body: { onboarding_status: 'live' },
    });
    expect(patched.status).toBeGreaterThanOrEqual(400);
    expect(await statusOf(dana)).toBe('waitlisted');

    const inserted = await dana.client.from('waitlist_signups').insert({
      client_id: 'WAIT-ONBSELF01',
      user_id: dana.user.id,
      first_name: 'Dana',
      last_name: 'Owner',
      email: dana.email,
      phone: '555-0100',
      onboarding_status: 'invited',
    });
    expect(inserted.error).not.toBeNull();
    // Nor can they read the history of changes.
    const history = await dana.client.from('waitlist_onboarding_events').select('*');
    expect(history.data ?? []).toEqual([]);
  });

  it('only an admin invites or sets a status', async () => {
    const dana = await owner('onb-notadmin');
    const invited = await dana.client.rpc('admin_invite_owners', { signup_client_ids: [dana.clientId] });
    expect(invited.error?.code).toBe('42501');
    const set = await dana.client.rpc('admin_set_onboarding_status', { signup_client_id: dana.clientId, new_status: 'live' });
    expect(set.error?.code).toBe('42501');
    expect(await statusOf(dana)).toBe('waitlisted');
  });
});

describe('invitations', () => {
  it('an invite sent twice sends one e-mail', async () => {
    const ines = await owner('onb-twice');
    expect((await invite({ signup_client_ids: [ines.clientId] })).invited).toEqual([ines.clientId]);
    const again = await invite({ signup_client_ids: [ines.clientId] });
    expect(again.invited).toEqual([]);
    expect(again.skipped).toEqual([{ id: ines.clientId, reason: 'already_invited' }]);
    expect(await outbox('onboarding_invite', ines)).toHaveLength(1);
    expect(await statusOf(ines)).toBe('invited');
  });

  it('an unpaid or a refunded owner is not invited, and the result says why', async () => {
    const unpaid = await owner('onb-unpaid', false);
    const refunded = await owner('onb-refunded');
    await refund(refunded);
    const result = await invite({ signup_client_ids: [unpaid.clientId, refunded.clientId] });
    expect(result.invited).toEqual([]);
    expect(result.skipped).toEqual([
      { id: unpaid.clientId, reason: 'not_paid' },
      { id: refunded.clientId, reason: 'refunded' },
    ]);
    expect(await outbox('onboarding_invite', unpaid)).toEqual([]);
    expect(await outbox('onboarding_invite', refunded)).toEqual([]);
    expect(await statusOf(unpaid)).toBe('waitlisted');
    const set = await admin.client.rpc('admin_set_onboarding_status', { signup_client_id: refunded.clientId, new_status: 'live' });
    expect(set.error).not.toBeNull();
  });

  it('"invite the next N" takes paid, unrefunded, uninvited owners in queue order', async () => {
    // Earlier owners of other tests must not be in the way: invite everyone already waiting first.
    await stack.db.query(`update public.waitlist_signups set onboarding_status = 'live' where onboarding_status = 'waitlisted'`);
    const first = await owner('onb-q1');
    const unpaid = await owner('onb-q2', false);
    const refunded = await owner('onb-q3');
    await refund(refunded);
    const second = await owner('onb-q4');
    const third = await owner('onb-q5');
    const fourth = await owner('onb-q6');
    const result = await invite({ next_count: 3 });
    expect(result.invited).toEqual([first.clientId, second.clientId, third.clientId]);
    expect(await statusOf(fourth)).toBe('waitlisted');
    expect(await statusOf(unpaid)).toBe('waitlisted');
    expect(await statusOf(refunded)).toBe('withdrawn');
    expect((await invite({ next_count: 3 })).invited).toEqual([fourth.clientId]);
  });
});

describe('status changes', () => {
  it('a refund withdraws an invited owner, and every change records who made it and when', async () => {
    const rosa = await owner('onb-history');
    await invite({ signup_client_ids: [rosa.clientId] });
    const set = await admin.client.rpc('admin_set_onboarding_status', { signup_client_id: rosa.clientId, new_status: 'onboarding' });
    expect(set.error).toBeNull();
    await refund(rosa);
    expect(await statusOf(rosa)).toBe('withdrawn');

    const { data, error } = await admin.client.rpc('admin_onboarding_history', { signup_client_id: rosa.clientId });
    expect(error).toBeNull();
    const lines = data as { from_status: string; to_status: string; changed_by_role: string; changed_by_email: string | null; changed_at: string }[];
    expect(lines.map((line) => [line.from_status, line.to_status, line.changed_by_role])).toEqual([
      ['waitlisted', 'invited', 'admin'],
      ['invited', 'onboarding', 'admin'],
      ['onboarding', 'withdrawn', 'system'],
    ]);
    expect(lines[0]!.changed_by_email).toBe(admin.user.email);
    expect(lines[2]!.changed_by_email).toBeNull();
    expect(lines.every((line) => Date.now() - Date.parse(line.changed_at) < 60_000)).toBe(true);
  });

  it('an invited owner who completes the property profile moves to onboarding, recorded as theirs', async () => {
    const pat = await owner('onb-profile');
    await invite({ signup_client_ids: [pat.clientId] });
    const added = await pat.client.from('properties').insert(property);
    expect(added.error).toBeNull();
    expect(await statusOf(pat)).toBe('onboarding');
    const { data } = await admin.client.rpc('admin_onboarding_history', { signup_client_id: pat.clientId });
    expect((data as { to_status: string; changed_by_role: string }[]).at(-1)).toMatchObject({
      to_status: 'onboarding',
      changed_by_role: 'owner',
    });
  });
});

describe('the reminder', () => {
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const remind = async (at: string) =>
    (await stack.db.query<{ queued: number }>('select public.run_onboarding_reminders($1::timestamptz) as queued', [at])).rows[0]!.queued;

  it('reaches an owner invited 7 days ago with neither a profile nor a call, once; not one whose profile is complete', async () => {
    const idle = await owner('onb-idle');
    const busy = await owner('onb-busy');
    await invite({ signup_client_ids: [idle.clientId, busy.clientId] });
    expect(await busy.client.from('properties').insert(property)).toMatchObject({ error: null });

    await remind(daysFromNow(6));
    expect(await outbox('onboarding_reminder', idle)).toEqual([]);
    await remind(daysFromNow(7.01));
    await remind(daysFromNow(8));
    await stack.runScheduledJobs();
    expect(await outbox('onboarding_reminder', idle)).toHaveLength(1);
    expect(await outbox('onboarding_reminder', busy)).toEqual([]);
    const { rows } = await stack.db.query<{ name: string }>(`select name from private.scheduled_jobs where name = 'onboarding-reminders'`);
    expect(rows).toHaveLength(1);
  });
});

describe('the Waitlist tab', () => {
  it("lists each owner's doors, rent and status, filters by status, and adds the doors and the 2% fee to its figures", async () => {
    const lee = await owner('onb-tab');
    await invite({ signup_client_ids: [lee.clientId] });
    await lee.client.from('properties').insert(property);
    await lee.client.from('properties').insert({ ...property, units: 1, monthly_rent: 2000, property_type: 'single_family' });

    const { data, error } = await admin.client.rpc('admin_list', { kind: 'waitlist_signups', onboarding_filter: 'onboarding' });
    expect(error).toBeNull();
    const rows = (data as { rows: Record<string, unknown>[] }).rows;
    expect(rows.every((row) => row.onboarding_status === 'onboarding')).toBe(true);
    expect(rows.find((row) => row.client_id === lee.clientId)).toMatchObject({ doors: 5, monthly_rent: 8000, profile_complete: true });

    const stats = await admin.client.rpc('admin_stats', { kind: 'waitlist_signups' });
    expect(stats.error).toBeNull();
    const figures = stats.data as { doors: number; monthlyRent: number; monthlyFee: number; onboarding: number };
    expect(figures.doors).toBeGreaterThanOrEqual(5);
    expect(figures.monthlyFee).toBeCloseTo(figures.monthlyRent * 0.02, 2);
    expect(figures.onboarding).toBeGreaterThanOrEqual(1);
  });
});
