import type { Backend } from '@/lib/backend-context';
import { backendConfigured, getSupabase } from '@/lib/supabase';
import { simulatedVendorAuth } from '@/lib/vendor-auth-browser';
import { createSupabaseVendorAuth } from '@/lib/vendor-auth-supabase';
import { browserOnlyVendorDocuments } from '@/lib/vendor-documents-browser';
import { createSupabaseVendorDocuments } from '@/lib/vendor-documents-supabase';

let parts: Pick<Backend, 'vendorAuth' | 'vendorDocuments'> | undefined;

/**
 * Vendor accounts: invited by an admin and checked by the server, else a simulated sign-in. Their documents live in
 * the server's Storage; browser-only mode has none.
 */
export function vendorParts(): Pick<Backend, 'vendorAuth' | 'vendorDocuments'> {
  parts ??= backendConfigured
    ? { vendorAuth: createSupabaseVendorAuth(getSupabase), vendorDocuments: createSupabaseVendorDocuments(getSupabase) }
    : { vendorAuth: simulatedVendorAuth, vendorDocuments: browserOnlyVendorDocuments };
  return parts;
}
