import type { VendorDocumentKind } from '@/lib/vendor-documents';
import type { DocumentStatus, RenewalStatus } from '../documents';

/** Copy of the portal's Documents tab and of the overview's documents card. */
export const documentsCopy = {
  title: 'Documents',
  lead: 'Before we send you jobs we check three documents: your trade license, your certificate of general liability insurance and a W-9. We remind you before the license or the certificate expires.',
  loading: 'Loading your documents…',
  loadFailed: 'We could not load your documents.',
  retry: 'Try again',
  serverOnlyTitle: 'Documents need the server',
  licenseNumber: 'License number on file',
  licenseNumberHint: 'From your application. Contact us if it has changed.',
  noLicenseNumber: 'Not on file',
  expiresOn: 'Expiry date',
  insurer: 'Insurance company',
  policyNumber: 'Policy number',
  coverageAmount: 'General liability coverage (USD)',
  coverageHint: 'Per occurrence, in whole dollars, as printed on the certificate.',
  fileOnRecord: 'File on record',
  filedOn: 'Submitted',
  rejectedReason: 'Reason',
  view: 'View file',
  viewOpening: 'Opening…',
  upload: 'Upload document',
  replace: 'Replace document',
  cancel: 'Cancel',
  uploading: 'Uploading…',
  uploadingStatus: 'Uploading your document. Keep this page open until it is done.',
  uploaded: 'Your document was uploaded. We will review it shortly.',
  dropTitle: 'Drag and drop your file here, or',
  dropPick: 'choose a file',
  dropHint: 'PDF, JPEG, PNG or HEIC, up to 10 MB.',
  dropLabel: 'Document file',
  chosen: 'Chosen file',
  uploadRenewal: 'Upload renewal',
  replaceRenewal: 'Replace renewal',
  viewRenewal: 'View renewal file',
  renewalTitle: 'Your renewal',
  renewalUploaded: 'Your renewal was uploaded. Your verified document stays in force until we have checked it.',
  renewalHint: 'Upload the renewed document. The verified one stays on record until we have checked the new one.',
  lockedNote: 'Verified by DoorKeep. Contact us if this document changes before it expires.',
  fixErrors: 'Please fix the highlighted fields.',
  overviewTitle: 'Your documents',
  overviewAllDone: 'All three documents are verified. You are ready for jobs.',
  overviewWaiting: 'Your documents are in. We review them within one business day.',
  overviewNeeded: 'We need these before we can send you jobs:',
  overviewOpen: 'Go to Documents',
} as const;

export const documentKinds: readonly { kind: VendorDocumentKind; title: string; description: string }[] = [
  {
    kind: 'license',
    title: 'Trade license',
    description: 'The state or local license for your trade, showing the license number and its expiry date.',
  },
  {
    kind: 'insurance',
    title: 'Certificate of insurance',
    description: 'General liability coverage: the certificate your insurer issued, with the policy period.',
  },
  {
    kind: 'w9',
    title: 'W-9',
    description: 'The IRS form with your taxpayer ID, so we can pay you and send your 1099. Only our team sees it.',
  },
];

export const documentStatusLabels: Readonly<Record<DocumentStatus, string>> = {
  missing: 'Missing',
  submitted: 'Submitted',
  verified: 'Verified',
  rejected: 'Rejected',
  'expiring-soon': 'Expiring soon',
  expired: 'Expired',
};

/** What each status asks of the vendor, in a sentence under the badge. */
export const documentStatusNotes: Readonly<Record<DocumentStatus, string>> = {
  missing: 'Not uploaded yet.',
  submitted: 'We are reviewing it.',
  verified: 'Checked by DoorKeep.',
  rejected: 'Please upload a corrected document.',
  'expiring-soon': 'Expires within 30 days. Send us the renewal before then.',
  expired: 'This document has expired. Send us the current one.',
};

export const renewalStatusLabels: Readonly<Record<RenewalStatus, string>> = {
  'renewal-submitted': 'Renewal submitted',
  'renewal-rejected': 'Renewal rejected',
};

/** What a renewal's status means for the vendor, in a sentence under its badge. */
export const renewalStatusNotes: Readonly<Record<RenewalStatus, string>> = {
  'renewal-submitted': 'We are reviewing your renewal. Your verified document stays on record until we have checked it.',
  'renewal-rejected': 'Please upload a corrected renewal.',
};

/** The note under the badge of a verified document while its renewal is on file: what is in force, until when. */
export const inForceNote = (status: DocumentStatus, expiresOn: string) =>
  status === 'expired' ? `Verified, expired ${expiresOn}.` : `Verified, expires ${expiresOn}.`;
