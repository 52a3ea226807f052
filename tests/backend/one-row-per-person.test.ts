// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, signInAdmin, signUpOwner, uniqueEmail } from './support.ts';

/**
 * One person is one row the admin can trust: an owner keeps one waitlist row through a refund and a second
 * reservation, a refunded row holds no place in line, and e-mail addresses are stored lower-cased in every table.
 */

let stack: LocalStack;
let service: SupabaseClient;
let admin: SupabaseClient;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  service = createTestClient(stack, stack.secretKey);
  admin = (await signInAdmin(stack)).client;
});
afterAll(async () => {
  await stack?.stop();
});

let seq = 0;
const code = () => `${String(++seq).padStart(3, '0')}${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0')}`;

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

async function reserve(owner: Owner, details: { firstName?: string; email?: string } = {}) {
  const row = {
    client_id: `WAIT-${code()}`,
    user_id: owner.user.id,
    first_name: details.firstName ?? 'Dana',
    last_name: 'Owner',
    email: details.email ?? owner.email,
    phone: '555-0100',
  };
  const { error } = await owner.client.from('waitlist_signups').insert(row);
  expect(error).toBeNull();
  return row.client_id;
}

/** What the webhook writes when the deposit is paid, then refunded (the service role owns deposit state). */
async function payThenRefund(clientId: string) {
  await service.from('waitlist_signups').update({ deposit_paid: true, deposit_amount: 99, status: 'confirmed' }).eq('client_id', clientId);
  const refunded = await service
    .from('waitlist_signups')
    .update({ deposit_paid: false, status: 'refunded', refunded_at: new Date().toISOString() })
    .eq('client_id', clientId);
  expect(refunded.error).toBeNull();
}

async function rowsOf(owner: Owner) {
  const { data } = await service
    .from('waitlist_signups')
    .select('client_id, first_name, status, deposit_paid, deposit_amount, refunded_at, created_at')
    .eq('user_id', owner.user.id);
  return data ?? [];
}

async function myPlace(owner: Owner): Promise<number | null> {
  const { data } = await owner.client.from('my_waitlist_signup').select('queue_position').single();
  return (data as { queue_position: number | null } | null)?.queue_position ?? null;
}

describe('the waitlist: one row per account', () => {
  it('a refunded owner holds no place, and everyone behind them moves up one', async () => {
    const early = await signUpOwner(stack, 'early');
    const later = await signUpOwner(stack, 'later');
    const earlyRow = await reserve(early);
    await reserve(later);
    const laterPlace = await myPlace(later);

    await payThenRefund(earlyRow);
    expect(await myPlace(early)).toBeNull();
    expect(await myPlace(later)).toBe(laterPlace! - 1);
    const { data: listed } = await admin.rpc('admin_list', { kind: 'waitlist_signups', search: early.email });
    expect((listed as { rows: { queue_position: number | null; status: string }[] }).rows).toEqual([
      expect.objectContaining({ status: 'refunded', queue_position: null }),
    ]);
  });

  it('reserving again after a refund brings back the same row, unpaid, at the end of the line', async () => {
    const owner = await signUpOwner(stack, 'again');
    const first = await reserve(owner);
    await payThenRefund(first);
    const [refunded] = await rowsOf(owner);

    await reserve(owner, { firstName: 'Danielle' });
    const rows = await rowsOf(owner);
    expect(rows).toEqual([
      expect.objectContaining({
        client_id: first,
        first_name: 'Danielle',
        status: 'pending_payment',
        deposit_paid: false,
        deposit_amount: 0,
        refunded_at: null,
      }),
    ]);
    expect(Date.parse(rows[0]!.created_at)).toBeGreaterThan(Date.parse(refunded!.created_at));

    const newcomer = await signUpOwner(stack, 'newcomer');
    await reserve(newcomer);
    expect(await myPlace(owner)).toBe((await myPlace(newcomer))! - 1);
  });

  it('a paid owner filling the form again keeps their paid row as it was', async () => {
    const owner = await signUpOwner(stack, 'paid');
    const first = await reserve(owner);
    await service.from('waitlist_signups').update({ deposit_paid: true, deposit_amount: 99, status: 'confirmed' }).eq('client_id', first);
    await reserve(owner, { firstName: 'Someone Else' });
    expect(await rowsOf(owner)).toEqual([
      expect.objectContaining({ client_id: first, first_name: 'Dana', status: 'confirmed', deposit_paid: true }),
    ]);
  });

  it('a row made signed out and claimed after signing in merges into the owner’s row instead of adding one', async () => {
    const owner = await signUpOwner(stack, 'claimer');
    const first = await reserve(owner);
    await payThenRefund(first);
    const signedOut = `WAIT-${code()}`;
    const anonymous = createTestClient(stack);
    const inserted = await anonymous.from('waitlist_signups').insert({
      client_id: signedOut,
      first_name: 'Dana',
      last_name: 'Returning',
      email: owner.email,
      phone: '555-0100',
    });
    expect(inserted.error).toBeNull();

    const claimed = await owner.client.rpc('claim_waitlist_signup', { signup_client_id: signedOut });
    expect(claimed.data).toBe(true);
    expect(await rowsOf(owner)).toEqual([expect.objectContaining({ client_id: first, status: 'pending_payment' })]);
    const { data: leftover } = await service.from('waitlist_signups').select('id').eq('client_id', signedOut);
    expect(leftover).toEqual([]);
  });

  it('an owner cannot put details on another account’s row by naming it', async () => {
    const victim = await signUpOwner(stack, 'victim');
    const attacker = await signUpOwner(stack, 'attacker');
    const victimRow = await reserve(victim);
    const forged = await attacker.client.from('waitlist_signups').insert({
      client_id: `WAIT-${code()}`,
      user_id: victim.user.id,
      first_name: 'Mallory',
      last_name: 'Owner',
      email: attacker.email,
      phone: '555-0100',
    });
    expect(forged.status).toBe(403);
    expect(await rowsOf(victim)).toEqual([expect.objectContaining({ client_id: victimRow, first_name: 'Dana' })]);
  });
});

describe('e-mail addresses', () => {
  it('are stored lower-cased in the waitlist, newsletter, vendor and support tables, however they were typed', async () => {
    const typed = uniqueEmail('DANA.Caps').toUpperCase();
    const anonymous = createTestClient(stack);
    const inserts = await Promise.all([
      anonymous.from('waitlist_signups').insert({
        client_id: `WAIT-${code()}`,
        first_name: 'Dana',
        last_name: 'Caps',
        email: typed,
        phone: '555-0100',
      }),
      anonymous.from('newsletter_signups').insert({ client_id: `NEWS-${code()}`, email: typed }),
      anonymous.from('vendor_applications').insert({
        client_id: `VEN-${code()}`,
        application_number: `VN-${code()}`,
        company: 'Caps Plumbing',
        contact: 'Dana Caps',
        email: typed,
        phone: '555-0100',
        sms_number: '555-0101',
        year_established: 2010,
        number_of_employees: '2-5',
        service_address: '1 Main St',
        service_city: 'Austin',
        service_state: 'TX',
        service_zip_code: '78701',
        service_area_radius: '25',
        contact_hours: 'Weekdays Only',
      }),
      anonymous.from('support_messages').insert({
        client_id: `DK-${code()}`,
        name: 'Dana Caps',
        email: typed,
        subject: 'Capitals',
        message: 'My address is in capitals.',
      }),
    ]);
    for (const inserted of inserts) expect(inserted.error).toBeNull();
    for (const table of ['waitlist_signups', 'newsletter_signups', 'vendor_applications', 'support_messages'] as const) {
      const { data } = await service.from(table).select('email').ilike('email', typed);
      expect(data, table).toEqual([{ email: typed.toLowerCase() }]);
    }
  });
});
