// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createVendorApplication } from '../factories/submissions.ts';
import { signInAdmin, signInVendorAccount, toRow } from './support.ts';

/*
 * The admin's review of vendor documents (supabase/migrations/*_admin_document_review.sql) through the API: what the
 * admin's page reads of each vendor's documents, a decision recorded with who made it and when, a document the
 * vendor replaced meanwhile refused, the compliance filter of the Vendor Applications list and the badge's count.
 */

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0, scheduledJobsIntervalMs: 0 });
});

afterAll(async () => {
  await stack?.stop();
});

const isoDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
};

/** An approved vendor with an account, as the invite makes one, signed in, with the three documents filed. */
async function vendorWithDocuments(insuranceExpires = isoDay(400)) {
  const { client, user, email, service } = await signInVendorAccount(stack);
  const application = createVendorApplication({ email });
  const inserted = await service.from('vendor_applications').insert(toRow(application));
  if (inserted.error) throw inserted.error;
  await stack.db.query(`update public.vendor_applications set status = 'approved', user_id = $1 where client_id = $2`, [user.id, application.id]);
  const filed = await client.from('vendor_documents').insert([
    { vendor_id: user.id, kind: 'license', storage_path: `${user.id}/license.pdf`, expires_on: isoDay(400), file_name: 'license.pdf' },
    {
      vendor_id: user.id,
      kind: 'insurance',
      storage_path: `${user.id}/insurance.pdf`,
      expires_on: insuranceExpires,
      insurer: 'Silver State Mutual',
      policy_number: 'GL-1',
      coverage_amount: 1000000,
    },
    { vendor_id: user.id, kind: 'w9', storage_path: `${user.id}/w9.pdf` },
  ]);
  if (filed.error) throw filed.error;
  return { client, id: user.id, applicationId: application.id };
}

type Summary = { application_client_id: string; compliant: boolean; documents: Array<Record<string, unknown>> };

async function summaryOf(admin: Awaited<ReturnType<typeof signInAdmin>>, applicationId: string): Promise<Summary> {
  const { data, error } = await admin.client.rpc('admin_vendor_documents', { application_ids: [applicationId] });
  expect(error).toBeNull();
  return (data as Summary[])[0]!;
}

const byKind = (summary: Summary) => Object.fromEntries(summary.documents.map((document) => [document.kind, document]));

async function listed(admin: Awaited<ReturnType<typeof signInAdmin>>, compliance: string): Promise<string[]> {
  const { data, error } = await admin.client.rpc('admin_list', { kind: 'vendor_applications', compliance_filter: compliance, page_limit: 1000 });
  expect(error).toBeNull();
  return (data as { rows: { client_id: string }[] }).rows.map((row) => row.client_id);
}

describe('the admin reviews vendor documents', () => {
  it('reads each document with its state, decides it as the admin, and records who decided and when', async () => {
    const admin = await signInAdmin(stack);
    const vendor = await vendorWithDocuments();
    const before = byKind(await summaryOf(admin, vendor.applicationId));
    expect(before.insurance).toMatchObject({ state: 'pending', insurer: 'Silver State Mutual', policy_number: 'GL-1', coverage_amount: 1000000, decided_by: null });
    expect(String(before.license!.storage_path)).toBe(`${vendor.id}/license.pdf`);

    const verified = await admin.client.rpc('admin_decide_vendor_document', {
      application_id: vendor.applicationId,
      document_kind: 'license',
      verdict: 'verified',
      seen_version: String(before.license!.version),
    });
    expect(verified.error).toBeNull();
    const noReason = await admin.client.rpc('admin_decide_vendor_document', {
      application_id: vendor.applicationId,
      document_kind: 'w9',
      verdict: 'rejected',
      reason: '   ',
    });
    expect(noReason.error?.message).toMatch(/reason/);
    const rejected = await admin.client.rpc('admin_decide_vendor_document', {
      application_id: vendor.applicationId,
      document_kind: 'w9',
      verdict: 'rejected',
      reason: 'The W-9 is not signed.',
    });
    expect(rejected.error).toBeNull();

    const after = await summaryOf(admin, vendor.applicationId);
    const documents = byKind(after);
    expect(documents.license).toMatchObject({ state: 'verified', decided_by: admin.user.email });
    expect(Date.now() - Date.parse(String(documents.license!.decided_at))).toBeLessThan(60_000);
    expect(documents.w9).toMatchObject({ state: 'rejected', rejection_reason: 'The W-9 is not signed.', decided_by: admin.user.email });
    expect(after.compliant).toBe(false);
  });

  it('refuses a decision on a document the vendor replaced after the admin looked, and the vendor may not decide', async () => {
    const admin = await signInAdmin(stack);
    const vendor = await vendorWithDocuments();
    const seen = byKind(await summaryOf(admin, vendor.applicationId)).license!.version;
    const replaced = await vendor.client
      .from('vendor_documents')
      .update({ storage_path: `${vendor.id}/license-2.pdf` })
      .eq('kind', 'license');
    expect(replaced.error).toBeNull();
    const stale = await admin.client.rpc('admin_decide_vendor_document', {
      application_id: vendor.applicationId,
      document_kind: 'license',
      verdict: 'verified',
      seen_version: String(seen),
    });
    expect(stale.error?.message).toMatch(/changed since you opened it/);
    const byVendor = await vendor.client.rpc('admin_decide_vendor_document', {
      application_id: vendor.applicationId,
      document_kind: 'license',
      verdict: 'verified',
    });
    expect(byVendor.error).not.toBeNull();
    expect(byKind(await summaryOf(admin, vendor.applicationId)).license).toMatchObject({ state: 'pending' });
  });

  it('filters the applications by compliance and counts the documents waiting for review', async () => {
    const admin = await signInAdmin(stack);
    const waiting = await vendorWithDocuments();
    const compliant = await vendorWithDocuments(isoDay(200));
    const expiring = await vendorWithDocuments(isoDay(10));
    for (const vendor of [compliant, expiring]) {
      for (const kind of ['license', 'insurance', 'w9']) {
        const { error } = await admin.client.rpc('admin_decide_vendor_document', { application_id: vendor.applicationId, document_kind: kind, verdict: 'verified' });
        expect(error).toBeNull();
      }
    }
    const expired = await vendorWithDocuments(isoDay(5));
    for (const kind of ['license', 'insurance', 'w9']) {
      await admin.client.rpc('admin_decide_vendor_document', { application_id: expired.applicationId, document_kind: kind, verdict: 'verified' });
    }
    await stack.db.query(`update public.vendor_documents set expires_on = $1 where vendor_id = $2 and kind = 'insurance'`, [isoDay(0), expired.id]);

    const toReview = await listed(admin, 'to_review');
    expect(toReview).toContain(waiting.applicationId);
    expect(toReview).not.toContain(compliant.applicationId);
    expect(await listed(admin, 'compliant')).toEqual(expect.arrayContaining([compliant.applicationId, expiring.applicationId]));
    expect(await listed(admin, 'compliant')).not.toContain(expired.applicationId);
    const expiringSoon = await listed(admin, 'expiring');
    expect(expiringSoon).toContain(expiring.applicationId);
    expect(expiringSoon).not.toContain(compliant.applicationId);
    expect(await listed(admin, 'expired')).toEqual([expired.applicationId]);

    const unknown = await admin.client.rpc('admin_list', { kind: 'vendor_applications', compliance_filter: 'nearly' });
    expect(unknown.error?.message).toMatch(/unknown compliance filter/);

    const { data: stats } = await admin.client.rpc('admin_stats', { kind: 'vendor_applications' });
    const [{ count }] = (await stack.db.query<{ count: number }>(`select count(*)::int as count from public.vendor_documents where status = 'pending'`)).rows;
    expect((stats as { documentsToReview: number }).documentsToReview).toBe(count);
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it('tells nobody but an admin about the documents', async () => {
    const vendor = await vendorWithDocuments();
    const { error } = await vendor.client.rpc('admin_vendor_documents', { application_ids: [vendor.applicationId] });
    expect(error).not.toBeNull();
  });
});
