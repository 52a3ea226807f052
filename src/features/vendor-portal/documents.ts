import { z } from 'zod/mini';
import { vendorDocumentsBucket } from '@/lib/file-buckets';
import {
  RENEWAL_WINDOW_DAYS,
  vendorDocumentMessages,
  type VendorDocument,
  type VendorDocumentFiling,
  type VendorDocumentKind,
} from '@/lib/vendor-documents';

/** A verified document this many days or fewer from its expiry date is expiring soon (the first reminder). */
export const EXPIRING_SOON_DAYS = RENEWAL_WINDOW_DAYS;

/** What the vendor sees for each document. */
export type DocumentStatus = 'missing' | 'submitted' | 'verified' | 'rejected' | 'expiring-soon' | 'expired';

const dayMs = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / dayMs;

/** Days from `today` to `isoDate` (negative once it has passed). Both are YYYY-MM-DD. */
export function daysUntil(isoDate: string, today: string): number {
  return Math.round(dayNumber(isoDate) - dayNumber(today));
}

/**
 * The status of a document on `today`: a rejection stands until the vendor files again; a document is expired from
 * its expiry date on, whether or not it was checked (as the server's compliance counts it); a verified one within EXPIRING_SOON_DAYS is expiring soon.
 */
export function documentStatus(document: VendorDocument | undefined, today: string): DocumentStatus {
  if (!document) return 'missing';
  if (document.review === 'rejected') return 'rejected';
  if (document.expiresOn && daysUntil(document.expiresOn, today) <= 0) return 'expired';
  if (document.review === 'pending') return 'submitted';
  if (document.expiresOn && daysUntil(document.expiresOn, today) <= EXPIRING_SOON_DAYS) return 'expiring-soon';
  return 'verified';
}

/** Statuses the vendor has to act on: the overview lists these documents. */
export const actionNeeded: ReadonlySet<DocumentStatus> = new Set(['missing', 'rejected', 'expired', 'expiring-soon']);

/** A verified document is the one the admin checked: the portal no longer replaces it. */
export const canReplace = (document: VendorDocument | undefined) => document?.review !== 'verified';

/**
 * A kind's documents as the tab shows them: the one in force (the verified one if there is one, else the filing
 * under review or rejected) and the renewal filed beside a verified one, until the admin verifies it.
 */
export type DocumentSlot = { current: VendorDocument | undefined; renewal: VendorDocument | undefined };

export function documentSlot(documents: readonly VendorDocument[], kind: VendorDocumentKind): DocumentSlot {
  const ofKind = documents.filter((document) => document.kind === kind);
  const verified = ofKind.find((document) => document.review === 'verified');
  const open = ofKind.find((document) => document.review !== 'verified');
  return verified ? { current: verified, renewal: open } : { current: open, renewal: undefined };
}

/**
 * Whether the vendor may upload a renewal: the document in force is verified and expiring soon or expired (the
 * server's insert policy allows the second row then), or a renewal is already on file to replace.
 */
export function canRenew({ current, renewal }: DocumentSlot, today: string): boolean {
  if (current?.review !== 'verified') return false;
  if (renewal) return true;
  const status = documentStatus(current, today);
  return status === 'expiring-soon' || status === 'expired';
}

/** The renewal's own status: under review, or rejected with the admin's reason. */
export type RenewalStatus = 'renewal-submitted' | 'renewal-rejected';
export const renewalStatus = (renewal: VendorDocument): RenewalStatus =>
  renewal.review === 'rejected' ? 'renewal-rejected' : 'renewal-submitted';

/** Whether the overview still asks the vendor for this kind: a renewal under review is the vendor's part done. */
export const slotNeedsAction = (slot: DocumentSlot, today: string) =>
  actionNeeded.has(documentStatus(slot.current, today)) && slot.renewal?.review !== 'pending';

/** HEIF/HEIC major brands of the ISO base media file `ftyp` box, as the Storage stand-in knows them. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The accepted type the first bytes of a file show (PDF, JPEG, PNG, HEIC), or undefined for anything else. */
export function sniffDocumentType(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (ascii(4, 8) === 'ftyp' && heicBrands.has(ascii(8, 12))) return 'image/heic';
  return undefined;
}

export type FileCheck = { ok: true; contentType: string } | { ok: false; message: string };

/**
 * Checks a picked file before it is sent: at most the bucket's size, and bytes that are one of its types, whatever
 * the name or the browser's guess says (an executable renamed .pdf is refused here, and again by the server).
 */
export async function checkDocumentFile(file: Blob): Promise<FileCheck> {
  if (file.size > vendorDocumentsBucket.fileSizeLimit) return { ok: false, message: vendorDocumentMessages.tooLarge };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const contentType = sniffDocumentType(head);
  if (!contentType || !vendorDocumentsBucket.allowedMimeTypes.includes(contentType)) {
    return { ok: false, message: vendorDocumentMessages.wrongType };
  }
  return { ok: true, contentType };
}

export const documentFieldMessages = {
  expiresOn: 'Please enter the expiry date printed on the document.',
  expiredDate: 'This date is today or past, so the document has expired. Please upload one that is still current.',
  insurer: 'Please enter the insurance company.',
  policyNumber: 'Please enter the policy number.',
  coverageAmount: 'Please enter the coverage amount in whole dollars, for example 1000000.',
  file: 'Please choose the file to upload.',
} as const;

/** Limits the database keeps (vendor_documents CHECKs), so the form refuses what the server would. */
export const documentFieldLimits = { insurer: 120, policyNumber: 60, coverageAmount: 100_000_000 } as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The expiry date as typed: a real date after today (a document is expired on its expiry date). */
const expiryDate = (today: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => isoDate.test(value) && !Number.isNaN(Date.parse(value)), documentFieldMessages.expiresOn),
    z.refine((value) => !isoDate.test(value) || daysUntil(value, today) > 0, documentFieldMessages.expiredDate),
  );

const requiredText = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** Whole dollars as typed (commas and a leading $ allowed), within the database's cap. */
const coverageAmount = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value) => value.replace(/^\$/, '').replace(/,/g, '')),
  ),
  z.pipe(
    z.string().check(z.refine((value) => /^\d{1,9}$/.test(value), documentFieldMessages.coverageAmount)),
    z.pipe(
      z.transform(Number),
      z.number().check(
        z.refine((value) => value > 0 && value <= documentFieldLimits.coverageAmount, documentFieldMessages.coverageAmount),
      ),
    ),
  ),
);

/**
 * What the form asks for each kind of document, shared with what the port files: a license has an expiry date;
 * the certificate of insurance has the insurer, the policy number, the coverage and an expiry date; a W-9 nothing.
 */
export function documentDetailsSchema(today: string) {
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('license'), expiresOn: expiryDate(today) }),
    z.object({
      kind: z.literal('insurance'),
      expiresOn: expiryDate(today),
      insurer: requiredText(documentFieldLimits.insurer, documentFieldMessages.insurer),
      policyNumber: requiredText(documentFieldLimits.policyNumber, documentFieldMessages.policyNumber),
      coverageAmount,
    }),
    z.object({ kind: z.literal('w9') }),
  ]);
}
export type DocumentDetails = z.output<ReturnType<typeof documentDetailsSchema>>;

/** The form's inputs: every text field, whichever the kind shows. */
export type DocumentFormValues = {
  kind: VendorDocumentKind;
  expiresOn: string;
  insurer: string;
  policyNumber: string;
  coverageAmount: string;
};
export type DocumentField = Exclude<keyof DocumentFormValues, 'kind'>;

/**
 * The form's starting values: what is on record, so a replacement only changes what the vendor changes. A first
 * renewal starts from the verified document's details but asks for the new expiry date.
 */
export function documentFormValues(
  kind: VendorDocumentKind,
  document: VendorDocument | undefined,
  { newExpiry = false }: { newExpiry?: boolean } = {},
): DocumentFormValues {
  return {
    kind,
    expiresOn: newExpiry ? '' : (document?.expiresOn ?? ''),
    insurer: document?.insurer ?? '',
    policyNumber: document?.policyNumber ?? '',
    coverageAmount: document?.coverageAmount ? String(document.coverageAmount) : '',
  };
}

/** The port's filing for checked details and a checked file. */
export function documentFiling(details: DocumentDetails, file: File, contentType: string): VendorDocumentFiling {
  return {
    kind: details.kind,
    file,
    fileName: file.name,
    contentType,
    expiresOn: details.kind === 'w9' ? null : details.expiresOn,
    insurer: details.kind === 'insurance' ? details.insurer : null,
    policyNumber: details.kind === 'insurance' ? details.policyNumber : null,
    coverageAmount: details.kind === 'insurance' ? details.coverageAmount : null,
  };
}
