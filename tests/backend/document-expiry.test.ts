// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index.ts';
import { createVendorApplication } from '../factories/submissions.ts';
import { drainMailOutbox, signInAdmin, signInVendorAccount, toRow } from './support.ts';

/*
 * Compliance and the document mails (supabase/migrations/*_vendor_compliance_and_expiry.sql), through the API as the
 * vendor and the admin, with the daily expiry function run on controlled dates and the mail-outbox function draining
 * into the local mailbox: each mail is sent once however often the job runs, and the day a certificate expires the
 * vendor stops being compliant.
 */

let stack: LocalStack;
let services: PaymentServices;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0, scheduledJobsIntervalMs: 0 });
  services = await startPaymentServices({ stack, siteOrigins: ['http://127.0.0.1:5173'], stripePort: 0, log: false });
  stack.setFunctionsUrl(services.functionsUrl);
});

afterAll(async () => {
  await services?.stop();
  await stack?.stop();
});

async function drain() {
  expect((await drainMailOutbox(stack)).failed).toBe(0);
}

/** The mails delivered to an address, oldest first (the mailbox lists newest first). */
const mailsTo = (email: string) =>
  stack.mailbox
    .list()
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase() && !mail.subject.startsWith('We received'))
    .reverse();
const subjectsTo = (email: string) => mailsTo(email).map((mail) => mail.subject);

/** An approved vendor with an account, as the invite makes one, signed in. */
async function approvedVendor() {
  const { client, user, email, service } = await signInVendorAccount(stack);
  const application = createVendorApplication({ email });
  const inserted = await service.from('vendor_applications').insert(toRow(application));
  if (inserted.error) throw inserted.error;
  await stack.db.query(`update public.vendor_applications set status = 'approved', user_id = $1 where client_id = $2`, [
    user.id,
    application.id,
  ]);
  return { client, id: user.id, email };
}

type Vendor = Awaited<ReturnType<typeof approvedVendor>>;
type Admin = Awaited<ReturnType<typeof signInAdmin>>;

const isoDay = (offset: number, from = new Date()) => {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset));
  return day.toISOString().slice(0, 10);
};

async function fileAll(vendor: Vendor, insuranceExpires: string) {
  const filed = await vendor.client
    .from('vendor_documents')
    .insert([
      { vendor_id: vendor.id, kind: 'license', storage_path: `${vendor.id}/license.pdf`, expires_on: isoDay(400) },
      { vendor_id: vendor.id, kind: 'insurance', storage_path: `${vendor.id}/insurance.pdf`, expires_on: insuranceExpires },
      { vendor_id: vendor.id, kind: 'w9', storage_path: `${vendor.id}/w9.pdf` },
    ])
    .select('id, kind');
  expect(filed.error).toBeNull();
  return Object.fromEntries(filed.data!.map((row) => [row.kind as string, row.id as string]));
}

async function decide(admin: Admin, id: string, status: 'verified' | 'rejected', reason?: string) {
  const { error } = await admin.client
    .from('vendor_documents')
    .update({ status, rejection_reason: reason ?? null })
    .eq('id', id);
  expect(error).toBeNull();
}

async function complianceAs(client: Vendor['client'], on?: string) {
  const { data, error } = await client.rpc('vendor_compliance', on ? { p_on: on } : {});
  expect(error).toBeNull();
  return data as { vendor_id: string; compliant: boolean; insurance_state: string; license_state: string; w9_state: string }[];
}

async function runExpiry(on: string) {
  await stack.db.query('select public.run_document_expiry($1::date)', [on]);
}

describe('vendor compliance and the document mails', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await signInAdmin(stack);
  });

  it('a rejection e-mails the reason; the vendor is compliant and hears "ready for jobs" once all three are verified', async () => {
    const vendor = await approvedVendor();
    const ids = await fileAll(vendor, isoDay(200));
    await decide(admin, ids.license!, 'verified');
    await decide(admin, ids.w9!, 'rejected', 'The form is not signed.');
    await decide(admin, ids.insurance!, 'verified');
    expect((await complianceAs(admin.client)).find((row) => row.vendor_id === vendor.id)).toMatchObject({
      compliant: false,
      w9_state: 'rejected',
    });

    const replaced = await vendor.client.from('vendor_documents').update({ storage_path: `${vendor.id}/w9-signed.pdf` }).eq('id', ids.w9!);
    expect(replaced.error).toBeNull();
    await decide(admin, ids.w9!, 'verified');
    await drain();
    await drain();

    expect(subjectsTo(vendor.email).sort()).toEqual(
      ['Your W-9 needs another look', 'All your documents are verified: you are ready for jobs'].sort(),
    );
    const rejection = mailsTo(vendor.email).find((mail) => /W-9/.test(mail.subject))!;
    expect(rejection.text).toMatch(/The form is not signed\./);
    expect((await complianceAs(admin.client)).find((row) => row.vendor_id === vendor.id)?.compliant).toBe(true);
    // A vendor sees themself only; another vendor sees nothing of them.
    expect((await complianceAs(vendor.client)).map((row) => row.vendor_id)).toEqual([vendor.id]);
    const other = await approvedVendor();
    expect((await complianceAs(other.client)).map((row) => row.vendor_id)).toEqual([other.id]);
  });

  it('a certificate passing its expiry date takes the vendor out of compliance, each reminder sent once', async () => {
    const vendor = await approvedVendor();
    const expires = isoDay(45);
    const ids = await fileAll(vendor, expires);
    for (const id of Object.values(ids)) await decide(admin, id, 'verified');
    await drain();
    const ready = subjectsTo(vendor.email).length;

    const expiresDate = new Date(`${expires}T00:00:00Z`);
    for (const on of [isoDay(-30, expiresDate), isoDay(-29, expiresDate), isoDay(-7, expiresDate), isoDay(-3, expiresDate), expires, isoDay(1, expiresDate)]) {
      // The daily job, run twice on each day.
      await runExpiry(on);
      await runExpiry(on);
      await drain();
    }
    const mails = subjectsTo(vendor.email).slice(ready);
    expect(mails).toEqual([
      `Your certificate of insurance expires on ${expires}`,
      `Your certificate of insurance expires on ${expires}`,
      'Your certificate of insurance has expired',
    ]);
    const reminders = mailsTo(vendor.email).slice(ready);
    expect(reminders[0]!.text).toMatch(/in 30 days/);
    expect(reminders[1]!.text).toMatch(/in 7 days/);

    const dayBefore = (await complianceAs(admin.client, isoDay(-1, expiresDate))).find((row) => row.vendor_id === vendor.id);
    expect(dayBefore).toMatchObject({ compliant: true, insurance_state: 'expiring' });
    const onTheDay = (await complianceAs(admin.client, expires)).find((row) => row.vendor_id === vendor.id);
    expect(onTheDay).toMatchObject({ compliant: false, insurance_state: 'expired' });
  });

  it("the stack's scheduler runs the job the migration declares, and only the server may run it", async () => {
    const vendor = await approvedVendor();
    const ids = await fileAll(vendor, isoDay(5));
    for (const id of Object.values(ids)) await decide(admin, id, 'verified');
    const jobs = await stack.runScheduledJobs();
    await stack.runScheduledJobs();
    expect(jobs.map((job) => job.name)).toContain('document-expiry');
    const keys = await stack.db.query<{ event_key: string; payload: Record<string, unknown> }>(
      `select event_key, payload from public.mail_outbox where lower(recipient) = lower($1) and template = 'vendor_document_expiring'`,
      [vendor.email],
    );
    expect(keys.rows).toHaveLength(1);
    expect(Object.keys(keys.rows[0]!.payload).sort()).toEqual(['daysLeft', 'expiresOn', 'kind']);

    const asVendor = await vendor.client.rpc('run_document_expiry', {});
    expect(asVendor.error).not.toBeNull();
  });
});
