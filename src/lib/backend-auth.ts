import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import type { AuthPort } from '@/lib/auth/port';
import { supabaseAuth } from '@/lib/auth/supabase-auth';
import { backendConfigured } from '@/lib/supabase';

/**
 * The composition root's auth choice, in a module of its own: every page needs it at once (the AuthProvider reads
 * the session), while the rest of `@/lib/backend` (browser collections, their schemas) is for pages with forms.
 * Features take it from `@/lib/backend`, which re-exports it.
 */
export const auth: AuthPort = backendConfigured ? supabaseAuth : browserOnlyAuth;
