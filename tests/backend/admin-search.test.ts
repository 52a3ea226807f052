// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createSupabaseAdminData } from '../../src/lib/submissions/supabase-admin-data.ts';
import type { AdminDataPort, AdminListKind } from '../../src/lib/submissions/port.ts';
import { createTestClient, signInAdmin, signUpOwner } from './support.ts';

/**
 * The admin finds a row by what its customer quotes (admin_list's search, supabase/migrations/*_admin_search_references.sql):
 * the client id, the VN- number, the DK-RES- reference of any of the owner's orders, an e-mail or a full name, typed
 * in any case, with spaces, accents or PostgREST's filter characters.
 */

const seed = `
  insert into public.waitlist_signups (client_id, first_name, last_name, email, phone, created_at)
  values ('WAIT-W00000001', 'Sam', 'Ortiz', 'sam.o@example.com', '555-0100', now() - interval '5 minutes'),
         ('WAIT-W00000002', 'Seán', 'O''Brien', 'sean@example.com', '555-0100', now() - interval '4 minutes'),
         ('WAIT-W00000003', 'Zoë', 'D’Arcy', 'zoe@example.com', '555-0100', now() - interval '3 minutes'),
         ('WAIT-W00000004', 'Samantha', 'Reed', 'sreed@example.com', '555-0100', now() - interval '2 minutes'),
         ('WAIT-W00000005', 'Ortiz', 'Lopez', 'olopez@example.com', '555-0100', now() - interval '1 minutes');

  -- Sam paid, was refunded and paid again: two orders on the same row.
  insert into public.stripe_orders (checkout_session_id, customer_id, amount_total, currency, payment_status, status,
    waitlist_signup_id, reference)
  select s.session, 'cus_search', 9900, 'usd', 'paid', 'completed', w.id, s.reference
  from (values ('cs_search_1', 'DK-RES-ABCD2345'), ('cs_search_2', 'DK-RES-WXYZ6789')) s(session, reference),
       public.waitlist_signups w where w.client_id = 'WAIT-W00000001';

  insert into public.newsletter_signups (client_id, email, source, signup_date)
  values ('NEWS-N00000001', 'reader@example.com', 'homepage', current_date),
         ('NEWS-N00000002', 'half%off@example.com', 'homepage', current_date);

  insert into public.vendor_applications
    (client_id, application_number, status, company, contact, email, phone, sms_number, year_established,
     number_of_employees, service_address, service_city, service_state, service_zip_code, service_area_radius,
     contact_hours)
  values ('VEN-V00000001', 'VN-A00000001', 'pending', 'A*Star (West), LLC', 'Kim Hale', 'kim@example.com',
          '555-0100', '555-0101', 2010, '2-5', '1 Main St', 'Austin', 'TX', '78701', '25', 'Weekdays Only'),
         ('VEN-V00000002', 'VN-A00000002', 'pending', 'Acme Plumbing', 'Lee Park', 'lee@example.com',
          '555-0100', '555-0101', 2010, '2-5', '1 Main St', 'Austin', 'TX', '78701', '25', 'Weekdays Only');

  insert into public.support_messages (client_id, name, email, subject, message)
  values ('DK-K00000001', 'Pat Quinn', 'pat@example.com', 'Lockbox code', 'The code does not work.'),
         ('DK-K00000002', 'Lou Vance', 'dkramer@example.com', 'Refund for DK-RES-QRST2345', 'Where is my refund?');
`;

let stack: LocalStack;
let admin: SupabaseClient;
let data: AdminDataPort;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  await stack.db.exec(seed);
  admin = (await signInAdmin(stack)).client;
  data = createSupabaseAdminData({ client: () => admin, inviteVendor: async () => {} });
});

afterAll(async () => {
  await stack?.stop();
});

const ids = async (kind: AdminListKind, search: string) =>
  (await data.list(kind, { search, page: 1, pageSize: 50 })).rows.map((row) => row.id).sort();

describe('admin search by what the customer quotes', () => {
  it('finds each row by its client id: WAIT-, NEWS-, VEN- and the DK- support ticket', async () => {
    expect(await ids('waitlist', 'WAIT-W00000002')).toEqual(['WAIT-W00000002']);
    expect(await ids('newsletter', 'NEWS-N00000001')).toEqual(['NEWS-N00000001']);
    expect(await ids('vendorApplications', 'VEN-V00000001')).toEqual(['VEN-V00000001']);
    expect(await ids('supportMessages', 'DK-K00000001')).toEqual(['DK-K00000001']);
  });

  it('finds an application by its VN- number and a row by its e-mail', async () => {
    expect(await ids('vendorApplications', 'VN-A00000002')).toEqual(['VEN-V00000002']);
    expect(await ids('waitlist', 'SREED@example.com')).toEqual(['WAIT-W00000004']);
    expect(await ids('supportMessages', 'pat@example')).toEqual(['DK-K00000001']);
  });

  it("finds a waitlist row by the DK-RES- reference of either of its owner's orders, the first one included", async () => {
    expect(await ids('waitlist', 'DK-RES-ABCD2345')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', 'DK-RES-WXYZ6789')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', 'DK-RES-ABCD9999')).toEqual([]);
  });

  it('reads a reference typed in lower case or with spaces', async () => {
    expect(await ids('waitlist', 'dk-res-abcd 2345')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', 'dk res abcd2345')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', ' wait-w00000003 ')).toEqual(['WAIT-W00000003']);
    expect(await ids('waitlist', 'wait w0000 0003')).toEqual(['WAIT-W00000003']);
    expect(await ids('vendorApplications', 'vn a0000 0001')).toEqual(['VEN-V00000001']);
    expect(await ids('supportMessages', 'dk-k0000 0001')).toEqual(['DK-K00000001']);
  });

  it('finds a row by the start of its reference, in any case and with spaces, on every tab', async () => {
    expect(await ids('waitlist', 'DK-RES-ABCD')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', 'dk-res-wxyz 67')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', 'DK-RES-ABCE')).toEqual([]);
    expect(await ids('waitlist', 'wait-w0000000')).toHaveLength(5);
    expect(await ids('waitlist', 'WAIT W0000 0000')).toEqual([]);
    expect(await ids('newsletter', 'news-n0000000')).toEqual(['NEWS-N00000001', 'NEWS-N00000002']);
    expect(await ids('vendorApplications', 'VEN-V0000000')).toEqual(['VEN-V00000001', 'VEN-V00000002']);
    expect(await ids('vendorApplications', 'vn a0000 0')).toEqual(['VEN-V00000001', 'VEN-V00000002']);
    expect(await ids('supportMessages', 'dk-k0000')).toEqual(['DK-K00000001', 'DK-K00000002']);
    expect(await ids('supportMessages', 'DK-K00000002'.slice(0, -1))).toEqual(['DK-K00000001', 'DK-K00000002']);
  });

  it('keeps a search that only starts like a reference a word search: an e-mail, an order quoted in a subject', async () => {
    expect(await ids('supportMessages', 'dkramer')).toEqual(['DK-K00000002']);
    expect(await ids('supportMessages', 'dk-res-qrst')).toEqual(['DK-K00000002']);
  });

  it('answers the start of a reference from its prefix index, not by reading every row', async () => {
    // With sequential scans priced out, a plan that could only read every row shows no prefix index.
    const plan = async (kind: string, search: string) => {
      await stack.db.exec('set enable_seqscan = off');
      try {
        const condition = (await stack.db.query<{ c: string }>('select public.admin_search_condition($1, $2) as c', [kind, search])).rows[0]!.c;
        const explained = await stack.db.query<{ 'QUERY PLAN': string }>(`explain select count(*) from public.${kind} t where ${condition}`);
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await stack.db.exec('reset enable_seqscan');
      }
    };
    expect(await plan('support_messages', 'DK-K0000')).toContain('support_messages_client_id_prefix_idx');
    expect(await plan('newsletter_signups', 'news-n0000')).toContain('newsletter_signups_client_id_prefix_idx');
    expect(await plan('vendor_applications', 'vn-a0000')).toContain('vendor_applications_number_prefix_idx');
    const orders = await stack.db.query<{ 'QUERY PLAN': string }>(
      `explain select o.waitlist_signup_id from public.stripe_orders o where o.reference like 'DK-RES-ABC%'`,
    );
    expect(orders.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/stripe_orders_reference_(prefix_idx|key)/);
  });

  it('finds a full name in any order and any case, with a partial last word', async () => {
    expect(await ids('waitlist', 'Sam Ortiz')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', 'ortiz SAM')).toEqual(['WAIT-W00000001']);
    expect(await ids('waitlist', 'sam ort')).toEqual(['WAIT-W00000001']);
    expect(await ids('vendorApplications', 'hale kim')).toEqual(['VEN-V00000001']);
    expect(await ids('supportMessages', 'quinn pat')).toEqual(['DK-K00000001']);
  });

  it('finds names with an apostrophe or accents, typed with or without them', async () => {
    expect(await ids('waitlist', "o'brien")).toEqual(['WAIT-W00000002']);
    expect(await ids('waitlist', 'SEÁN')).toEqual(['WAIT-W00000002']);
    expect(await ids('waitlist', 'sean o’brien')).toEqual(['WAIT-W00000002']);
    expect(await ids('waitlist', "zoe d'arcy")).toEqual(['WAIT-W00000003']);
    expect(await ids('waitlist', 'Zoë')).toEqual(['WAIT-W00000003']);
  });

  it("takes PostgREST's filter characters and LIKE's wildcards literally", async () => {
    expect(await ids('vendorApplications', '*')).toEqual(['VEN-V00000001']);
    expect(await ids('vendorApplications', '(west),')).toEqual(['VEN-V00000001']);
    expect(await ids('vendorApplications', 'a*star (')).toEqual(['VEN-V00000001']);
    expect(await ids('vendorApplications', 'kim (west),')).toEqual(['VEN-V00000001']);
    expect(await ids('vendorApplications', 'company.eq.Acme,contact.ilike.*')).toEqual([]);
    expect(await ids('newsletter', '%')).toEqual(['NEWS-N00000002']);
    expect(await ids('newsletter', '_')).toEqual([]);
    expect(await ids('waitlist', 'sam,ortiz')).toEqual([]);
  });

  it('answers a 10,000-character search without an error, reading only its first 200 characters', async () => {
    const long = 'x'.repeat(10_000);
    expect(await data.list('waitlist', { search: long, page: 1, pageSize: 50 })).toEqual({ rows: [], total: 0 });
    // Cut at 200 characters the search is Sam Ortiz's words; the 'zzzz' after them would match no row.
    const padded = `Sam ${'ortiz '.repeat(33)}${'zzzz'.repeat(2_450)}`;
    expect(padded.slice(0, 200)).not.toContain('zzzz');
    expect(await ids('waitlist', padded)).toEqual(['WAIT-W00000001']);
    const answer = await admin.rpc('admin_reference_tabs', { search: long });
    expect(answer).toMatchObject({ error: null, data: [] });
  });
});

describe('which tab holds a reference', () => {
  it('names the tab of a DK- ticket, a VN- number, a DK-RES- reference and a WAIT- id, in any case and with spaces', async () => {
    expect(await data.referenceTabs!('dk-k0000 0001')).toEqual(['supportMessages']);
    expect(await data.referenceTabs!('VN-A00000002')).toEqual(['vendorApplications']);
    expect(await data.referenceTabs!('dk-res-abcd2345')).toEqual(['waitlist']);
    expect(await data.referenceTabs!(' wait-w00000005 ')).toEqual(['waitlist']);
    expect(await data.referenceTabs!('news-n00000002')).toEqual(['newsletter']);
  });

  it('names none for a search that is not a reference', async () => {
    expect(await data.referenceTabs!('Sam Ortiz')).toEqual([]);
    expect(await data.referenceTabs!('DK-NOSUCH99')).toEqual([]);
  });

  it('answers admins only', async () => {
    const anon = await createTestClient(stack).rpc('admin_reference_tabs', { search: 'DK-K00000001' });
    expect(anon.error?.code).toBe('42501');
    const owner = await signUpOwner(stack, 'searcher');
    const refused = await owner.client.rpc('admin_reference_tabs', { search: 'DK-K00000001' });
    expect(refused.error?.code).toBe('42501');
    const orders = await owner.client.rpc('admin_order_reference_owners', { compact: 'dkresabcd2345' });
    expect(orders.error?.code).toBe('42501');
  });
});
