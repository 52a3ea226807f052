import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VendorApplicationsPanel } from '@/features/admin/components/vendor-applications-panel';
import type { AdminDataPort, VendorApplication } from '@/lib/submissions';
import { browserAdminData, createBrowserAdminData } from '@/lib/submissions/browser-admin-data';
import { VendorInviteError } from '@/lib/submissions/vendor-invite-error';
import { renderAdminPanel } from '../../factories/admin';
import { createVendorApplication } from '../../factories/submissions';

const TAKEN = 'This e-mail address already has an account';

/** An admin data port double over an in-memory list; `invites` decides what each vendor-invite call does. */
function fakePort(initial: VendorApplication[], invites?: Array<() => Promise<void>>) {
  let rows = initial;
  const inviteCalls: string[] = [];
  const port: AdminDataPort = {
    list: async () => ({ rows, total: rows.length }) as never,
    stats: async () => ({ total: rows.length, pending: rows.filter((row) => row.status === 'pending').length }) as never,
    export: async () => rows as never,
    async update(_kind, id, patch) {
      rows = rows.map((row) => (row.id === id ? { ...row, ...(patch as Partial<VendorApplication>) } : row));
      const saved = rows.find((row) => row.id === id)!;
      if (invites && saved.status === 'approved') {
        inviteCalls.push(id);
        await invites.shift()?.().catch((error: VendorInviteError) => {
          throw new VendorInviteError(error.reason, saved);
        });
      }
      return saved as never;
    },
    subscribe: () => () => undefined,
    ...(invites && {
      async inviteVendor(id: string) {
        inviteCalls.push(id);
        await invites.shift()?.();
      },
    }),
  };
  return { port, inviteCalls, rows: () => rows };
}

const renderPanel = (port: AdminDataPort) => renderAdminPanel(VendorApplicationsPanel, port, 'vendors');

const fail = (reason: string) => () => Promise.reject(new VendorInviteError(reason));

describe('vendor invites in the Vendor Applications tab', () => {
  it('asks first, saying an invite will be e-mailed; the confirmation names the company and says it was sent', async () => {
    const application = createVendorApplication({ company: 'Acme Plumbing', email: 'acme@example.com' });
    const { port, inviteCalls } = fakePort([application], [() => Promise.resolve()]);
    const user = userEvent.setup();
    renderPanel(port);
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });

    await user.click(within(card).getByRole('button', { name: /^Approve/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Acme Plumbing?' });
    expect(dialog).toHaveAccessibleDescription('We will e-mail acme@example.com an invitation to set a password and open their vendor portal.');
    expect(inviteCalls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and invite' }));
    expect(
      await screen.findByText(
        `Vendor ${application.applicationNumber} has been approved successfully! Acme Plumbing has been invited by e-mail at acme@example.com.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows an approval whose invite failed as approved, with the server reason and a Resend invite button', async () => {
    const application = createVendorApplication({ company: 'Acme Plumbing', email: 'acme@example.com' });
    const { port, rows } = fakePort([application], [fail(TAKEN)]);
    const user = userEvent.setup();
    renderPanel(port);
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });

    await user.click(within(card).getByRole('button', { name: /^Approve/ }));
    await user.click(screen.getByRole('button', { name: 'Approve and invite' }));
    expect(await within(card).findByText('Approved, but the invite e-mail was not sent')).toBeInTheDocument();
    expect(within(card).getByText(TAKEN)).toBeInTheDocument();
    expect(within(card).getByText('approved', { exact: true })).toBeInTheDocument();
    expect(rows()[0].status).toBe('approved');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`Vendor ${application.applicationNumber} has been approved successfully!`);
    expect(status).toHaveTextContent(`The invite e-mail to acme@example.com was not sent: ${TAKEN}`);
    expect(status).not.toHaveTextContent('The change could not be saved');
    // No claim that the invite went out.
    expect(status).not.toHaveTextContent('has been invited');
    const resend = within(card).getByRole('button', { name: 'Resend invite' });
    expect(resend).toHaveAccessibleDescription(`Approved, but the invite e-mail was not sent ${TAKEN}`);
  });

  it('resends with the keyboard: busy while sending, then a success toast and the failure note is gone', async () => {
    const application = createVendorApplication({ company: 'Acme Plumbing', email: 'acme@example.com' });
    let release: () => void = () => undefined;
    const slowSuccess = () => new Promise<void>((resolve) => (release = resolve));
    const { port, inviteCalls } = fakePort([application], [fail('The invite service answered 502.'), slowSuccess]);
    const user = userEvent.setup();
    renderPanel(port);
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    await user.click(within(card).getByRole('button', { name: /^Approve/ }));
    await user.click(screen.getByRole('button', { name: 'Approve and invite' }));
    const resend = await within(card).findByRole('button', { name: 'Resend invite' });

    resend.focus();
    await user.keyboard('{Enter}');
    expect(resend).toBeDisabled();
    expect(resend).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Invite sent to acme@example.com')).toBeInTheDocument();
    expect(inviteCalls).toEqual([application.id, application.id]);
    expect(within(card).queryByText('Approved, but the invite e-mail was not sent')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resend invite' })).toBeEnabled();
  });

  it('a failed resend shows the new reason and keeps the button available', async () => {
    const application = createVendorApplication({ status: 'approved', approvedDate: '2025-01-19', company: 'Bolt Electric', email: 'bolt@example.com' });
    const { port } = fakePort([application], [fail('Your admin session has ended. Sign in again to send the invite.')]);
    const user = userEvent.setup();
    renderPanel(port);
    const card = await screen.findByRole('article', { name: 'Bolt Electric' });

    await user.click(within(card).getByRole('button', { name: 'Resend invite' }));
    expect(await within(card).findByText('Your admin session has ended. Sign in again to send the invite.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The invite e-mail to bolt@example.com was not sent');
    expect(within(card).getByRole('button', { name: 'Resend invite' })).toBeEnabled();
  });

  it('offers no Resend invite where the port sends no invites (browser-only) nor on pending applications', async () => {
    const approved = createVendorApplication({ status: 'approved', approvedDate: '2025-01-19', company: 'Bolt Electric' });
    const pending = createVendorApplication({ company: 'Acme Plumbing' });
    const browserOnly = fakePort([approved, pending]);
    const { unmount } = renderPanel(browserOnly.port);
    expect(await screen.findByRole('article', { name: 'Bolt Electric' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend invite' })).not.toBeInTheDocument();
    unmount();

    const backend = fakePort([approved, pending], []);
    renderPanel(backend.port);
    expect(within(await screen.findByRole('article', { name: 'Bolt Electric' })).getByRole('button', { name: 'Resend invite' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Acme Plumbing' })).queryByRole('button', { name: 'Resend invite' })).not.toBeInTheDocument();
  });

  it('the real browser-only adapter has no inviteVendor', () => {
    expect(browserAdminData.inviteVendor).toBeUndefined();
    expect(createBrowserAdminData().inviteVendor).toBeUndefined();
  });

  it('offers no invite to a vendor who already uses the portal, and says they do', async () => {
    const active = createVendorApplication({ company: 'Active Air', status: 'approved', approvedDate: '2025-01-02', accountActive: true });
    const invited = createVendorApplication({ company: 'Waiting Water', status: 'approved', approvedDate: '2025-01-02', accountActive: false });
    const { port } = fakePort([active, invited], []);
    renderPanel(port);
    const activeCard = await screen.findByRole('article', { name: 'Active Air' });
    expect(within(activeCard).getByText('Portal account active')).toBeInTheDocument();
    expect(within(activeCard).queryByRole('button', { name: /Resend invite/ })).toBeNull();
    const invitedCard = screen.getByRole('article', { name: 'Waiting Water' });
    expect(within(invitedCard).getByRole('button', { name: /Resend invite/ })).toBeInTheDocument();
  });

  it('flags a second application from an approved address and offers only to decline it', async () => {
    const copy = createVendorApplication({
      company: 'Acme Again',
      duplicateOf: { applicationNumber: 'VN-ORIGINAL1', status: 'approved' },
    });
    const other = createVendorApplication({
      company: 'Acme Twice',
      duplicateOf: { applicationNumber: 'VN-PENDING01', status: 'pending' },
    });
    const { port } = fakePort([copy, other], []);
    renderPanel(port);
    const copyCard = await screen.findByRole('article', { name: 'Acme Again' });
    expect(within(copyCard).getByText(/already has an approved application, VN-ORIGINAL1\. Decline this copy/)).toBeInTheDocument();
    expect(within(copyCard).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(copyCard).getByRole('button', { name: /^Decline/ })).toBeInTheDocument();
    const otherCard = screen.getByRole('article', { name: 'Acme Twice' });
    expect(within(otherCard).getByText(/also applied as VN-PENDING01, still pending/)).toBeInTheDocument();
    expect(within(otherCard).getByRole('button', { name: /^Approve/ })).toBeInTheDocument();
  });
});
