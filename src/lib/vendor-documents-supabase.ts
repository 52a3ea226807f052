import type { DatabaseClient } from '@/lib/supabase';
import { todayIsoDate } from './dates';
import { asSignedInUser, withSignal } from './supabase';
import { SIGNED_URL_SECONDS, ownerObjectPath, vendorDocumentsBucket } from './file-buckets';
import {
  RENEWAL_WINDOW_DAYS,
  VendorDocumentError,
  vendorDocumentKinds,
  vendorDocumentMessages,
  type VendorDocument,
  type VendorDocumentKind,
  type VendorDocumentReview,
  type VendorDocumentsPort,
} from './vendor-documents';

/** The file-name ending each accepted type is stored under. */
const extensions: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

type StorageFailure = { name?: string; status?: number; statusCode?: string; message?: string };

/**
 * Storage's refusal of an upload in plain words. Hosted Storage answers object errors with HTTP 400 and the error's
 * own status as a string in the body's `statusCode` (storage src/internal/errors/storage-error.ts), which
 * storage-js keeps as StorageApiError.statusCode; a request that got no answer is a StorageUnknownError.
 */
export function storageRefusalMessage(error: StorageFailure): string {
  const code = error.statusCode ?? String(error.status ?? '');
  if (code === '413') return vendorDocumentMessages.tooLarge;
  if (code === '415') return vendorDocumentMessages.wrongType;
  if (code === '401' || code === 'InvalidJWT' || /jwt/i.test(error.message ?? '')) return vendorDocumentMessages.signedOut;
  if (code === '403') return vendorDocumentMessages.locked;
  if (error.name === 'StorageUnknownError') return vendorDocumentMessages.offline;
  return vendorDocumentMessages.unexpected;
}

const isKind = (kind: string): kind is VendorDocumentKind => (vendorDocumentKinds as readonly string[]).includes(kind);
const isReview = (status: string): status is VendorDocumentReview => ['pending', 'verified', 'rejected'].includes(status);

const documentColumns =
  'kind, status, storage_path, expires_on, rejection_reason, file_name, insurer, policy_number, coverage_amount, updated_at';

/** Whether a verified document's renewal may be filed today: it expires within 30 days or has expired. */
function renewable(expiresOn: string | null): boolean {
  if (!expiresOn) return false;
  const days = (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${todayIsoDate()}T00:00:00Z`)) / 86_400_000;
  return days <= RENEWAL_WINDOW_DAYS;
}

/**
 * The backend adapter of the documents port: files go to the private vendor-documents bucket under the vendor's own
 * folder through supabase-js Storage, and the record of each is the vendor's row in public.vendor_documents. RLS and
 * the storage.objects policies keep each vendor to their own folder and rows, and a verified document fixed.
 */
export function createSupabaseVendorDocuments(
  getClient: () => Promise<DatabaseClient | null> | DatabaseClient | null,
): VendorDocumentsPort {
  async function signedIn(): Promise<{ supabase: DatabaseClient; userId: string; token: string; applicationId: string }> {
    const supabase = await getClient();
    if (!supabase) throw new VendorDocumentError(vendorDocumentMessages.signedOut);
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    if (!session) throw new VendorDocumentError(vendorDocumentMessages.signedOut);
    const applicationId = session.user.app_metadata?.application_id;
    return {
      supabase,
      userId: session.user.id,
      token: session.access_token,
      applicationId: typeof applicationId === 'string' ? applicationId : '',
    };
  }

  /** The vendor's records of `kind`: the verified one (in force) and the one that is not (a filing or a renewal). */
  async function recordsOf(kind: VendorDocumentKind) {
    const { supabase, token } = await signedIn();
    const { data, error } = await asSignedInUser(
      supabase.from('vendor_documents').select('id, storage_path, status, expires_on'),
      token,
    ).eq('kind', kind);
    if (error) throw new VendorDocumentError(vendorDocumentMessages.unexpected);
    return { verified: data.find((row) => row.status === 'verified'), open: data.find((row) => row.status !== 'verified') };
  }

  return {
    configured: true,
    async list(signal) {
      const { supabase, token, applicationId } = await signedIn();
      const [documents, application] = await Promise.all([
        withSignal(asSignedInUser(supabase.from('vendor_documents').select(documentColumns), token), signal),
        withSignal(
          asSignedInUser(supabase.from('vendor_applications').select('license_number'), token).eq('client_id', applicationId),
          signal,
        ).maybeSingle(),
      ]);
      if (documents.error || application.error) {
        throw new VendorDocumentError(
          documents.error?.code === 'PGRST301' ? vendorDocumentMessages.signedOut : vendorDocumentMessages.unexpected,
        );
      }
      const rows: VendorDocument[] = [];
      for (const row of documents.data) {
        if (!isKind(row.kind) || !isReview(row.status)) continue;
        rows.push({
          kind: row.kind,
          review: row.status,
          expiresOn: row.expires_on,
          rejectionReason: row.rejection_reason,
          fileName: row.file_name,
          insurer: row.insurer,
          policyNumber: row.policy_number,
          coverageAmount: row.coverage_amount,
          filedAt: row.updated_at,
        });
      }
      return { licenseNumber: application.data?.license_number ?? '', documents: rows };
    },

    async file(filing) {
      const { supabase, userId, token } = await signedIn();
      const { verified, open: existing } = await recordsOf(filing.kind);
      // Beside a verified document only its renewal may be filed, once it expires within the reminder window (the
      // server's insert policy says the same).
      if (verified && !existing && !renewable(verified.expires_on)) throw new VendorDocumentError(vendorDocumentMessages.locked);
      // A new object per filing: the file on record stays whole until the record points at the new one.
      const extension = extensions[filing.contentType] ?? 'bin';
      const path = ownerObjectPath(userId, `${filing.kind}-${Date.now()}.${extension}`);
      const bucket = supabase.storage.from(vendorDocumentsBucket.id);
      const upload = await bucket.upload(path, filing.file, { contentType: filing.contentType, upsert: false });
      if (upload.error) throw new VendorDocumentError(storageRefusalMessage(upload.error as StorageFailure));

      const details = {
        storage_path: path,
        file_name: filing.fileName.slice(0, 255) || null,
        expires_on: filing.expiresOn,
        insurer: filing.insurer,
        policy_number: filing.policyNumber,
        coverage_amount: filing.coverageAmount,
      };
      const table = supabase.from('vendor_documents');
      const saved = existing
        ? await asSignedInUser(table.update(details).eq('id', existing.id).neq('status', 'verified').select('id'), token)
        : await asSignedInUser(table.insert({ vendor_id: userId, kind: filing.kind, ...details }).select('id'), token);
      if (saved.error || saved.data.length === 0) {
        await bucket.remove([path]).catch(() => undefined);
        const refused = !saved.error || saved.error.code === '42501';
        throw new VendorDocumentError(refused ? vendorDocumentMessages.locked : vendorDocumentMessages.unexpected);
      }
      // The replaced file (never a verified one) is no longer on record; removing it is tidying, and a failure leaves
      // only an orphan.
      if (existing && existing.storage_path !== path) await bucket.remove([existing.storage_path]).catch(() => undefined);
    },

    async signedUrl(kind, renewal = false) {
      const { supabase } = await signedIn();
      const { verified, open } = await recordsOf(kind);
      const existing = renewal ? (verified ? open : undefined) : (verified ?? open);
      if (!existing) throw new VendorDocumentError(vendorDocumentMessages.missingFile);
      const { data, error } = await supabase.storage
        .from(vendorDocumentsBucket.id)
        .createSignedUrl(existing.storage_path, SIGNED_URL_SECONDS);
      if (error || !data) throw new VendorDocumentError(storageRefusalMessage((error ?? {}) as StorageFailure));
      return data.signedUrl;
    },
  };
}
