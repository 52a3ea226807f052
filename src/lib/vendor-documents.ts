/**
 * The vendor documents port: types and messages only. With a backend the files live in the private
 * `vendor-documents` Storage bucket and their records in public.vendor_documents (vendor-documents-supabase.ts);
 * browser-only mode has nowhere to keep them (vendor-documents-browser.ts). src/app/backend picks the one this build
 * uses.
 */

export const vendorDocumentKinds = ['license', 'insurance', 'w9'] as const;
export type VendorDocumentKind = (typeof vendorDocumentKinds)[number];

/** A verified license or certificate this many days or fewer from its expiry date may be renewed (the first reminder). */
export const RENEWAL_WINDOW_DAYS = 30;

/** The admin's view of a filed document: waiting for review, checked, or refused with a reason. */
export type VendorDocumentReview = 'pending' | 'verified' | 'rejected';

/**
 * A document the vendor filed, as the server keeps it. A kind has at most two: the verified one and, once that expires
 * within 30 days or has expired, the renewal the vendor filed beside it (pending or rejected) until the admin verifies
 * the renewal and the server retires the old one.
 */
export type VendorDocument = VendorDocumentDetails & {
  review: VendorDocumentReview;
  /** When the vendor last filed it (ISO timestamp). */
  filedAt: string;
};

/** What a filed document says, as the vendor and the admin both read it. */
export type VendorDocumentDetails = {
  kind: VendorDocumentKind;
  /** ISO date (YYYY-MM-DD), or null for a document that does not expire (the W-9). */
  expiresOn: string | null;
  /** The admin's words when they rejected it; null otherwise. */
  rejectionReason: string | null;
  fileName: string | null;
  /** The certificate of insurance's general-liability details; null on the other kinds. */
  insurer: string | null;
  policyNumber: string | null;
  /** Whole US dollars. */
  coverageAmount: number | null;
};

/** What the Documents tab reads: the license number from the vendor's application, and the filed documents. */
export type VendorDocumentsOverview = { licenseNumber: string; documents: VendorDocument[] };

/** One filing or replacement: the file (already checked by type and size) and what the form asked for its kind. */
export type VendorDocumentFiling = {
  kind: VendorDocumentKind;
  file: Blob;
  fileName: string;
  /** The type the file's bytes show, sent as the upload's content type. */
  contentType: string;
  expiresOn: string | null;
  insurer: string | null;
  policyNumber: string | null;
  coverageAmount: number | null;
};

export type VendorDocumentsPort = {
  /** False in browser-only mode: documents need the server. */
  readonly configured: boolean;
  /** The signed-in vendor's documents. Throws VendorDocumentError. */
  list(signal?: AbortSignal): Promise<VendorDocumentsOverview>;
  /**
   * Uploads the file and files the record of its kind, back to pending: it replaces the kind's record that is not
   * verified, else files a new one (the renewal, beside a verified document that is expiring or expired). Throws
   * VendorDocumentError.
   */
  file(filing: VendorDocumentFiling): Promise<void>;
  /**
   * A short-lived signed URL to the vendor's own file of `kind`: the document in force, or with `renewal` the
   * renewal filed beside it. Throws VendorDocumentError.
   */
  signedUrl(kind: VendorDocumentKind, renewal?: boolean): Promise<string>;
};

/** An error whose message the Documents tab shows as it is. */
export class VendorDocumentError extends Error {}

/** The plain words of every refusal the Documents tab may show. */
export const vendorDocumentMessages = {
  notConfigured:
    'Documents need the DoorKeep server, and this preview of the portal runs in your browser only. Nothing you pick here is uploaded or kept.',
  tooLarge: 'This file is larger than 10 MB. Please upload a smaller scan or photo, or a PDF of the document.',
  wrongType: 'This file is not a PDF, JPEG, PNG or HEIC image. Please upload the document in one of those formats.',
  locked: 'This document is verified, so it can no longer be replaced here. Contact us if it has changed.',
  signedOut: 'Your session has expired. Please log in again.',
  offline: 'We could not reach the server. Check your connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again in a few minutes.',
  missingFile: 'This document has no file on record yet.',
} as const;
