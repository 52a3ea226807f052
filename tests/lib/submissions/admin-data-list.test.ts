import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import {
  newsletterSignupSchema,
  supportMessageSchema,
  vendorApplicationSchema,
  waitlistSignupSchema,
  type AdminListKind,
} from '@/lib/submissions';
import { createSupabaseAdminData } from '@/lib/submissions/supabase-admin-data';
import { tableRows as mappers, type ListedRow } from '@/lib/submissions/table-rows';

type Row = Record<string, unknown>;

/**
 * Rows as admin_list sends them: snake_case, built with to_jsonb (so numeric columns are JSON numbers, as PostgREST's
 * own json_agg renders them), bigint ids, the server's bookkeeping.
 */
const tableRows: Record<string, Row[]> = {
  waitlist_signups: [
    {
      id: 11,
      client_id: 'WAIT-AAAAAAAA1',
      user_id: '00000000-0000-4000-8000-000000000001',
      first_name: 'Dana',
      last_name: 'Owner',
      email: 'dana@example.com',
      phone: '(702) 555-0100',
      properties: '6-20',
      deposit_paid: true,
      deposit_amount: 99,
      status: 'confirmed',
      signup_date: '2026-11-20',
      card_last4: '4242',
      refunded_at: null,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:05:00.000Z',
    },
    {
      id: 12,
      client_id: 'WAIT-BBBBBBBB2',
      user_id: null,
      first_name: 'Lee',
      last_name: 'Visitor',
      email: 'lee@example.com',
      phone: '(702) 555-0101',
      properties: '1-5',
      deposit_paid: false,
      deposit_amount: 0,
      status: 'pending_payment',
      signup_date: '2026-11-21',
      card_last4: null,
      refunded_at: null,
      created_at: '2026-11-21T09:00:00.000Z',
      updated_at: '2026-11-21T09:00:00.000Z',
    },
  ],
  newsletter_signups: [
    {
      id: 3,
      client_id: 'NEWS-CCCCCCCC3',
      email: 'reader@example.com',
      signup_date: '2026-11-21T08:30:00.000Z',
      source: 'resources',
      created_at: '2026-11-21T08:30:00.000Z',
      updated_at: '2026-11-21T08:30:00.000Z',
    },
  ],
  vendor_applications: [
    {
      id: 7,
      client_id: 'VEN-DDDDDDDD4',
      application_number: 'VN-DDDDDDDD4',
      user_id: null,
      status: 'pending',
      applied_date: '2026-11-21',
      approved_date: null,
      declined_date: null,
      decline_reason: null,
      decided_by: null,
      decided_at: null,
      company: 'Harbor Plumbing',
      contact: 'Ray Pipe',
      email: 'ray@example.com',
      phone: '(702) 555-0102',
      sms_number: '(702) 555-0103',
      website: '',
      category: ['Plumbing', 'HVAC'],
      year_established: 2004,
      number_of_employees: '6-10',
      service_address: '1 Main St',
      service_city: 'Las Vegas',
      service_state: 'NV',
      service_zip_code: '89101',
      service_area_radius: '25',
      service_area_zip_codes: '',
      contact_hours: 'Weekdays Only',
      notes: 'Back from jobs by 4 PM; call after that.',
      preferred_quote_method: 'email',
      emergency_services: true,
      google_reviews_link: '',
      tax_id: '',
      insurance_number: '',
      license_number: '',
      min_hourly_rate: 65.5,
      max_hourly_rate: 120,
      min_service_charge: null,
      created_at: '2026-11-21T07:00:00.000Z',
      updated_at: '2026-11-21T07:00:00.000Z',
    },
  ],
  support_messages: [
    {
      id: 5,
      client_id: 'DK-EEEEEEEE5',
      user_id: null,
      name: 'Pat Doe',
      email: 'pat@example.com',
      subject: 'Billing question',
      priority: 'high',
      category: 'billing',
      message: 'When is the deposit charged?',
      status: 'open',
      created_at: '2026-11-21T06:00:00.000Z',
      updated_at: '2026-11-21T06:00:00.000Z',
    },
  ],
};

/** What admin_list answers: rows newest first, the waitlist's with the server's queue position. */
function listAnswer(table: string) {
  const rows = [...(tableRows[table] ?? [])].reverse();
  const withPositions = table === 'waitlist_signups' ? rows.map((row) => ({ ...row, queue_position: 500 + Number(row.id) - 10 })) : rows;
  return { total: rows.length, rows: structuredClone(withPositions) };
}

/** A supabase-js client whose rpc() answers admin_list and admin_stats over `tableRows`, recording every call. */
function fakeClient() {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  const rpc = vi.fn(async (fn: string, args: Record<string, unknown>) => {
    calls.push({ fn, args });
    if (fn === 'admin_list') return { data: listAnswer(String(args.kind)), error: null };
    return { data: { total: 2, paid: 1, pendingPayment: 1, totalDeposits: '99.00' }, error: null };
  });
  return { client: { rpc } as unknown as SupabaseClient, calls };
}

const adminDataOver = (client: SupabaseClient) => createSupabaseAdminData({ client: () => client, inviteVendor: vi.fn() });

describe('backend admin data: list() asks admin_list for one page and maps its rows into the records the tabs show', () => {
  it('waitlist: the question is passed on; newest first, server queue positions, deposit as a number, the card masked, bookkeeping dropped', async () => {
    const { client, calls } = fakeClient();
    const { rows: signups, total } = await adminDataOver(client).list('waitlist', { search: 'dana', page: 3, pageSize: 50 });
    expect(calls).toEqual([
      { fn: 'admin_list', args: { kind: 'waitlist_signups', search: 'dana', status_filter: '', page_offset: 100, page_limit: 50 } },
    ]);
    expect(total).toBe(2);
    expect(signups).toEqual([
      {
        id: 'WAIT-BBBBBBBB2',
        firstName: 'Lee',
        lastName: 'Visitor',
        email: 'lee@example.com',
        phone: '(702) 555-0101',
        properties: '1-5',
        depositPaid: false,
        depositAmount: 0,
        status: 'pending_payment',
        signupDate: '2026-11-21',
        queuePosition: 502,
      },
      {
        id: 'WAIT-AAAAAAAA1',
        firstName: 'Dana',
        lastName: 'Owner',
        email: 'dana@example.com',
        phone: '(702) 555-0100',
        properties: '6-20',
        depositPaid: true,
        depositAmount: 99,
        status: 'confirmed',
        signupDate: '2026-11-20',
        queuePosition: 501,
        cardNumber: '•••• 4242',
      },
    ]);
    for (const signup of signups) expect(waitlistSignupSchema.parse(signup)).toEqual(signup);
  });

  it('never asks for more than 1,000 rows in one page (hosted max_rows)', async () => {
    const { client, calls } = fakeClient();
    await adminDataOver(client).list('newsletter', { pageSize: 5000 });
    expect(calls[0]?.args.page_limit).toBe(1000);
  });

  it('newsletter: the client id, e-mail, date and source', async () => {
    const { client } = fakeClient();
    const { rows: signups } = await adminDataOver(client).list('newsletter', {});
    expect(signups).toEqual([{ id: 'NEWS-CCCCCCCC3', email: 'reader@example.com', signupDate: '2026-11-21T08:30:00.000Z', source: 'resources' }]);
    expect(newsletterSignupSchema.parse(signups[0])).toEqual(signups[0]);
  });

  it('vendor applications: camelCase fields, money and year as numbers, no user or decision bookkeeping', async () => {
    const { client, calls } = fakeClient();
    const {
      rows: [application],
    } = await adminDataOver(client).list('vendorApplications', { status: 'pending' });
    expect(calls[0]?.args).toMatchObject({ kind: 'vendor_applications', status_filter: 'pending' });
    expect(application).toMatchObject({
      id: 'VEN-DDDDDDDD4',
      applicationNumber: 'VN-DDDDDDDD4',
      status: 'pending',
      appliedDate: '2026-11-21',
      company: 'Harbor Plumbing',
      smsNumber: '(702) 555-0103',
      category: ['Plumbing', 'HVAC'],
      yearEstablished: 2004,
      serviceZipCode: '89101',
      contactHours: 'Weekdays Only',
      notes: 'Back from jobs by 4 PM; call after that.',
      emergencyServices: true,
      minHourlyRate: 65.5,
      maxHourlyRate: 120,
      minServiceCharge: null,
    });
    for (const key of ['clientId', 'userId', 'decidedBy', 'decidedAt', 'createdAt', 'updatedAt']) expect(application).not.toHaveProperty(key);
    expect(vendorApplicationSchema.parse(application)).toEqual(application);
  });

  it('support messages: keep the time they were created', () => {
    const message = mappers.supportMessages.fromRow(tableRows.support_messages![0]! as ListedRow<'supportMessages'>);
    expect(message).toMatchObject({
      id: 'DK-EEEEEEEE5',
      name: 'Pat Doe',
      subject: 'Billing question',
      priority: 'high',
      category: 'billing',
      createdAt: '2026-11-21T06:00:00.000Z',
    });
    expect(supportMessageSchema.parse(message)).toMatchObject({ id: 'DK-EEEEEEEE5' });
  });

  it('stats() asks admin_stats and turns every figure into a number', async () => {
    const { client, calls } = fakeClient();
    expect(await adminDataOver(client).stats('waitlist')).toEqual({ total: 2, paid: 1, pendingPayment: 1, totalDeposits: 99 });
    expect(calls).toEqual([{ fn: 'admin_stats', args: { kind: 'waitlist_signups' } }]);
  });

  it('turns a refused read into an error instead of an empty tab', async () => {
    const refusing = {
      rpc: async () => ({ data: null, error: { message: 'only an admin may read this' } }),
    } as unknown as SupabaseClient;
    const kinds: AdminListKind[] = ['waitlist', 'newsletter', 'vendorApplications'];
    for (const kind of kinds) {
      await expect(adminDataOver(refusing).list(kind, {}), kind).rejects.toThrow('only an admin');
      await expect(adminDataOver(refusing).stats(kind), kind).rejects.toThrow('only an admin');
    }
  });
});

describe('backend admin data: support status changes', () => {
  it("maps who changed a status and when into the record, and leaves out the admin's account id", () => {
    const message = mappers.supportMessages.fromRow({
      ...(tableRows.support_messages![0]! as ListedRow<'supportMessages'>),
      status: 'in_progress',
      status_changed_at: '2026-11-22T09:30:00.123456+00:00',
      status_changed_by: '00000000-0000-4000-8000-000000000009',
      status_changed_by_email: 'admin@example.com',
    });
    expect(message).toMatchObject({ status: 'in_progress', statusChangedAt: '2026-11-22T09:30:00.123456+00:00', statusChangedByEmail: 'admin@example.com' });
    expect(message).not.toHaveProperty('statusChangedBy');
    expect(supportMessageSchema.parse(message)).toEqual(message);
  });

  it('update() sends only the new status: who and when are stamped by the server, never sent', async () => {
    const sent: Record<string, unknown>[] = [];
    const filters: unknown[][] = [];
    const answer = { ...tableRows.support_messages![0]!, status: 'resolved', status_changed_at: '2026-11-22T09:30:00+00:00', status_changed_by_email: 'admin@example.com' };
    const client = {
      from: (table: string) => ({
        update: (row: Record<string, unknown>) => {
          sent.push({ table, ...row });
          return { eq: (...filter: unknown[]) => (filters.push(filter), { select: async () => ({ data: [answer], error: null }) }) };
        },
      }),
    } as unknown as SupabaseClient;
    const saved = await adminDataOver(client).update('supportMessages', 'DK-EEEEEEEE5', {
      status: 'resolved',
      statusChangedAt: '2000-01-01T00:00:00.000Z',
      statusChangedByEmail: 'forged@example.com',
    });
    expect(sent).toEqual([{ table: 'support_messages', status: 'resolved' }]);
    expect(filters).toEqual([['client_id', 'DK-EEEEEEEE5']]);
    expect(saved).toMatchObject({ id: 'DK-EEEEEEEE5', status: 'resolved', statusChangedByEmail: 'admin@example.com' });
  });
});
