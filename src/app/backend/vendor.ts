import type { Backend } from '@/lib/backend-context';
import { backendConfigured, getSupabase } from '@/lib/supabase';
import { simulatedVendorAuth } from '@/lib/vendor-auth-browser';
import { createSupabaseVendorAuth } from '@/lib/vendor-auth-supabase';

let parts: Pick<Backend, 'vendorAuth'> | undefined;

/** Vendor accounts: invited by an admin and checked by the server, else a simulated sign-in. */
export function vendorParts(): Pick<Backend, 'vendorAuth'> {
  parts ??= { vendorAuth: backendConfigured ? createSupabaseVendorAuth(getSupabase) : simulatedVendorAuth };
  return parts;
}
