import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import { supabaseAuth } from '@/lib/auth/supabase-auth';
import type { Backend } from '@/lib/backend-context';
import { backendConfigured } from '@/lib/supabase';

/** Accounts: the Supabase project's Auth when one is configured, else browser-only (nobody can sign in). */
export const authPart = (): Pick<Backend, 'auth'> => ({ auth: backendConfigured ? supabaseAuth : browserOnlyAuth });
