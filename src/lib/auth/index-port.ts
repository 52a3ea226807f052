import { backendConfigured } from '@/lib/supabase';
import { browserOnlyAuth, type AuthPort } from './port';
import { supabaseAuth } from './supabase-auth';

/** The auth adapter of this build: the Supabase project when one is configured, else browser-only. */
export const auth: AuthPort = backendConfigured ? supabaseAuth : browserOnlyAuth;
