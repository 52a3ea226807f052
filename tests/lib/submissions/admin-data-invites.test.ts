import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createSupabaseAdminData } from '@/lib/submissions/supabase-admin-data';
import { VendorInviteError } from '@/lib/submissions/vendor-invite-error';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  client_id: 'VEN-ABCDEFGH1',
  application_number: 'VN-ABCDEFGH1',
  user_id: null,
  status: 'approved',
  approved_date: '2026-11-22',
  company: 'Acme Plumbing',
  email: 'acme@example.com',
  year_established: 2001,
  min_hourly_rate: null,
  max_hourly_rate: null,
  min_service_charge: null,
  ...overrides,
});

/** Just enough of supabase-js: an UPDATE … select answering `updated`, and the admin's session. */
function fakeClient(updated: Record<string, unknown>, signedIn = true) {
  const chain = { update: () => chain, eq: () => chain, select: async () => ({ data: [updated], error: null }) };
  return {
    from: () => chain,
    auth: { getSession: async () => ({ data: { session: signedIn ? { access_token: 'admin-jwt' } : null } }) },
  } as unknown as SupabaseClient;
}

describe('backend admin data: vendor invites', () => {
  it('an approval whose invite fails throws VendorInviteError with the reason and the approved record', async () => {
    const inviteVendor = vi.fn().mockRejectedValue(new VendorInviteError('This e-mail address already has an account'));
    const port = createSupabaseAdminData({ client: () => fakeClient(row()), inviteVendor });
    const error = await port.update('vendorApplications', 'VEN-ABCDEFGH1', { status: 'approved' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VendorInviteError);
    expect(error).toMatchObject({ reason: 'This e-mail address already has an account', approved: { id: 'VEN-ABCDEFGH1', status: 'approved', company: 'Acme Plumbing' } });
    expect(inviteVendor).toHaveBeenCalledWith('VEN-ABCDEFGH1', 'admin-jwt');
  });

  it('a network failure and a lost session are invite failures too, never a silent success', async () => {
    const offline = createSupabaseAdminData({ client: () => fakeClient(row()), inviteVendor: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(offline.update('vendorApplications', 'VEN-ABCDEFGH1', { status: 'approved' })).rejects.toMatchObject({
      reason: 'The invite service could not be reached.',
      approved: { status: 'approved' },
    });
    const signedOut = createSupabaseAdminData({ client: () => fakeClient(row(), false), inviteVendor: vi.fn() });
    await expect(signedOut.inviteVendor!('VEN-ABCDEFGH1')).rejects.toMatchObject({ reason: expect.stringMatching(/session has ended/) });
  });

  it('resends through inviteVendor and approves a linked application without inviting again', async () => {
    const inviteVendor = vi.fn().mockResolvedValue(undefined);
    const port = createSupabaseAdminData({ client: () => fakeClient(row({ user_id: 'vendor-1' })), inviteVendor });
    await port.inviteVendor!('VEN-ABCDEFGH1');
    expect(inviteVendor).toHaveBeenCalledTimes(1);
    await expect(port.update('vendorApplications', 'VEN-ABCDEFGH1', { status: 'approved' })).resolves.toMatchObject({ status: 'approved' });
    expect(inviteVendor).toHaveBeenCalledTimes(1);
  });
});
