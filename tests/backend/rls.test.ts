// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import {
  createNewsletterSignup,
  createSupportMessage,
  createVendorApplication,
  createWaitlistSignup,
} from '../factories/submissions.ts';
import { createTestClient, signInAdmin, signUpOwner, toRow } from './support.ts';

/**
 * The row-level security matrix on the real migrations: who may insert, read, update and delete what.
 */
// Each test makes many sequential requests; a busy machine must not turn that into a timeout.

let stack: LocalStack;
let seq = 0;
/** Client ids unique within this file (the factories' counters restart per file). */
const code = () => `R${String(++seq).padStart(8, '0')}`;

const waitlistRow = (overrides: Record<string, unknown> = {}) => ({
  ...toRow(createWaitlistSignup({ id: `WAIT-${code()}` })),
  ...overrides,
});
const vendorRow = (overrides: Record<string, unknown> = {}) => ({
  ...toRow(createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}` })),
  ...overrides,
});
const newsletterRow = (overrides: Record<string, unknown> = {}) => ({
  ...toRow(createNewsletterSignup({ id: `NEWS-${code()}`, email: `reader-${code().toLowerCase()}@example.com` })),
  ...overrides,
});
const supportRow = (overrides: Record<string, unknown> = {}) => ({
  ...toRow(createSupportMessage({ id: `DK-${code()}` })),
  ...overrides,
});

const submissionTables = ['waitlist_signups', 'newsletter_signups', 'vendor_applications', 'support_messages'] as const;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

const service = () => createTestClient(stack, stack.secretKey);

async function countRows(table: string, column: string, value: string): Promise<number> {
  const { count, error } = await service().from(table).select('*', { count: 'exact', head: true }).eq(column, value);
  if (error) throw new Error(error.message);
  return count ?? -1;
}

describe('visitors (anon)', () => {
  it('insert every kind of submission but read none back', async () => {
    const anon = createTestClient(stack);
    const rows = { waitlist_signups: waitlistRow(), newsletter_signups: newsletterRow(), vendor_applications: vendorRow(), support_messages: supportRow() };
    for (const table of submissionTables) {
      const inserted = await anon.from(table).insert(rows[table]);
      expect(inserted.error, table).toBeNull();
      expect(inserted.status).toBe(201);
      expect(await countRows(table, 'client_id', rows[table].client_id as string)).toBe(1);
      const read = await anon.from(table).select('*');
      expect(read.data ?? [], table).toEqual([]);
      // Asking for the inserted row back needs read access, which a visitor does not have.
      const back = await anon.from(table).insert({ ...rows[table], client_id: `${(rows[table].client_id as string).split('-')[0]}-${code()}`, email: `again-${code().toLowerCase()}@example.com` }).select();
      expect(back.data).toBeNull();
      expect(back.error?.code).toBe('42501');
    }
  });

  it('cannot insert an approved or decided vendor application', async () => {
    const anon = createTestClient(stack);
    for (const overrides of [
      { status: 'approved', approved_date: '2025-01-20' },
      { status: 'declined', declined_date: '2025-01-20', decline_reason: 'No licence' },
      { approved_date: '2025-01-20' },
      { decided_at: new Date().toISOString() },
    ]) {
      const row = vendorRow(overrides);
      const { error, status } = await anon.from('vendor_applications').insert(row);
      expect(status, JSON.stringify(overrides)).toBe(401);
      expect(error?.code).toBe('42501');
      expect(await countRows('vendor_applications', 'client_id', row.client_id as string)).toBe(0);
    }
  });

  it('cannot insert a waitlist row that claims a paid deposit, a confirmed status or someone’s account', async () => {
    const anon = createTestClient(stack);
    const owner = await signUpOwner(stack, 'victim');
    for (const overrides of [
      { deposit_paid: true, deposit_amount: 99, status: 'confirmed' },
      { deposit_paid: true },
      { deposit_amount: 99 },
      { status: 'confirmed' },
      { status: 'refunded' },
      { card_last4: '4242' },
      { user_id: owner.user.id },
    ]) {
      const row = waitlistRow(overrides);
      const { error } = await anon.from('waitlist_signups').insert(row);
      expect(error?.code, JSON.stringify(overrides)).toBe('42501');
      expect(await countRows('waitlist_signups', 'client_id', row.client_id as string)).toBe(0);
    }
  });

  it('rejects a duplicate client id without a second row, and stores no second newsletter row for an e-mail in any letter case', async () => {
    const anon = createTestClient(stack);
    const row = waitlistRow();
    expect((await anon.from('waitlist_signups').insert(row)).error).toBeNull();
    const retry = await anon.from('waitlist_signups').insert(row);
    expect(retry.status).toBe(409);
    expect(retry.error?.code).toBe('23505');
    expect(await countRows('waitlist_signups', 'client_id', row.client_id as string)).toBe(1);

    const news = newsletterRow({ email: 'Mixed.Case@Example.com' });
    expect((await anon.from('newsletter_signups').insert(news)).error).toBeNull();
    // Signing up again is accepted without a second row (it sends a new confirmation instead, see
    // tests/backend/newsletter-opt-in.test.ts; migration *_newsletter_double_opt_in.sql).
    const again = await anon.from('newsletter_signups').insert(newsletterRow({ email: 'mixed.case@example.COM' }));
    expect(again.status).toBe(201);
    expect(again.error).toBeNull();
    expect((await service().from('newsletter_signups').select('id').ilike('email', 'mixed.case@example.com')).data).toHaveLength(1);
  });

  it('enforces the browser rules as CHECK constraints', async () => {
    const anon = createTestClient(stack);
    const nextYear = new Date().getFullYear() + 1;
    const cases: [string, Record<string, unknown>][] = [
      ['vendor_applications', vendorRow({ service_zip_code: '8910' })],
      ['vendor_applications', vendorRow({ year_established: 1899 })],
      ['vendor_applications', vendorRow({ year_established: nextYear })],
      ['vendor_applications', vendorRow({ website: 'javascript:alert(1)' })],
      ['vendor_applications', vendorRow({ google_reviews_link: 'ftp://reviews.example.com' })],
      ['vendor_applications', vendorRow({ min_hourly_rate: -1 })],
      ['vendor_applications', vendorRow({ email: 'vendor@example' })],
      ['vendor_applications', vendorRow({ category: ['Plumbing', 'Rocket Repair'] })],
      ['vendor_applications', vendorRow({ company: 'x'.repeat(121) })],
      ['waitlist_signups', waitlistRow({ properties: '100+' })],
      ['waitlist_signups', waitlistRow({ client_id: 'WAIT-short' })],
      ['newsletter_signups', newsletterRow({ email: 'has space@example.com' })],
      ['support_messages', supportRow({ priority: 'critical' })],
      ['support_messages', supportRow({ category: 'sales' })],
      ['support_messages', supportRow({ message: 'x'.repeat(5001) })],
    ];
    for (const [table, row] of cases) {
      const { error, status } = await anon.from(table).insert(row);
      expect(error?.code, `${table} ${JSON.stringify(row).slice(0, 80)}`).toBe('23514');
      expect(status).toBe(400);
    }
    const edge = await anon.from('vendor_applications').insert(
      vendorRow({ year_established: new Date().getFullYear(), website: '', google_reviews_link: '', min_hourly_rate: 0, category: [] }),
    );
    expect(edge.error).toBeNull();
  });
});

describe('owners', () => {
  it('read only their own orders, subscription and waitlist row; never write payments', async () => {
    const ownerA = await signUpOwner(stack, 'owner-a');
    const ownerB = await signUpOwner(stack, 'owner-b');
    const svc = service();
    for (const [owner, customer] of [
      [ownerA, 'cus_rls_a'],
      [ownerB, 'cus_rls_b'],
    ] as const) {
      expect((await svc.from('stripe_customers').insert({ user_id: owner.user.id, customer_id: customer })).error).toBeNull();
      expect(
        (await svc.from('stripe_orders').insert({ checkout_session_id: `cs_${customer}`, customer_id: customer, amount_total: 9900, currency: 'usd', payment_status: 'paid', status: 'completed' })).error,
      ).toBeNull();
    }
    expect((await svc.from('stripe_subscriptions').insert({ customer_id: 'cus_rls_b', subscription_id: 'sub_b', status: 'active' })).error).toBeNull();

    const ordersA = await ownerA.client.from('stripe_user_orders').select('*');
    expect(ordersA.data?.map((row) => row.checkout_session_id)).toEqual(['cs_cus_rls_a']);
    const rawA = await ownerA.client.from('stripe_orders').select('checkout_session_id');
    expect(rawA.data?.map((row) => row.checkout_session_id)).toEqual(['cs_cus_rls_a']);
    expect((await ownerA.client.from('stripe_customers').select('customer_id')).data).toEqual([{ customer_id: 'cus_rls_a' }]);
    expect((await ownerA.client.from('stripe_user_subscriptions').select('*')).data).toEqual([
      expect.objectContaining({ customer_id: 'cus_rls_a', subscription_status: 'not_started' }),
    ]);
    expect((await ownerA.client.from('stripe_subscriptions').select('*')).data).toEqual([]);
    expect((await ownerB.client.from('stripe_user_subscriptions').select('subscription_status').single()).data).toEqual({
      subscription_status: 'active',
    });
    expect((await createTestClient(stack).from('stripe_user_orders').select('*')).error?.code).toBe('42501');

    const forged = await ownerA.client.from('stripe_orders').insert({ checkout_session_id: 'cs_forged', customer_id: 'cus_rls_a', status: 'completed' });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const edit = await ownerA.client.from('stripe_orders').update({ status: 'refunded' }).eq('customer_id', 'cus_rls_a');
    expect(edit.error?.code).toBe('42501');
    const ownWrites: [string, Record<string, unknown>][] = [
      ['stripe_customers', { user_id: ownerA.user.id, customer_id: 'cus_forged' }],
      ['stripe_subscriptions', { customer_id: 'cus_rls_a', status: 'active' }],
      ['stripe_webhook_events', { event_id: 'evt_forged', type: 'checkout.session.completed' }],
    ];
    for (const [table, row] of ownWrites) {
      expect((await ownerA.client.from(table).insert(row)).error?.code, table).toBe('42501');
    }
    expect((await svc.from('stripe_orders').select('id', { count: 'exact', head: true })).count).toBe(2);
  });

  it('link their waitlist row to themselves, see it with the server queue position, and cannot touch the deposit', async () => {
    const ownerA = await signUpOwner(stack, 'queue-a');
    const ownerB = await signUpOwner(stack, 'queue-b');
    const rowA = waitlistRow({ user_id: ownerA.user.id, email: ownerA.email });
    const rowB = waitlistRow({ user_id: ownerB.user.id, email: ownerB.email });
    expect((await ownerA.client.from('waitlist_signups').insert(rowA)).error).toBeNull();
    expect((await ownerB.client.from('waitlist_signups').insert(rowB)).error).toBeNull();
    const stolen = await ownerA.client.from('waitlist_signups').insert(waitlistRow({ user_id: ownerB.user.id }));
    expect(stolen.status).toBe(403);

    const total = (await service().from('waitlist_signups').select('*', { count: 'exact', head: true })).count!;
    const mineA = await ownerA.client.from('my_waitlist_signup').select('*').maybeSingle();
    const mineB = await ownerB.client.from('my_waitlist_signup').select('client_id, queue_position').maybeSingle();
    expect(mineA.data).toMatchObject({ client_id: rowA.client_id, deposit_paid: false, status: 'pending_payment' });
    expect(mineB.data).toEqual({ client_id: rowB.client_id, queue_position: 500 + total });
    expect(mineA.data!.queue_position).toBe(500 + total - 1);
    expect((await ownerA.client.from('waitlist_signups').select('client_id')).data).toEqual([{ client_id: rowA.client_id }]);
    expect((await ownerA.client.from('waitlist_signups').select('*').eq('client_id', rowB.client_id as string)).data).toEqual([]);

    const selfPaid = await ownerA.client.from('waitlist_signups').update({ deposit_paid: true, status: 'confirmed' }).eq('client_id', rowA.client_id as string);
    expect(selfPaid.error?.code).toBe('42501');
    const selfStatus = await ownerA.client.from('waitlist_signups').update({ status: 'pending' }).eq('client_id', rowA.client_id as string).select();
    expect(selfStatus.data).toEqual([]);

    const paid = await service()
      .from('waitlist_signups')
      .update({ deposit_paid: true, deposit_amount: 99, status: 'confirmed' })
      .eq('user_id', ownerA.user.id)
      .select('deposit_paid, deposit_amount, status')
      .single();
    expect(paid.data).toEqual({ deposit_paid: true, deposit_amount: 99, status: 'confirmed' });
    expect((await ownerA.client.from('my_waitlist_signup').select('deposit_paid').single()).data).toEqual({ deposit_paid: true });

    // Signing up again does not split the owner's view: it still shows one row, the paid one.
    expect((await ownerA.client.from('waitlist_signups').insert(waitlistRow({ user_id: ownerA.user.id }))).error).toBeNull();
    const mine = await ownerA.client.from('my_waitlist_signup').select('client_id, deposit_paid, queue_position').maybeSingle();
    expect(mine.data).toEqual({ client_id: rowA.client_id, deposit_paid: true, queue_position: mineA.data!.queue_position });
  });
});

describe('admins and non-admins', () => {
  it('a signed-in non-admin reads no submissions and updates none', async () => {
    const vendorRowValue = vendorRow();
    expect((await createTestClient(stack).from('vendor_applications').insert(vendorRowValue)).error).toBeNull();
    const owner = await signUpOwner(stack, 'curious');
    for (const table of submissionTables) {
      const read = await owner.client.from(table).select('*');
      expect(read.error, table).toBeNull();
      expect(read.data, table).toEqual([]);
    }
    const approve = await owner.client
      .from('vendor_applications')
      .update({ status: 'approved', approved_date: '2025-02-01' })
      .eq('client_id', vendorRowValue.client_id as string)
      .select();
    expect(approve.data).toEqual([]);
    const after = await service().from('vendor_applications').select('status').eq('client_id', vendorRowValue.client_id as string).single();
    expect(after.data).toEqual({ status: 'pending' });

    // A user cannot make themself admin: user_metadata is theirs to edit, app_metadata is not.
    await owner.client.auth.updateUser({ data: { role: 'admin' } });
    await owner.client.auth.refreshSession();
    expect((await owner.client.from('vendor_applications').select('*')).data).toEqual([]);
  });

  it('an admin reads every submission, decides on an application (recording who and when), and still cannot delete', async () => {
    const anon = createTestClient(stack);
    const application = vendorRow();
    expect((await anon.from('vendor_applications').insert(application)).error).toBeNull();
    expect((await anon.from('support_messages').insert(supportRow())).error).toBeNull();
    const admin = await signInAdmin(stack);

    for (const table of submissionTables) {
      const { data, error } = await admin.client.from(table).select('*', { count: 'exact' });
      expect(error, table).toBeNull();
      expect(data!.length, table).toBeGreaterThan(0);
    }
    const decided = await admin.client
      .from('vendor_applications')
      .update({ status: 'approved', approved_date: '2025-02-01' })
      .eq('client_id', application.client_id as string)
      .select('status, approved_date, decided_by, decided_at')
      .single();
    expect(decided.error).toBeNull();
    expect(decided.data).toMatchObject({ status: 'approved', approved_date: '2025-02-01', decided_by: admin.user!.id });
    expect(Date.now() - Date.parse(decided.data!.decided_at as string)).toBeLessThan(60_000);

    const declineTarget = vendorRow();
    expect((await anon.from('vendor_applications').insert(declineTarget)).error).toBeNull();
    const withoutReason = await admin.client.from('vendor_applications').update({ status: 'declined' }).eq('client_id', declineTarget.client_id as string);
    expect(withoutReason.error?.code).toBe('23514');
    const blankReason = await admin.client.from('vendor_applications').update({ status: 'declined', decline_reason: '  ' }).eq('client_id', declineTarget.client_id as string);
    expect(blankReason.error?.code).toBe('23514');
    const declined = await admin.client
      .from('vendor_applications')
      .update({ status: 'declined', decline_reason: 'Insurance could not be verified' })
      .eq('client_id', declineTarget.client_id as string)
      .select('status, declined_date, decline_reason, decided_by')
      .single();
    expect(declined.data).toMatchObject({ status: 'declined', decline_reason: 'Insurance could not be verified', decided_by: admin.user!.id });
    expect(declined.data!.declined_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const forgedDecider = await admin.client.from('vendor_applications').update({ decided_by: null }).eq('client_id', application.client_id as string);
    expect(forgedDecider.error?.code).toBe('42501');
    const waitlist = (await admin.client.from('waitlist_signups').select('client_id').limit(1).single()).data!;
    const adminDeposit = await admin.client.from('waitlist_signups').update({ deposit_paid: true }).eq('client_id', waitlist.client_id);
    expect(adminDeposit.error?.code).toBe('42501');
    const adminConfirm = await admin.client.from('waitlist_signups').update({ status: 'confirmed' }).eq('client_id', waitlist.client_id);
    expect(adminConfirm.error?.code).toBe('42501');

    for (const table of submissionTables) {
      const removed = await admin.client.from(table).delete().gt('id', 0);
      expect(removed.error?.code, table).toBe('42501');
      expect(removed.status).toBe(403);
    }
    const serviceDelete = await service().from('support_messages').delete().gt('id', 0).select('id');
    expect(serviceDelete.error).toBeNull();
    expect(serviceDelete.data!.length).toBeGreaterThan(0);
  });
});
