import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DocumentsPanel } from '@/features/vendor-portal/components/documents-tab';
import { canRenew, checkDocumentFile, documentDetailsSchema, documentSlot, documentStatus } from '@/features/vendor-portal/documents';
import {
  VendorDocumentError,
  vendorDocumentMessages,
  type VendorDocument,
  type VendorDocumentsPort,
} from '@/lib/vendor-documents';
import { formatIsoDate } from '@/lib/dates';
import { storageRefusalMessage } from '@/lib/vendor-documents-supabase';
import { browserOnlyVendorDocuments } from '@/lib/vendor-documents-browser';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

const today = '2027-03-01';

const filed = (overrides: Partial<VendorDocument> = {}): VendorDocument => ({
  kind: 'license',
  review: 'pending',
  expiresOn: '2028-01-31',
  rejectionReason: null,
  fileName: 'license.pdf',
  insurer: null,
  policyNumber: null,
  coverageAmount: null,
  filedAt: '2027-02-20T10:00:00Z',
  ...overrides,
});

const pdf = (name = 'license.pdf', size?: number) => {
  const head = new TextEncoder().encode('%PDF-1.7\n');
  const body = size ? new Uint8Array(size) : head;
  body.set(head);
  return new File([body], name, { type: 'application/pdf' });
};

describe('document status', () => {
  it.each([
    ['missing', undefined],
    ['submitted', filed()],
    ['verified', filed({ review: 'verified' })],
    ['verified', filed({ review: 'verified', expiresOn: '2027-04-01' })],
    ['expiring-soon', filed({ review: 'verified', expiresOn: '2027-03-31' })],
    ['expiring-soon', filed({ review: 'verified', expiresOn: '2027-03-02' })],
    ['expired', filed({ review: 'verified', expiresOn: today })],
    ['expired', filed({ review: 'verified', expiresOn: '2027-02-28' })],
    ['expired', filed({ review: 'pending', expiresOn: '2027-02-28' })],
    ['rejected', filed({ review: 'rejected', rejectionReason: 'Blurry scan' })],
    ['verified', filed({ kind: 'w9', review: 'verified', expiresOn: null })],
  ] as const)('is %s for %o', (status, document) => {
    expect(documentStatus(document, today)).toBe(status);
  });
});

describe('the file check before an upload', () => {
  it('refuses an executable renamed .pdf by its bytes', async () => {
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'license.pdf', { type: 'application/pdf' });
    expect(await checkDocumentFile(exe)).toEqual({ ok: false, message: vendorDocumentMessages.wrongType });
  });

  it('refuses a file over 10 MB and takes one of exactly 10 MiB', async () => {
    expect(await checkDocumentFile(pdf('big.pdf', 10 * 1024 * 1024 + 1))).toEqual({ ok: false, message: vendorDocumentMessages.tooLarge });
    expect(await checkDocumentFile(pdf('max.pdf', 10 * 1024 * 1024))).toEqual({ ok: true, contentType: 'application/pdf' });
  });

  it('knows a PNG, a JPEG and a HEIC photo whatever their names say', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'scan');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0])], 'scan.pdf');
    const heic = new File([new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0])], 'IMG_0001.HEIC', { type: '' });
    expect(await checkDocumentFile(png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(await checkDocumentFile(jpeg)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(await checkDocumentFile(heic)).toEqual({ ok: true, contentType: 'image/heic' });
  });
});

describe('the server refusal in plain words', () => {
  it('says too large for a 413 and wrong type for a 415, as Storage puts them in statusCode', () => {
    expect(storageRefusalMessage({ name: 'StorageApiError', status: 400, statusCode: '413' })).toBe(vendorDocumentMessages.tooLarge);
    expect(storageRefusalMessage({ name: 'StorageApiError', status: 400, statusCode: '415' })).toBe(vendorDocumentMessages.wrongType);
    expect(storageRefusalMessage({ name: 'StorageUnknownError' })).toBe(vendorDocumentMessages.offline);
  });
});

describe('the certificate details', () => {
  it('asks for the insurer, policy number, coverage and a date not yet passed', () => {
    const schema = documentDetailsSchema(today);
    const result = schema.safeParse({ kind: 'insurance', expiresOn: '2027-02-01', insurer: ' ', policyNumber: '', coverageAmount: 'lots' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['coverageAmount', 'expiresOn', 'insurer', 'policyNumber']);
    const ok = schema.parse({ kind: 'insurance', expiresOn: '2027-12-31', insurer: 'Acme Mutual', policyNumber: 'GL-1', coverageAmount: '$1,000,000' });
    expect(ok).toMatchObject({ coverageAmount: 1_000_000 });
  });
});

function fakePort(documents: VendorDocument[], overrides: Partial<VendorDocumentsPort> = {}): VendorDocumentsPort {
  return {
    configured: true,
    list: vi.fn(async () => ({ licenseNumber: 'NV-12345', documents })),
    file: vi.fn(async () => undefined),
    signedUrl: vi.fn(async () => 'http://127.0.0.1/file'),
    ...overrides,
  };
}

function renderDocuments(port: VendorDocumentsPort) {
  const auth = createFakeAuth(createAuthUser());
  render(
    <MemoryRouter>
      <WithAppRoot parts={{ auth: auth.port, vendorDocuments: port }}>
        <DocumentsPanel />
      </WithAppRoot>
    </MemoryRouter>,
  );
}

describe('the Documents tab', () => {
  it('shows each status, the license number on file and the rejection reason; a verified document is not replaceable', async () => {
    renderDocuments(
      fakePort([
        filed({ review: 'verified', expiresOn: '2099-01-01' }),
        filed({ kind: 'insurance', review: 'rejected', rejectionReason: 'The policy period is missing.', insurer: 'Acme', policyNumber: 'GL-1', coverageAmount: 1000000 }),
      ]),
    );
    const license = await screen.findByTestId('document-license');
    expect(within(license).getByTestId('document-status')).toHaveTextContent('Verified');
    expect(within(license).getByText('NV-12345')).toBeInTheDocument();
    expect(within(license).queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
    const insurance = screen.getByTestId('document-insurance');
    expect(within(insurance).getByTestId('document-status')).toHaveTextContent('Rejected');
    expect(within(insurance).getByTestId('rejection-reason')).toHaveTextContent('The policy period is missing.');
    expect(within(insurance).getByRole('button', { name: /Replace document/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('document-w9')).getByTestId('document-status')).toHaveTextContent('Missing');
  });

  it('refuses a wrong file when it is picked, before anything is sent, and shows the server refusal after one', async () => {
    const u = userEvent.setup({ applyAccept: false });
    const file = vi.fn(async () => {
      throw new VendorDocumentError(vendorDocumentMessages.tooLarge);
    });
    const port = fakePort([], { file });
    renderDocuments(port);
    const w9 = await screen.findByTestId('document-w9');
    await u.click(within(w9).getByRole('button', { name: /Upload document/ }));
    const input = within(w9).getByLabelText(/^Document file/);
    await u.upload(input, new File([new TextEncoder().encode('MZ not a pdf')], 'w9.pdf', { type: 'application/pdf' }));
    expect(await within(w9).findByRole('alert')).toHaveTextContent(vendorDocumentMessages.wrongType);
    await u.click(within(w9).getByRole('button', { name: /^Upload document$/ }));
    expect(file).not.toHaveBeenCalled();

    await u.upload(input, pdf('w9.pdf'));
    expect(await within(w9).findByTestId('chosen-file')).toHaveTextContent('w9.pdf');
    fireEvent.submit(within(w9).getByRole('form'));
    await waitFor(() => expect(file).toHaveBeenCalledWith(expect.objectContaining({ kind: 'w9', contentType: 'application/pdf' })));
    expect(await within(w9).findByRole('alert')).toHaveTextContent(vendorDocumentMessages.tooLarge);
  });

  it('says documents need the server in browser-only mode', async () => {
    renderDocuments(browserOnlyVendorDocuments);
    expect(await screen.findByText('Documents need the server')).toBeInTheDocument();
    expect(screen.getByText(vendorDocumentMessages.notConfigured)).toBeInTheDocument();
  });
});

describe('the drop zone', () => {
  it('takes a file dropped on it as the one picked, and checks it the same way', async () => {
    renderDocuments(fakePort([]));
    const license = await screen.findByTestId('document-license');
    fireEvent.click(within(license).getByRole('button', { name: /Upload document/ }));
    const zone = within(license).getByLabelText(/^Document file/).closest('label')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf')] } });
    expect(await within(license).findByRole('alert')).toHaveTextContent(vendorDocumentMessages.tooLarge);
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('scan.pdf')] } });
    expect(await within(license).findByTestId('chosen-file')).toHaveTextContent('scan.pdf');
  });
});

describe('renewing a verified document', () => {
  // The tab reads the real calendar day, so its cases are dated from it.
  const inDays = (days: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
  };

  const verifiedCertificate = (expiresOn: string) =>
    filed({ kind: 'insurance', review: 'verified', expiresOn, insurer: 'Acme Mutual', policyNumber: 'GL-1', coverageAmount: 1_000_000 });

  it('pairs the verified document with the renewal filed beside it, and offers a renewal only once it is expiring', () => {
    const renewal = filed({ kind: 'insurance', expiresOn: '2028-03-15', insurer: 'Desert Casualty' });
    const slot = documentSlot([renewal, verifiedCertificate('2027-03-20')], 'insurance');
    expect(slot).toEqual({ current: verifiedCertificate('2027-03-20'), renewal });
    expect(canRenew(slot, today)).toBe(true);
    expect(canRenew(documentSlot([verifiedCertificate('2027-03-31')], 'insurance'), today)).toBe(true);
    expect(canRenew(documentSlot([verifiedCertificate('2027-02-01')], 'insurance'), today)).toBe(true);
    expect(canRenew(documentSlot([verifiedCertificate('2027-04-01')], 'insurance'), today)).toBe(false);
    expect(canRenew(documentSlot([filed({ kind: 'w9', review: 'verified', expiresOn: null })], 'w9'), today)).toBe(false);
    // Without a verified one, the filing under review is the one in force and is simply replaced.
    expect(documentSlot([renewal], 'insurance')).toEqual({ current: renewal, renewal: undefined });
  });

  it('offers "Upload renewal" for an expiring certificate and files it with a new expiry date', async () => {
    const u = userEvent.setup();
    const file = vi.fn(async () => undefined);
    renderDocuments(fakePort([filed({ review: 'verified', expiresOn: inDays(4000) }), verifiedCertificate(inDays(20))], { file }));
    const license = await screen.findByTestId('document-license');
    expect(within(license).queryByRole('button', { name: /renewal/i })).not.toBeInTheDocument();
    const insurance = screen.getByTestId('document-insurance');
    expect(within(insurance).getByTestId('document-status')).toHaveTextContent('Expiring soon');
    expect(within(insurance).queryByRole('button', { name: /Replace document/ })).not.toBeInTheDocument();
    await u.click(within(insurance).getByRole('button', { name: /Upload renewal/ }));

    // The certificate's details carry over; the expiry date is the renewal's own.
    expect(within(insurance).getByLabelText(/Insurance company/)).toHaveValue('Acme Mutual');
    expect(within(insurance).getByLabelText(/Expiry date/)).toHaveValue('');
    await u.type(within(insurance).getByLabelText(/Expiry date/), inDays(380));
    await u.upload(within(insurance).getByLabelText(/^Document file/), pdf('coi-2028.pdf'));
    await within(insurance).findByTestId('chosen-file');
    await u.click(within(insurance).getByRole('button', { name: /^Upload renewal$/ }));
    await waitFor(() =>
      expect(file).toHaveBeenCalledWith(expect.objectContaining({ kind: 'insurance', expiresOn: inDays(380), insurer: 'Acme Mutual' })),
    );
    expect(await within(insurance).findByRole('status')).toHaveTextContent(/stays in force/);
  });

  it('shows the verified document in force beside "Renewal submitted", and a rejected renewal with its reason to replace', async () => {
    renderDocuments(
      fakePort([
        filed({ review: 'verified', expiresOn: inDays(10) }),
        filed({ expiresOn: inDays(375), fileName: 'license-2028.pdf' }),
        verifiedCertificate(inDays(-3)),
        filed({ kind: 'insurance', review: 'rejected', rejectionReason: 'The policy number is cut off.', expiresOn: inDays(360), insurer: 'Acme Mutual' }),
      ]),
    );
    const license = await screen.findByTestId('document-license');
    expect(within(license).getByText(`Verified, expires ${formatIsoDate(inDays(10))}.`, { exact: false })).toBeInTheDocument();
    expect(within(license).getByTestId('renewal-status')).toHaveTextContent('Renewal submitted');
    expect(within(within(license).getByTestId('document-renewal')).getByText('license-2028.pdf')).toBeInTheDocument();
    expect(within(license).getByRole('button', { name: /Replace renewal/ })).toBeInTheDocument();

    const insurance = screen.getByTestId('document-insurance');
    expect(within(insurance).getByTestId('document-status')).toHaveTextContent('Expired');
    expect(within(insurance).getByTestId('renewal-status')).toHaveTextContent('Renewal rejected');
    expect(within(insurance).getByTestId('renewal-rejection-reason')).toHaveTextContent('The policy number is cut off.');
    expect(within(insurance).getByRole('button', { name: /Replace renewal/ })).toBeInTheDocument();
    expect(within(insurance).queryByTestId('rejection-reason')).not.toBeInTheDocument();
  });
});
