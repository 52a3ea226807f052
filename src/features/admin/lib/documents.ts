import type { BadgeTone } from '@/components/ui';
import type { AdminDocumentState, AdminVendorDocument, VendorCompliance } from '@/lib/submissions';
import { vendorDocumentKinds, type VendorDocumentKind } from '@/lib/vendor-documents';
import { adminCopy } from '../content';

const tones: Record<AdminDocumentState, BadgeTone> = {
  missing: 'grey',
  pending: 'yellow',
  verified: 'green',
  rejected: 'red',
  expiring: 'orange',
  expired: 'red',
};

/** Label and badge colour of a document's state; the label carries the meaning, the colour repeats it. */
export function documentStateDisplay(state: AdminDocumentState): { label: string; tone: BadgeTone } {
  return { label: adminCopy.documents.states[state], tone: tones[state] };
}

/** The three documents in the order the vendor files them, each with its record or none (missing). */
export function documentsByKind(compliance: VendorCompliance): Array<{ kind: VendorDocumentKind; document: AdminVendorDocument | null }> {
  return vendorDocumentKinds.map((kind) => ({ kind, document: compliance.documents.find((item) => item.kind === kind) ?? null }));
}

/**
 * What the page knows of an approved vendor's documents: no server to keep them, still loading, unreadable, no
 * portal account yet, or the documents.
 */
export type DocumentsView =
  | { kind: 'needsServer' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'noAccount' }
  | { kind: 'ready'; compliance: VendorCompliance };
