// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import {
  createNewsletterSignup,
  createSupportMessage,
  createVendorApplication,
  createWaitlistSignup,
} from '../factories/submissions.ts';
import { createTestClient, signUpOwner, toRow } from './support.ts';

/**
 * Times are the server's (supabase/migrations/*_server_owned_fields_and_floods.sql): a visitor's or an owner's insert
 * may carry created_at, updated_at, signup_date or applied_date (old clients send the record's dates), but the
 * stored row has the server's, so nobody dates themselves to the head of the waitlist queue or off the admin's
 * first page. The service role still sets them (seeding, backfills).
 */

let stack: LocalStack;
let seq = 0;
const code = () => `S${String(++seq).padStart(8, '0')}`;
const old = { created_at: '2000-01-01T00:00:00Z', updated_at: '2000-01-01T00:00:00Z' };

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

const service = () => createTestClient(stack, stack.secretKey);
const today = () => new Date().toISOString().slice(0, 10);

async function stored(table: string, clientId: string) {
  const { data, error } = await service().from(table).select('*').eq('client_id', clientId).single();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>;
}

/** True when `value` is a time within the last ten minutes. */
const isRecent = (value: unknown) => Date.now() - Date.parse(String(value)) < 10 * 60_000;

describe('server-owned times', () => {
  it('an anonymous insert dated 2000-01-01 is stored with the server’s times, in every public table', async () => {
    const anon = createTestClient(stack);
    const rows: Record<string, Record<string, unknown>> = {
      waitlist_signups: { ...toRow(createWaitlistSignup({ id: `WAIT-${code()}`, signupDate: '2000-01-01' })), ...old },
      newsletter_signups: {
        ...toRow(createNewsletterSignup({ id: `NEWS-${code()}`, signupDate: '2000-01-01T00:00:00.000Z' })),
        ...old,
      },
      vendor_applications: {
        ...toRow(createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}`, appliedDate: '2000-01-01' })),
        ...old,
      },
      support_messages: { ...toRow(createSupportMessage({ id: `DK-${code()}` })), ...old },
    };
    for (const [table, row] of Object.entries(rows)) {
      const inserted = await anon.from(table).insert(row);
      expect(inserted.error, table).toBeNull();
      const saved = await stored(table, row.client_id as string);
      expect(isRecent(saved.created_at), `${table} created_at ${String(saved.created_at)}`).toBe(true);
      expect(isRecent(saved.updated_at), `${table} updated_at`).toBe(true);
      if (table === 'waitlist_signups') expect(saved.signup_date).toBe(today());
      if (table === 'newsletter_signups') expect(isRecent(saved.signup_date)).toBe(true);
      if (table === 'vendor_applications') expect(saved.applied_date).toBe(today());
    }
  });

  it('an owner who dates their waitlist row 2000-01-01 is still behind every row already there', async () => {
    const anon = createTestClient(stack);
    for (let index = 0; index < 3; index++) {
      expect((await anon.from('waitlist_signups').insert(toRow(createWaitlistSignup({ id: `WAIT-${code()}` })))).error).toBeNull();
    }
    const owner = await signUpOwner(stack, 'early-bird');
    const row: Record<string, unknown> = {
      ...toRow(createWaitlistSignup({ id: `WAIT-${code()}`, email: owner.email, signupDate: '2000-01-01' })),
      ...old,
      user_id: owner.user.id,
    };
    expect((await owner.client.from('waitlist_signups').insert(row)).error).toBeNull();

    const total = (await service().from('waitlist_signups').select('*', { count: 'exact', head: true })).count!;
    const mine = await owner.client.from('my_waitlist_signup').select('client_id, queue_position, created_at, signup_date').single();
    expect(mine.error).toBeNull();
    expect(mine.data).toMatchObject({ client_id: row.client_id, queue_position: 500 + total, signup_date: today() });
    expect(isRecent(mine.data!.created_at)).toBe(true);
  });

  it('a client cannot choose the id, the generated search text or any decision field', async () => {
    const anon = createTestClient(stack);
    const withId = await anon.from('support_messages').insert({ ...toRow(createSupportMessage({ id: `DK-${code()}` })), id: 1 });
    expect(withId.error?.code).toBe('428C9');
    const withSearch = await anon
      .from('newsletter_signups')
      .insert({ ...toRow(createNewsletterSignup({ id: `NEWS-${code()}` })), search_text: 'x' });
    expect(withSearch.error?.code).toBe('428C9');
    const decisions: Record<string, unknown>[] = [
      { status: 'approved', approved_date: today() },
      { decided_at: new Date().toISOString() },
      { decline_reason: 'x' },
    ];
    for (const overrides of decisions) {
      const row: Record<string, unknown> = { ...toRow(createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}` })), ...overrides };
      expect((await anon.from('vendor_applications').insert(row)).error?.code, JSON.stringify(overrides)).toBe('42501');
    }
    const closed = await anon.from('support_messages').insert({ ...toRow(createSupportMessage({ id: `DK-${code()}` })), status: 'closed' });
    expect(closed.error?.code).toBe('42501');
    for (const overrides of [{ status_changed_at: new Date().toISOString() }, { status_changed_by_email: 'admin@example.com' }]) {
      const changed = await anon.from('support_messages').insert({ ...toRow(createSupportMessage({ id: `DK-${code()}` })), ...overrides });
      expect(changed.error?.code, JSON.stringify(overrides)).toBe('42501');
    }
    const paid = await anon.from('waitlist_signups').insert({ ...toRow(createWaitlistSignup({ id: `WAIT-${code()}` })), deposit_paid: true });
    expect(paid.error?.code).toBe('42501');
  });

  it('the service role still sets them (seeding and backfills)', async () => {
    const row: Record<string, unknown> = { ...toRow(createWaitlistSignup({ id: `WAIT-${code()}`, signupDate: '2000-01-01' })), ...old };
    expect((await service().from('waitlist_signups').insert(row)).error).toBeNull();
    const saved = await stored('waitlist_signups', row.client_id as string);
    expect(Date.parse(saved.created_at as string)).toBe(Date.parse('2000-01-01T00:00:00Z'));
    expect(saved.signup_date).toBe('2000-01-01');
    const application: Record<string, unknown> = {
      ...toRow(createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}`, appliedDate: '2000-01-01' })),
      ...old,
    };
    expect((await service().from('vendor_applications').insert(application)).error).toBeNull();
    expect((await stored('vendor_applications', application.client_id as string)).applied_date).toBe('2000-01-01');
  });
});
