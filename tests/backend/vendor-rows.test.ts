// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index.ts';
import { createSupabaseVendorAuth } from '../../src/lib/vendor-auth-supabase.ts';
import { createVendorApplication } from '../factories/submissions.ts';
import {
  createTestClient,
  lendWindowForStorageCleanup,
  loopbackFetch,
  signInAdmin,
  signUpOwner,
  toRow,
  uniqueEmail,
} from './support.ts';

/**
 * Vendor rows (security issue): a visitor's insert never links an application to an account (only vendor-invite
 * does, with the service role); vendor-invite refuses before it creates an account or sends mail; an approved
 * vendor changes only contact, phones, contact hours, notes, service area, categories and rates, never what the admin vetted.
 */
lendWindowForStorageCleanup();

const SITE = 'http://127.0.0.1:5173';

let stack: LocalStack;
let services: PaymentServices;
let service: SupabaseClient;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let adminToken: string;
let seq = 0;
const code = () => `R${String(++seq).padStart(4, '0')}${Date.now().toString(36).slice(-4).toUpperCase()}`;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, siteUrl: SITE });
  services = await startPaymentServices({ stack, siteOrigins: [SITE], stripePort: 0, log: false });
  stack.setFunctionsUrl(services.functionsUrl);
  service = createTestClient(stack, stack.secretKey);
  admin = await signInAdmin(stack);
  adminToken = (await admin.client.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await services?.stop();
  await stack?.stop();
});

/** An application row as the wizard sends it, for `email` (a fresh address by default). */
function applicationRow(overrides: Record<string, unknown> = {}) {
  const id = code();
  return {
    ...toRow(createVendorApplication({ id: `VEN-${id}`, applicationNumber: `VN-${id}`, email: uniqueEmail('firm'), company: `Real Firm ${seq} LLC` })),
    ...overrides,
  } as Record<string, unknown> & { client_id: string; email: string };
}

async function submit(row: Record<string, unknown>, client: SupabaseClient = createTestClient(stack)) {
  const { error } = await client.from('vendor_applications').insert(row);
  if (error) throw error;
}

async function approve(clientId: string) {
  const { error } = await admin.client.from('vendor_applications').update({ status: 'approved' }).eq('client_id', clientId);
  if (error) throw error;
}

async function invite(applicationId: string, token = adminToken) {
  const response = await loopbackFetch(`${stack.apiUrl}/functions/v1/vendor-invite`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: stack.publishableKey, 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify({ application_id: applicationId }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mailsTo = (email: string) => stack.mailbox.list().filter((mail) => mail.to === email.toLowerCase());
const accountCount = async () => (await service.auth.admin.listUsers()).data.users.length;
const accountFor = async (email: string) =>
  (await service.auth.admin.listUsers()).data.users.find((user) => user.email === email.toLowerCase()) ?? null;
const linkedUser = async (clientId: string) =>
  (await service.from('vendor_applications').select('user_id').eq('client_id', clientId).single()).data?.user_id as string | null;

/** Approves, invites and accepts the invite; returns the vendor's signed-in client. */
async function approvedVendor(row = applicationRow()) {
  await submit(row);
  await approve(row.client_id);
  expect((await invite(row.client_id)).status).toBe(200);
  const tokenHash = new URL(mailsTo(row.email).at(-1)!.link!).searchParams.get('token_hash')!;
  const client = createTestClient(stack);
  expect((await client.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' })).error).toBeNull();
  expect((await client.auth.updateUser({ password: 'vendor-pass-123' })).error).toBeNull();
  return { client, row };
}

describe('vendor rows: who links an application to an account', () => {
  it("a signed-in visitor's application linked to their own account is refused; unlinked it is stored", async () => {
    const attacker = await signUpOwner(stack, 'attacker');
    const realFirm = applicationRow();
    const hijack = await attacker.client.from('vendor_applications').insert({ ...realFirm, user_id: attacker.user.id });
    expect(hijack.error?.code).toBe('42501');
    expect((await service.from('vendor_applications').select('id').eq('client_id', realFirm.client_id)).data).toEqual([]);

    const plain = applicationRow();
    await submit(plain, attacker.client);
    expect(await linkedUser(plain.client_id)).toBeNull();
  });

  it("the real firm's invite works: the account is made for the firm's address and linked by the invite", async () => {
    const attacker = await signUpOwner(stack, 'attacker');
    const realFirm = applicationRow();
    expect((await attacker.client.from('vendor_applications').insert({ ...applicationRow({ email: realFirm.email }), user_id: attacker.user.id })).error?.code).toBe('42501');
    await submit(realFirm);
    await approve(realFirm.client_id);
    const answer = await invite(realFirm.client_id);
    expect(answer).toMatchObject({ status: 200, body: { invited: true } });
    const account = await accountFor(realFirm.email);
    expect(account?.app_metadata).toMatchObject({ role: 'vendor', application_id: realFirm.client_id });
    expect(await linkedUser(realFirm.client_id)).toBe(account!.id);
    expect(mailsTo(realFirm.email).map((mail) => mail.kind)).toEqual(['invite']);
    // The attacker still sees nothing of it.
    expect((await attacker.client.from('vendor_applications').select('id')).data).toEqual([]);
  });

  it('vendor-invite refuses before it creates an account or sends mail, for every refusal', async () => {
    const owner = await signUpOwner(stack, 'owner-address');
    const accepted = await approvedVendor();
    const attacker = await signUpOwner(stack, 'attacker');

    const pending = applicationRow();
    await submit(pending);
    const declined = applicationRow();
    await submit(declined);
    expect((await admin.client.from('vendor_applications').update({ status: 'declined', decline_reason: 'Not vetted' }).eq('client_id', declined.client_id)).error).toBeNull();
    // A row linked to the attacker by the old insert policy (the migration unlinks such rows; set here by the service role).
    const hijacked = applicationRow();
    await submit(hijacked);
    await approve(hijacked.client_id);
    expect((await service.from('vendor_applications').update({ user_id: attacker.user.id }).eq('client_id', hijacked.client_id)).error).toBeNull();
    // The address already has an owner's account, or is another application's vendor.
    const ownersAddress = applicationRow({ email: owner.email });
    await submit(ownersAddress);
    await approve(ownersAddress.client_id);
    // A second application from an approved vendor's address cannot even be approved.
    const vendorsAddress = applicationRow({ email: accepted.row.email.toUpperCase() });
    await submit(vendorsAddress);
    const approvedTwice = await admin.client.from('vendor_applications').update({ status: 'approved' }).eq('client_id', vendorsAddress.client_id);
    expect(approvedTwice.error?.code).toBe('P0001');

    const accountsBefore = await accountCount();
    const mailsBefore = stack.mailbox.list().length;
    const cases: [string, string, number][] = [
      ['missing', 'VEN-NOSUCH001', 404],
      ['pending', pending.client_id, 409],
      ['declined', declined.client_id, 409],
      ['linked to the attacker', hijacked.client_id, 409],
      ["an owner's address", ownersAddress.client_id, 409],
      ["another vendor's address", vendorsAddress.client_id, 409],
      ['accepted already', accepted.row.client_id, 409],
    ];
    for (const [label, id, status] of cases) expect((await invite(id)).status, label).toBe(status);
    expect((await invite(pending.client_id, owner.session.access_token)).status).toBe(403);
    expect((await invite(pending.client_id, stack.publishableKey)).status).toBe(401);

    expect(stack.mailbox.list().length).toBe(mailsBefore);
    expect(await accountCount()).toBe(accountsBefore);
    expect(await accountFor(hijacked.email)).toBeNull();
    expect(await linkedUser(hijacked.client_id)).toBe(attacker.user.id);
    expect(await linkedUser(ownersAddress.client_id)).toBeNull();
  });
});

describe('vendor rows: what an approved vendor may change', () => {
  it('vetted fields are refused with 42501 and stay as approved; contact, phones, hours, notes, area, categories and rates save', async () => {
    const { client, row } = await approvedVendor();
    const vetted: Record<string, unknown> = {
      company: 'Another Firm LLC',
      email: uniqueEmail('moved'),
      website: 'https://elsewhere.example.com',
      google_reviews_link: 'https://elsewhere.example.com/reviews',
      tax_id: '99-9999999',
      insurance_number: 'INS-FORGED',
      license_number: 'LIC-FORGED',
      year_established: 1950,
      number_of_employees: '50+',
      status: 'pending',
      approved_date: '2020-01-01',
      decline_reason: 'x',
    };
    const before = (await service.from('vendor_applications').select('*').eq('client_id', row.client_id).single()).data as Record<string, unknown>;
    for (const [column, value] of Object.entries(vetted)) {
      const { error } = await client.from('vendor_applications').update({ [column]: value }).eq('client_id', row.client_id);
      expect(error?.code, column).toBe('42501');
    }
    // Sending a vetted field unchanged (as the portal's form does with the company) is not a change.
    const allowed = {
      company: before.company,
      contact: 'Robin Dispatcher',
      phone: '(702) 555-0199',
      sms_number: '(702) 555-0198',
      contact_hours: '24/7 Emergency Services',
      preferred_quote_method: 'sms',
      emergency_services: true,
      service_address: '9 Side St',
      service_city: 'Henderson',
      service_state: 'NV',
      service_zip_code: '89002',
      service_area_radius: '50',
      service_area_zip_codes: '89002, 89011',
      category: ['Electrical'],
      min_hourly_rate: 70,
      max_hourly_rate: 140,
      min_service_charge: 95,
      notes: 'Call the office line before 8 AM.',
    };
    const saved = await client.from('vendor_applications').update(allowed).eq('client_id', row.client_id).select('*');
    expect(saved.error).toBeNull();
    expect(saved.data?.[0]).toMatchObject(allowed);
    const after = (await service.from('vendor_applications').select('*').eq('client_id', row.client_id).single()).data as Record<string, unknown>;
    for (const column of [...Object.keys(vetted), 'user_id', 'decided_by', 'decided_at']) expect(after[column], column).toEqual(before[column]);
  });

  it("the portal's profile form saves through the adapter, which never sends the vetted company name or e-mail", async () => {
    const { client, row } = await approvedVendor();
    const auth = createSupabaseVendorAuth(() => client);
    const current = await auth.currentVendor();
    expect(current).toMatchObject({ company: row.company, email: row.email });
    expect(await auth.saveProfile({ ...current!, contact: 'Jo Portal', phone: '(702) 555-0150', serviceAreaRadius: '100', categories: ['Roofing'], contactHours: 'Weekends Only' })).toBe(true);
    expect(await auth.currentVendor()).toMatchObject({ company: row.company, contact: 'Jo Portal', serviceAreaRadius: '100', categories: ['Roofing'] });
    // The form shows both read-only for a signed-in vendor; whatever it holds, the adapter leaves them out.
    expect(await auth.saveProfile({ ...current!, company: 'Renamed Firm', email: uniqueEmail('moved') })).toBe(true);
    expect(await auth.currentVendor()).toMatchObject({ company: row.company, email: row.email });
  });

  it("the applicant's notes are stored with the application; the vendor changes them later, up to 1,000 characters", async () => {
    const { client, row } = await approvedVendor(
      applicationRow({ contact_hours: 'Custom Hours (will specify in notes)', notes: 'Mon-Thu 6 AM - 2 PM' }),
    );
    const notesOf = async () =>
      (await service.from('vendor_applications').select('notes').eq('client_id', row.client_id).single()).data?.notes as string;
    expect(await notesOf()).toBe('Mon-Thu 6 AM - 2 PM');

    const changed = await client
      .from('vendor_applications')
      .update({ notes: 'x'.repeat(1000) })
      .eq('client_id', row.client_id)
      .select('notes');
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual([{ notes: 'x'.repeat(1000) }]);
    const tooLong = await client.from('vendor_applications').update({ notes: 'x'.repeat(1001) }).eq('client_id', row.client_id);
    expect(tooLong.error?.code).toBe('23514');
    expect(await notesOf()).toBe('x'.repeat(1000));

    // An application sent before the wizard asked for notes has none.
    const { notes: _notes, ...older } = applicationRow();
    await submit(older);
    const stored = await service.from('vendor_applications').select('notes').eq('client_id', older.client_id).single();
    expect(stored.data).toEqual({ notes: '' });
  });

  it("the portal's SMS number, quote method, emergency services, service areas, rates and notes save through the adapter and read back", async () => {
    const { client, row } = await approvedVendor();
    const auth = createSupabaseVendorAuth(() => client);
    const current = (await auth.currentVendor())!;
    expect(current).toMatchObject({
      smsNumber: row.sms_number,
      preferredQuoteMethod: row.preferred_quote_method,
      emergencyServices: row.emergency_services,
      serviceAreaZipCodes: row.service_area_zip_codes,
      minHourlyRate: row.min_hourly_rate,
      notes: '',
    });
    const changes = {
      smsNumber: '(702) 555-0177',
      preferredQuoteMethod: 'phone',
      emergencyServices: false,
      serviceAreaZipCodes: '89002, Henderson',
      minHourlyRate: 55.5,
      maxHourlyRate: null,
      minServiceCharge: 75,
      notes: 'Gate code needed for the shop.',
    };
    expect(await auth.saveProfile({ ...current, ...changes })).toBe(true);
    expect(await auth.currentVendor()).toEqual({ ...current, ...changes });
    // Clearing the optional ones clears them; an empty SMS number keeps the one on file (the column is required).
    const cleared = { serviceAreaZipCodes: '', notes: '', minHourlyRate: null };
    expect(await auth.saveProfile({ ...current, ...changes, ...cleared, smsNumber: '' })).toBe(true);
    expect(await auth.currentVendor()).toMatchObject({ ...cleared, smsNumber: '(702) 555-0177' });
  });
});
