// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index.ts';
import { createVendorApplication } from '../factories/submissions.ts';
import { createTestClient, loopbackFetch, signInAdmin, signUpOwner, toRow, uniqueEmail } from './support.ts';

/**
 * Vendor accounts on the real stack and functions host: an admin approves, vendor-invite sends the invite, the
 * vendor sets a password through the e-mailed link and may then read and edit only their own profile fields.
 */

const SITE = 'http://127.0.0.1:5173';
// tests/setup.ts stubs fetch before each test; the function calls go to the real loopback server.
// tests/setup.ts clears window storage after every test; Node has no window, so lend a throwaway one for that hook.
beforeEach(() => {
  delete (globalThis as { window?: unknown }).window;
});
afterEach(() => {
  (globalThis as { window?: unknown }).window = { localStorage: { clear: () => undefined }, sessionStorage: { clear: () => undefined } };
});

let stack: LocalStack;
let services: PaymentServices;
let seq = 0;
const code = () => `V${String(++seq).padStart(4, '0')}${Date.now().toString(36).slice(-4).toUpperCase()}`;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, siteUrl: SITE });
  services = await startPaymentServices({ stack, siteOrigins: [SITE], stripePort: 0, log: false });
  stack.setFunctionsUrl(services.functionsUrl);
});
afterAll(async () => {
  await services?.stop();
  await stack?.stop();
});

async function submitApplication() {
  const email = uniqueEmail('vendor');
  const record = createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}`, email, company: `FixIt ${seq} LLC` });
  const { error } = await createTestClient(stack).from('vendor_applications').insert(toRow(record));
  if (error) throw error;
  return record;
}

async function invite(token: string, applicationId: string) {
  return loopbackFetch(`${stack.apiUrl}/functions/v1/vendor-invite`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: stack.publishableKey, 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify({ application_id: applicationId }),
  });
}

describe('vendor accounts', () => {
  it('approve → invite mail → set password → vendor reads and edits only their own profile', async () => {
    const admin = await signInAdmin(stack);
    const token = (await admin.client.auth.getSession()).data.session!.access_token;
    const application = await submitApplication();
    const other = await submitApplication();

    const approved = await admin.client.from('vendor_applications').update({ status: 'approved' }).eq('client_id', application.id).select('decided_by, decided_at, approved_date');
    expect(approved.error).toBeNull();
    expect(approved.data?.[0]).toMatchObject({ decided_by: admin.user!.id });
    const response = await invite(token, application.id);
    expect(response.status).toBe(200);

    const mail = stack.mailbox.list().find((entry) => entry.to === application.email && entry.kind === 'invite');
    expect(mail?.link).toContain(`${SITE}/vendor-login?`);
    // Rendered from the hosted project's own template (supabase/templates/invite.html, subject in config.toml).
    expect(mail?.subject).toBe(`Your DoorKeep vendor application is approved [${application.applicationNumber}]`);
    expect(mail!.text).toContain(`Application number: ${application.applicationNumber}`);
    expect(mail!.html).toContain(`Application number: <strong>${application.applicationNumber}</strong>`);
    for (const part of [mail!.text, mail!.html ?? '']) {
      expect(part).toContain(`Hello ${application.contact},`);
      expect(part).toContain(`join the DoorKeep vendor network for ${application.company}`);
      expect(part).toContain('see the jobs DoorKeep sends you');
    }
    expect(mail!.html).toContain(`href="${mail!.link.replace(/&/g, '&amp;')}"`);
    const tokenHash = new URL(mail!.link!).searchParams.get('token_hash')!;

    const vendor = createTestClient(stack);
    const verified = await vendor.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.app_metadata).toMatchObject({ role: 'vendor', application_id: application.id });
    expect((await vendor.auth.updateUser({ password: 'vendor-pass-123' })).error).toBeNull();
    await vendor.auth.signOut();

    const signedIn = createTestClient(stack);
    expect((await signedIn.auth.signInWithPassword({ email: application.email, password: 'vendor-pass-123' })).error).toBeNull();
    const mine = await signedIn.from('vendor_applications').select('client_id, company');
    expect(mine.data).toEqual([{ client_id: application.id, company: application.company }]);

    const saved = await signedIn.from('vendor_applications').update({ contact: 'Sam', contact_hours: 'Weekends Only' }).eq('client_id', application.id).select('contact');
    expect(saved.data).toEqual([{ contact: 'Sam' }]);
    // The company name is vetted by the admin (see tests/backend/vendor-rows.test.ts for every field).
    const renamed = await signedIn.from('vendor_applications').update({ company: 'FixIt Renamed' }).eq('client_id', application.id);
    expect(renamed.error?.code).toBe('42501');
    const statusChange = await signedIn.from('vendor_applications').update({ status: 'declined', declined_date: '2026-01-01', decline_reason: 'x' }).eq('client_id', application.id);
    expect(statusChange.error?.code).toBe('42501');
    const approvalDate = await signedIn.from('vendor_applications').update({ approved_date: '2020-01-01' }).eq('client_id', application.id);
    expect(approvalDate.error?.code).toBe('42501');
    const theirs = await signedIn.from('vendor_applications').update({ contact: 'Hijacked' }).eq('client_id', other.id).select('id');
    expect(theirs.data ?? []).toEqual([]);
    for (const table of ['waitlist_signups', 'newsletter_signups', 'support_messages']) {
      expect((await signedIn.from(table).select('id')).data).toEqual([]);
    }
  });

  it('a second application from an approved vendor’s address is flagged to the admin and cannot be approved; the vendor shows as active', async () => {
    const admin = await signInAdmin(stack);
    const token = (await admin.client.auth.getSession()).data.session!.access_token;
    const application = await submitApplication();
    await admin.client.from('vendor_applications').update({ status: 'approved' }).eq('client_id', application.id);
    expect((await invite(token, application.id)).status).toBe(200);
    const listed = async () =>
      ((await admin.client.rpc('admin_list', { kind: 'vendor_applications', search: application.email.split('@')[0] }))
        .data as { rows: { client_id: string; duplicate_of: unknown; account_active: boolean }[] }).rows;
    expect((await listed()).find((row) => row.client_id === application.id)?.account_active).toBe(false);

    const mail = stack.mailbox.list().find((entry) => entry.to === application.email && entry.kind === 'invite');
    const vendor = createTestClient(stack);
    const tokenHash = new URL(mail!.link).searchParams.get('token_hash')!;
    expect((await vendor.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' })).error).toBeNull();
    expect((await vendor.auth.updateUser({ password: 'vendor-pass-123' })).error).toBeNull();

    // The same address again, typed in capitals: stored lower-cased, so it is the same person.
    const again = createVendorApplication({
      id: `VEN-${code()}`,
      applicationNumber: `VN-${code()}`,
      email: application.email.toUpperCase(),
      company: 'FixIt Again LLC',
    });
    expect((await createTestClient(stack).from('vendor_applications').insert(toRow(again))).error).toBeNull();
    const rows = await listed();
    expect(rows.find((row) => row.client_id === application.id)?.account_active).toBe(true);
    expect(rows.find((row) => row.client_id === again.id)?.duplicate_of).toEqual({
      application_number: application.applicationNumber,
      status: 'approved',
    });
    const approvedTwice = await admin.client.from('vendor_applications').update({ status: 'approved' }).eq('client_id', again.id);
    expect(approvedTwice.error?.code).toBe('P0001');
    expect(approvedTwice.error?.message).toBe(
      `Application ${application.applicationNumber} on this e-mail address is already approved. Decline this copy instead.`,
    );
    const declined = await admin.client
      .from('vendor_applications')
      .update({ status: 'declined', decline_reason: 'Already in the network' })
      .eq('client_id', again.id);
    expect(declined.error).toBeNull();
  });

  it('the table refuses a tax id that is not an EIN and a service area that is neither a ZIP code nor a place', async () => {
    const insert = (values: Record<string, unknown>) =>
      createTestClient(stack)
        .from('vendor_applications')
        .insert(toRow(createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}`, email: uniqueEmail('rules'), ...values })));
    expect((await insert({ taxId: 'abc' })).error?.code).toBe('23514');
    expect((await insert({ serviceAreaZipCodes: '89101, 8910x' })).error?.code).toBe('23514');
    expect((await insert({ serviceAreaZipCodes: '89101,,Henderson' })).error?.code).toBe('23514');
    expect((await insert({ taxId: '12-3456789', serviceAreaZipCodes: '89101, 89117, Henderson, North Las Vegas' })).error).toBeNull();
    expect((await insert({ taxId: '123456789', serviceAreaZipCodes: '' })).error).toBeNull();
  });

  it('declining never creates an account; owners and vendors cannot invite', async () => {
    const admin = await signInAdmin(stack);
    const token = (await admin.client.auth.getSession()).data.session!.access_token;
    const application = await submitApplication();
    const declined = await admin.client
      .from('vendor_applications')
      .update({ status: 'declined', decline_reason: 'Outside our service area' })
      .eq('client_id', application.id);
    expect(declined.error).toBeNull();
    expect((await invite(token, application.id)).status).toBe(409);

    const owner = await signUpOwner(stack, 'not-admin');
    expect((await invite(owner.session.access_token, application.id)).status).toBe(403);
    expect((await invite(stack.publishableKey, application.id)).status).toBe(401);

    const service = createTestClient(stack, stack.secretKey);
    const users = await service.auth.admin.listUsers();
    expect(users.data.users.some((user) => user.email === application.email)).toBe(false);
    expect(stack.mailbox.list().some((mail) => mail.to === application.email)).toBe(false);
    expect((await owner.client.from('vendor_applications').select('id')).data).toEqual([]);
  });
});
