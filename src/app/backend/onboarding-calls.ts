import type { Backend } from '@/lib/backend-context';
import { browserOnlyOnboardingCalls } from '@/lib/onboarding-calls-browser';
import { createSupabaseOnboardingCalls } from '@/lib/onboarding-calls-supabase';
import { backendConfigured, getSupabase } from '@/lib/supabase';

let parts: Pick<Backend, 'onboardingCalls'> | undefined;

/** Onboarding calls: the server's slots and bookings, or a port that says booking needs the server. */
export function onboardingCallsParts(): Pick<Backend, 'onboardingCalls'> {
  parts ??= { onboardingCalls: backendConfigured ? createSupabaseOnboardingCalls(getSupabase) : browserOnlyOnboardingCalls };
  return parts;
}
