// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createSupabaseAdminData } from '../../src/lib/submissions/supabase-admin-data.ts';
import { submissionTables, tableRows } from '../../src/lib/submissions/table-rows.ts';
import {
  createNewsletterSignup,
  createSupportMessage,
  createVendorApplication,
  createWaitlistSignup,
} from '../factories/submissions.ts';
import { createTestClient, signInAdmin } from './support.ts';

/**
 * Where a visitor first came from (supabase/migrations/20261130500000_first_touch_attribution.sql): each submissions
 * table keeps the landing page's utm_source, utm_medium and utm_campaign and the referring host, as short plain text
 * a visitor may send and nobody may change. The browser cleans what it sends (src/lib/attribution.ts); the tables
 * hold the same line against anyone who posts to the API directly.
 */

let stack: LocalStack;
let seq = 0;
const code = () => `F${String(++seq).padStart(8, '0')}`;
const campaign = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-launch', referrerHost: 'news.example.org' };

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

const anon = () => createTestClient(stack);

/** A visitor's new support message as the app inserts it, with `columns` laid over its row. */
const supportRow = (columns: Record<string, unknown> = {}) => ({
  ...tableRows.supportMessages.toInsert(createSupportMessage({ id: `DK-${code()}`, firstTouch: campaign }), null),
  ...columns,
});

describe('first touch on the server', () => {
  it("a visitor's submission of every kind keeps its first touch, and the admin's rows show it", async () => {
    const inserts = {
      newsletter: tableRows.newsletter.toInsert(createNewsletterSignup({ id: `NEWS-${code()}`, firstTouch: campaign }), null),
      waitlist: tableRows.waitlist.toInsert(createWaitlistSignup({ id: `WAIT-${code()}`, firstTouch: campaign }), null),
      vendorApplications: tableRows.vendorApplications.toInsert(
        createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}`, firstTouch: campaign }),
        null,
      ),
      supportMessages: supportRow(),
    };
    for (const [kind, row] of Object.entries(inserts)) {
      const table: string = submissionTables[kind as keyof typeof submissionTables];
      const { error } = await anon().from(table).insert(row as Record<string, unknown>);
      expect(error, kind).toBeNull();
    }
    const { client } = await signInAdmin(stack);
    const admin = createSupabaseAdminData({ client: () => client, inviteVendor: async () => {} });
    for (const [kind, row] of Object.entries(inserts)) {
      const page = await admin.list(kind as keyof typeof inserts, { search: String(row.client_id) });
      expect(page.rows.map((listed) => listed.firstTouch), kind).toEqual([campaign]);
    }
  });

  it('refuses a tag of 10,000 characters, a tag with a control character, and a referrer that is not a host name', async () => {
    const refused = [
      { utm_source: 'x'.repeat(10_000) },
      { utm_campaign: 'x'.repeat(101) },
      { utm_medium: 'cpc\r\nSet-Cookie: a=b' },
      { utm_source: 'tab\there' },
      { utm_source: ' padded' },
      { utm_source: '' },
      { referrer_host: 'javascript:alert(1)' },
      { referrer_host: 'news.example.org/path?email=a@b.c' },
      { referrer_host: 'NEWS.EXAMPLE.ORG' },
    ];
    for (const columns of refused) {
      const { error } = await anon().from('support_messages').insert(supportRow(columns));
      expect(error?.code, JSON.stringify(columns).slice(0, 60)).toBe('23514');
    }
  });

  it('keeps markup and non-Latin text as the plain text it is', async () => {
    const row = supportRow({ utm_source: '<script>alert(1)</script>', utm_campaign: 'été 🏠 sale' });
    const { error } = await anon().from('support_messages').insert(row);
    expect(error).toBeNull();
    const { data } = await createTestClient(stack, stack.secretKey)
      .from('support_messages')
      .select('utm_source, utm_campaign')
      .eq('client_id', row.client_id)
      .single();
    expect(data).toEqual({ utm_source: '<script>alert(1)</script>', utm_campaign: 'été 🏠 sale' });
  });

  it('nobody rewrites where a submission came from, not even an admin', async () => {
    const row = supportRow();
    await anon().from('support_messages').insert(row);
    const { client: admin } = await signInAdmin(stack);
    const { error } = await admin.from('support_messages').update({ utm_source: 'admin-edit' }).eq('client_id', row.client_id);
    expect(error?.code).toBe('42501');
  });
});

