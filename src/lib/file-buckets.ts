/**
 * The private Storage buckets the app uploads to, with the limits `supabase/config.toml` and the migration that
 * creates each bucket give it (a backend test keeps the three equal), so a form can refuse a wrong file before it
 * is sent; the server refuses it again.
 */
export type FileBucket = {
  readonly id: string;
  /** Largest file in bytes. */
  readonly fileSizeLimit: number;
  readonly allowedMimeTypes: readonly string[];
};

/** Vendors' license, insurance certificate and W-9: PDF or a photo, at most 10 MiB, one folder per vendor. */
export const vendorDocumentsBucket: FileBucket = {
  id: 'vendor-documents',
  fileSizeLimit: 10 * 1024 * 1024,
  allowedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
};

/** How long a signed URL to a private file lives, in seconds: a W-9 carries a tax id, so minutes, never more. */
export const SIGNED_URL_SECONDS = 300;

/** The object name of an owner's file: the first segment is the owner's user id, the folder the policies allow. */
export function ownerObjectPath(ownerId: string, fileName: string): string {
  return `${ownerId}/${fileName}`;
}
