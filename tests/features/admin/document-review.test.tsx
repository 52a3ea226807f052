import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VendorApplicationsPanel } from '@/features/admin/components/vendor-applications-panel';
import type { AdminDataPort, AdminListQuery, AdminVendorDocument, DocumentDecision, VendorApplication, VendorCompliance } from '@/lib/submissions';
import type { VendorDocumentKind } from '@/lib/vendor-documents';
import { renderAdminPanel } from '../../factories/admin';
import { createVendorApplication } from '../../factories/submissions';

const document = (kind: VendorDocumentKind, patch: Partial<AdminVendorDocument> = {}): AdminVendorDocument => ({
  kind,
  state: 'pending',
  expiresOn: kind === 'w9' ? null : '2027-06-30',
  rejectionReason: null,
  fileName: `${kind}.pdf`,
  insurer: null,
  policyNumber: null,
  coverageAmount: null,
  version: `v-${kind}`,
  decidedAt: null,
  decidedBy: null,
  ...patch,
});

type Decision = { applicationId: string; kind: VendorDocumentKind; decision: DocumentDecision; version: string };

/** An admin data port double with documents (as a backend has them); `decide` answers each decision in turn. */
function documentsPort(application: VendorApplication, compliance: VendorCompliance, decide: Array<() => Promise<void>> = []) {
  let current = compliance;
  const decisions: Decision[] = [];
  const queries: AdminListQuery[] = [];
  const port: AdminDataPort = {
    list: async (_kind, query) => {
      queries.push(query);
      return { rows: [application], total: 1 } as never;
    },
    stats: async () => ({ total: 1, pending: 0, documentsToReview: 2 }) as never,
    export: async () => [] as never,
    update: async () => undefined,
    subscribe: () => () => undefined,
    vendorDocuments: async (ids) => Object.fromEntries(ids.filter((id) => id === application.id).map((id) => [id, current])),
    openVendorDocument: async () => 'http://127.0.0.1:54321/storage/v1/object/sign/vendor-documents/x?token=t',
    async decideVendorDocument(applicationId, kind, decision, version) {
      decisions.push({ applicationId, kind, decision, version });
      await (decide.shift() ?? (() => Promise.resolve()))();
      current = {
        ...current,
        documents: current.documents.map((item) =>
          item.kind === kind
            ? {
                ...item,
                state: decision.verdict,
                rejectionReason: decision.verdict === 'rejected' ? decision.reason : null,
                decidedAt: '2026-11-29T14:05:00Z',
                decidedBy: 'reviewer@example.com',
              }
            : item,
        ),
      };
    },
  };
  return { port, decisions, queries };
}

const approved = () => createVendorApplication({ company: 'Acme Plumbing', status: 'approved', approvedDate: '2026-11-20' });

describe('vendor documents in the Vendor Applications tab', () => {
  it('shows each document with its state on the card, and the insurance details, decisions and who made them in the details', async () => {
    const application = approved();
    const { port } = documentsPort(application, {
      compliant: false,
      documents: [
        document('license', { state: 'verified', decidedAt: '2026-11-28T15:30:00Z', decidedBy: 'lee@example.com' }),
        document('insurance', { state: 'expired', insurer: 'Silver State Mutual', policyNumber: 'GL-7731', coverageAmount: 1000000 }),
      ],
    });
    const user = userEvent.setup();
    renderAdminPanel(VendorApplicationsPanel, port, 'vendors');
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    const summary = within(card).getByRole('region', { name: 'Compliance documents' });
    await waitFor(() => expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Trade licenseVerified',
      'Certificate of insuranceExpired',
      'W-9Missing',
    ]));
    expect(within(summary).getByText('Not compliant')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /View Details/ }));
    const dialog = screen.getByRole('dialog', { name: 'Acme Plumbing' });
    const insurance = within(dialog).getByRole('listitem', { name: 'Certificate of insurance' });
    expect(insurance).toHaveTextContent('Silver State Mutual');
    expect(insurance).toHaveTextContent('GL-7731');
    expect(insurance).toHaveTextContent('$1,000,000');
    expect(insurance).toHaveTextContent('June 30, 2027');
    expect(within(dialog).getByRole('listitem', { name: 'Trade license' })).toHaveTextContent(/Verified by lee@example\.com on Nov 28, 2026/);
    // Nothing to decide on a verified, an expired or a missing document.
    expect(within(dialog).queryByRole('button', { name: /^Verify/ })).toBeNull();
  });

  it('verifies a document as seen, and rejects one only with a reason, keeping what was typed when the server refuses', async () => {
    const application = approved();
    const { port, decisions } = documentsPort(
      application,
      { compliant: false, documents: [document('license'), document('insurance'), document('w9')] },
      [() => Promise.resolve(), () => Promise.reject(new Error('This document changed since you opened it.')), () => Promise.resolve()],
    );
    const user = userEvent.setup();
    renderAdminPanel(VendorApplicationsPanel, port, 'vendors');
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    await within(card).findByText('Not compliant');
    await user.click(within(card).getByRole('button', { name: /View Details/ }));
    const dialog = screen.getByRole('dialog', { name: 'Acme Plumbing' });

    await user.click(within(dialog).getByRole('button', { name: /^Verify\s*Trade license$/ }));
    expect(await screen.findByText('Trade license of Acme Plumbing verified.')).toBeInTheDocument();
    expect(decisions[0]).toEqual({ applicationId: application.id, kind: 'license', decision: { verdict: 'verified' }, version: 'v-license' });
    const license = within(dialog).getByRole('listitem', { name: 'Trade license' });
    await waitFor(() => expect(license).toHaveTextContent(/Verified by reviewer@example\.com/));

    await user.click(within(dialog).getByRole('button', { name: /^Reject\s*W-9$/ }));
    const reject = screen.getByRole('dialog', { name: 'Reject the w-9 of Acme Plumbing?' });
    const reason = within(reject).getByRole('textbox', { name: /Reason for rejecting/ });
    expect(reason).toHaveFocus();
    await user.click(within(reject).getByRole('button', { name: 'Reject document' }));
    expect(within(reject).getByRole('alert')).toHaveTextContent('Give the reason for rejecting this document');
    expect(decisions).toHaveLength(1);

    await user.type(reason, 'The W-9 is not signed.');
    await user.click(within(reject).getByRole('button', { name: 'Reject document' }));
    expect(await within(reject).findByRole('alert')).toHaveTextContent('This document changed since you opened it.');
    expect(reason).toHaveValue('The W-9 is not signed.');

    await user.click(within(reject).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(reject).not.toBeInTheDocument());
    expect(decisions[2]).toMatchObject({ kind: 'w9', decision: { verdict: 'rejected', reason: 'The W-9 is not signed.' } });
    const w9 = within(dialog).getByRole('listitem', { name: 'W-9' });
    await waitFor(() => expect(w9).toHaveTextContent('The W-9 is not signed.'));
    expect(w9).toHaveTextContent(/Rejected by reviewer@example\.com/);
  });

  it('opens a file in a new tab through the signed URL the port makes', async () => {
    const application = approved();
    const { port } = documentsPort(application, { compliant: false, documents: [document('w9')] });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderAdminPanel(VendorApplicationsPanel, port, 'vendors');
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    await within(card).findByText('Not compliant');
    await user.click(within(card).getByRole('button', { name: /View Details/ }));
    await user.click(screen.getByRole('button', { name: /^Open file\s*\(W-9/ }));
    await waitFor(() => expect(tab.location.href).toContain('/storage/v1/object/sign/vendor-documents/'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('filters by compliance on the server and offers the documents waiting for review from a badge', async () => {
    const application = approved();
    const { port, queries } = documentsPort(application, { compliant: true, documents: [] });
    const user = userEvent.setup();
    renderAdminPanel(VendorApplicationsPanel, port, 'vendors');
    await user.click(await screen.findByRole('button', { name: '2 documents to review' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ compliance: 'to_review' }));
    expect(screen.getByRole('combobox', { name: 'Compliance' })).toHaveValue('to_review');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compliance' }), 'Expiring within 30 days');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ compliance: 'expiring' }));
  });

  it('says documents need the server in browser-only mode, with no compliance filter', async () => {
    const application = approved();
    const { port } = documentsPort(application, { compliant: true, documents: [] });
    const { vendorDocuments: _documents, openVendorDocument: _open, decideVendorDocument: _decide, ...browserOnly } = port;
    renderAdminPanel(VendorApplicationsPanel, browserOnly, 'vendors');
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    expect(within(card).getByText(/needs the DoorKeep server/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Compliance' })).toBeNull();
    expect(screen.queryByRole('button', { name: /documents to review/ })).toBeNull();
  });
});
