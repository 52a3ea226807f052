// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createVendorApplication } from '../factories/submissions.ts';
import { signInAdmin, signInVendorAccount, toRow } from './support.ts';

/*
 * Renewing a verified license or certificate of insurance (supabase/migrations/*_vendor_document_renewals.sql),
 * through the API as the vendor and the admin: the vendor files a pending renewal beside the verified document only
 * when that one expires within 30 days or has expired, under a new object name, and can touch neither the verified
 * row nor its file; the verified one keeps the vendor compliant until the admin verifies the renewal, which retires
 * it; the expiry reminders follow the row in force.
 */

const BUCKET = 'vendor-documents';
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0, scheduledJobsIntervalMs: 0 });
});

afterAll(async () => {
  await stack?.stop();
});

const isoDay = (offset: number, from = new Date()) => {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset));
  return day.toISOString().slice(0, 10);
};

/** An approved vendor whose three documents (files in Storage) the admin has verified. */
async function compliantVendor(admin: Admin, expires: { license: string; insurance: string }) {
  const { client, user, email, service } = await signInVendorAccount(stack);
  const application = createVendorApplication({ email });
  const inserted = await service.from('vendor_applications').insert(toRow(application));
  if (inserted.error) throw inserted.error;
  await stack.db.query(`update public.vendor_applications set status = 'approved', user_id = $1 where client_id = $2`, [
    user.id,
    application.id,
  ]);
  const files = client.storage.from(BUCKET);
  for (const kind of ['license', 'insurance', 'w9']) {
    const upload = await files.upload(`${user.id}/${kind}.pdf`, pdf(kind), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
  }
  const filed = await client
    .from('vendor_documents')
    .insert([
      { vendor_id: user.id, kind: 'license', storage_path: `${user.id}/license.pdf`, expires_on: expires.license },
      {
        vendor_id: user.id,
        kind: 'insurance',
        storage_path: `${user.id}/insurance.pdf`,
        expires_on: expires.insurance,
        insurer: 'Silver State Mutual',
        policy_number: 'GL-2048',
        coverage_amount: 1_000_000,
      },
      { vendor_id: user.id, kind: 'w9', storage_path: `${user.id}/w9.pdf` },
    ])
    .select('id, kind');
  expect(filed.error).toBeNull();
  const ids = Object.fromEntries(filed.data!.map((row) => [row.kind as string, row.id as string]));
  for (const id of Object.values(ids)) await decide(admin, id, 'verified');
  return { client, id: user.id, email, ids, application: application.id };
}

type Admin = Awaited<ReturnType<typeof signInAdmin>>;
type Vendor = Awaited<ReturnType<typeof compliantVendor>>;

/** The admin's decision, the plain status update the review UI sends. */
async function decide(admin: Admin, id: string, status: 'verified' | 'rejected', reason?: string) {
  const { error } = await admin.client.from('vendor_documents').update({ status, rejection_reason: reason ?? null }).eq('id', id);
  expect(error).toBeNull();
}

/** Uploads a renewal's file under a new name and files its row. */
async function fileRenewal(vendor: Vendor, kind: 'license' | 'insurance', expiresOn: string, name = `${kind}-renewal.pdf`) {
  const path = `${vendor.id}/${name}`;
  const upload = await vendor.client.storage.from(BUCKET).upload(path, pdf(name), { contentType: 'application/pdf' });
  expect(upload.error).toBeNull();
  return vendor.client
    .from('vendor_documents')
    .insert({
      vendor_id: vendor.id,
      kind,
      storage_path: path,
      expires_on: expiresOn,
      ...(kind === 'insurance' ? { insurer: 'Desert Casualty', policy_number: 'GL-4096', coverage_amount: 2_000_000 } : {}),
    })
    .select('id, status')
    .single();
}

async function complianceOf(admin: Admin, vendorId: string, on?: string) {
  const { data, error } = await admin.client.rpc('vendor_compliance', on ? { p_on: on } : {});
  expect(error).toBeNull();
  return (data as { vendor_id: string; compliant: boolean; insurance_state: string; license_state: string; documents_to_review: number }[]).find(
    (row) => row.vendor_id === vendorId,
  );
}

const outboxKeys = async (email: string) =>
  (
    await stack.db.query<{ event_key: string }>(
      'select event_key from public.mail_outbox where lower(recipient) = lower($1) order by event_key',
      [email],
    )
  ).rows.map((row) => row.event_key);

describe('renewing a verified document', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await signInAdmin(stack);
  });

  it('is refused while the verified document is not expiring, and for a W-9; allowed once it expires within 30 days or has expired', async () => {
    const vendor = await compliantVendor(admin, { license: isoDay(-2), insurance: isoDay(31) });
    const early = await fileRenewal(vendor, 'insurance', isoDay(400));
    expect(early.error?.code).toBe('42501');
    const w9 = await vendor.client.from('vendor_documents').insert({ vendor_id: vendor.id, kind: 'w9', storage_path: `${vendor.id}/w9-2.pdf` });
    expect(w9.error?.code).toBe('42501');

    // An expired license renews; only one renewal per kind is open at a time.
    const license = await fileRenewal(vendor, 'license', isoDay(365));
    expect(license.error).toBeNull();
    expect(license.data).toMatchObject({ status: 'pending' });
    expect((await fileRenewal(vendor, 'license', isoDay(366), 'license-again.pdf')).error?.code).toBe('23505');

    // A renewal cannot be filed already verified.
    const cheat = await vendor.client
      .from('vendor_documents')
      .insert({ vendor_id: vendor.id, kind: 'insurance', storage_path: `${vendor.id}/x.pdf`, expires_on: isoDay(400), status: 'verified' });
    expect(cheat.error).not.toBeNull();
  });

  it('leaves the verified row and its file untouched, and the vendor compliant until the admin verifies the renewal', async () => {
    const expiring = isoDay(20);
    const vendor = await compliantVendor(admin, { license: isoDay(300), insurance: expiring });
    const renewal = await fileRenewal(vendor, 'insurance', isoDay(385));
    expect(renewal.error).toBeNull();

    // The verified row: no change reaches it, and its file cannot be overwritten or removed.
    const touched = await vendor.client.from('vendor_documents').update({ expires_on: isoDay(385) }).eq('id', vendor.ids.insurance!).select();
    expect(touched.data).toEqual([]);
    const files = vendor.client.storage.from(BUCKET);
    const overwrite = await files.upload(`${vendor.id}/insurance.pdf`, pdf('forged'), { contentType: 'application/pdf', upsert: true });
    expect(overwrite.error).not.toBeNull();
    expect(await files.remove([`${vendor.id}/insurance.pdf`])).toMatchObject({ data: [], error: null });

    // During the renewal the verified certificate is the one in force.
    expect(await complianceOf(admin, vendor.id)).toMatchObject({ compliant: true, insurance_state: 'expiring', documents_to_review: 1 });
    // The admin's review lists the renewal waiting for a decision before the certificate in force.
    const listed = await admin.client.rpc('admin_vendor_documents', { application_ids: [vendor.application] });
    const insurance = (listed.data![0]!.documents as { kind: string; status: string }[]).filter((document) => document.kind === 'insurance');
    expect(insurance.map((document) => document.status)).toEqual(['pending', 'verified']);

    // A rejected renewal leaves the verified one, and is replaced again.
    await decide(admin, renewal.data!.id, 'rejected', 'The policy number is cut off.');
    expect(await complianceOf(admin, vendor.id)).toMatchObject({ compliant: true, insurance_state: 'expiring', documents_to_review: 0 });
    const upload = await files.upload(`${vendor.id}/insurance-renewal-2.pdf`, pdf('renewal 2'), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const replaced = await vendor.client
      .from('vendor_documents')
      .update({ storage_path: `${vendor.id}/insurance-renewal-2.pdf` })
      .eq('id', renewal.data!.id)
      .select('status')
      .single();
    expect(replaced.data).toMatchObject({ status: 'pending' });

    // Verified, the renewal replaces the old certificate: one row per kind again, the old one kept aside.
    await decide(admin, renewal.data!.id, 'verified');
    const rows = await vendor.client.from('vendor_documents').select('id, kind, status, expires_on, insurer').eq('kind', 'insurance');
    expect(rows.data).toEqual([
      { id: renewal.data!.id, kind: 'insurance', status: 'verified', expires_on: isoDay(385), insurer: 'Desert Casualty' },
    ]);
    const retired = await stack.db.query<{ superseded_by: string; expires_on: string }>(
      `select superseded_by::text, expires_on::text from private.vendor_documents_superseded where id = $1`,
      [vendor.ids.insurance],
    );
    expect(retired.rows).toEqual([{ superseded_by: renewal.data!.id, expires_on: expiring }]);
    expect(await complianceOf(admin, vendor.id, isoDay(100))).toMatchObject({ compliant: true, insurance_state: 'verified' });

    // The old file stays, still locked against the vendor; the renewal's file is now locked too.
    expect(await files.remove([`${vendor.id}/insurance.pdf`])).toMatchObject({ data: [], error: null });
    expect(await files.remove([`${vendor.id}/insurance-renewal-2.pdf`])).toMatchObject({ data: [], error: null });
    expect((await files.download(`${vendor.id}/insurance.pdf`)).error).toBeNull();

    // The vendor never stopped being ready for jobs, so the renewal sends no second "ready" mail.
    expect((await outboxKeys(vendor.email)).filter((key) => key.startsWith('vendor-ready/'))).toHaveLength(1);
  });

  it('sends the reminders of the document in force: none for the superseded row, the renewal’s own once verified', async () => {
    const oldExpiry = isoDay(25);
    const newExpiry = isoDay(390);
    const vendor = await compliantVendor(admin, { license: isoDay(300), insurance: oldExpiry });
    await stack.db.query('select public.run_document_expiry($1::date)', [isoDay(0)]);
    const renewal = await fileRenewal(vendor, 'insurance', newExpiry);
    expect(renewal.error).toBeNull();
    await decide(admin, renewal.data!.id, 'verified');

    const newDate = new Date(`${newExpiry}T00:00:00Z`);
    for (const on of [isoDay(20), oldExpiry, isoDay(30), isoDay(-30, newDate), isoDay(-7, newDate), newExpiry]) {
      await stack.db.query('select public.run_document_expiry($1::date)', [on]);
    }
    const reminders = (await outboxKeys(vendor.email)).filter(
      (key) => key.startsWith('document-') && !key.includes(vendor.ids.license!),
    );
    expect(reminders.sort()).toEqual(
      [
        `document-expiring-30/${vendor.ids.insurance}/${oldExpiry}`,
        `document-expiring-30/${renewal.data!.id}/${newExpiry}`,
        `document-expiring-7/${renewal.data!.id}/${newExpiry}`,
        `document-expired/${renewal.data!.id}/${newExpiry}`,
      ].sort(),
    );
  });
});
