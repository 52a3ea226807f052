// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { signInAdmin, signInVendorAccount } from './support.ts';

/*
 * The certificate of insurance's details on public.vendor_documents: the vendor files them with their own pending
 * document, within the column limits; they belong to the certificate only; the admin decides but changes none of
 * them.
 */

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

/** A vendor account as vendor-invite makes one, signed in. */
async function signInVendor() {
  const { client, user } = await signInVendorAccount(stack);
  return { client, user };
}

const certificate = (vendorId: string) => ({
  vendor_id: vendorId,
  kind: 'insurance',
  storage_path: `${vendorId}/insurance.pdf`,
  expires_on: '2027-06-30',
  insurer: 'Silver State Mutual',
  policy_number: 'GL-2048',
  coverage_amount: 1_000_000,
  file_name: 'certificate.pdf',
});

describe('vendor_documents: the certificate details', () => {
  it('a vendor files and replaces them on their own pending certificate; the admin decides without changing them', async () => {
    const vendor = await signInVendor();
    const filed = await vendor.client.from('vendor_documents').insert(certificate(vendor.user.id)).select().single();
    expect(filed.error).toBeNull();
    expect(filed.data).toMatchObject({ insurer: 'Silver State Mutual', coverage_amount: 1_000_000, status: 'pending' });

    const admin = await signInAdmin(stack);
    const edited = await admin.client.from('vendor_documents').update({ coverage_amount: 2_000_000 }).eq('id', filed.data!.id);
    expect(edited.error?.code).toBe('42501');
    const verified = await admin.client.from('vendor_documents').update({ status: 'verified' }).eq('id', filed.data!.id).select().single();
    expect(verified.data).toMatchObject({ status: 'verified', coverage_amount: 1_000_000 });

    // A verified certificate is the one the admin checked: the vendor's change reaches no row.
    const late = await vendor.client.from('vendor_documents').update({ insurer: 'Other Insurer' }).eq('id', filed.data!.id).select();
    expect(late.data).toEqual([]);
  });

  it('refuses the details on another kind of document, and an insurer or policy number past its length', async () => {
    const vendor = await signInVendor();
    const onW9 = await vendor.client
      .from('vendor_documents')
      .insert({ vendor_id: vendor.user.id, kind: 'w9', storage_path: `${vendor.user.id}/w9.pdf`, insurer: 'Silver State Mutual' });
    expect(onW9.error?.code).toBe('23514');
    const longInsurer = await vendor.client.from('vendor_documents').insert({ ...certificate(vendor.user.id), insurer: 'x'.repeat(121) });
    expect(longInsurer.error?.code).toBe('23514');
    const longPolicy = await vendor.client.from('vendor_documents').insert({ ...certificate(vendor.user.id), policy_number: 'x'.repeat(61) });
    expect(longPolicy.error?.code).toBe('23514');
    const noCoverage = await vendor.client.from('vendor_documents').insert({ ...certificate(vendor.user.id), coverage_amount: 0 });
    expect(noCoverage.error?.code).toBe('23514');
  });
});
