import { env } from '@/config/env';
import { createBrowserAdminAuth } from '@/lib/admin-auth-browser';
import { createSupabaseAdminAuth } from '@/lib/admin-auth-supabase';
import { createAdminSessionStore } from '@/lib/admin-session';
import type { Backend } from '@/lib/backend-context';
import { createBrowserAdminData } from '@/lib/submissions/browser-admin-data';
import { createSupabaseAdminData } from '@/lib/submissions/supabase-admin-data';
import { sendVendorInvite } from '@/lib/submissions/supabase-vendor-invite';
import { backendConfigured, getSupabase } from '@/lib/supabase';

let parts: Pick<Backend, 'adminAuth' | 'adminData'> | undefined;

function createAdminParts(): Pick<Backend, 'adminAuth' | 'adminData'> {
  if (backendConfigured) {
    // The server's tables, read and decided on with the admin's own token; approvals send the vendor's invite.
    return {
      adminAuth: createSupabaseAdminAuth({ client: getSupabase }),
      adminData: createSupabaseAdminData({ client: getSupabase, inviteVendor: sendVendorInvite }),
    };
  }
  // The browser-only admin: a build-time credential over this browser's collections.
  const session = createAdminSessionStore();
  return {
    adminAuth: createBrowserAdminAuth({ settings: { email: env.VITE_ADMIN_EMAIL, passwordHash: env.VITE_ADMIN_PASSWORD_HASH } }),
    adminData: createBrowserAdminData({ signedInAdmin: () => session.read()?.email ?? null }),
  };
}

/** The admin gate and the admin's data; only the admin route loads this module. */
export function adminParts(): Pick<Backend, 'adminAuth' | 'adminData'> {
  parts ??= createAdminParts();
  return parts;
}
