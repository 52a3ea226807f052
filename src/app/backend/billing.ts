import type { Backend } from '@/lib/backend-context';
import { browserOnlyBilling, browserOnlyOwnerBilling } from '@/lib/billing-browser';
import { connectSupabaseBilling } from '@/lib/billing-supabase';
import { backendConfigured } from '@/lib/supabase';

let parts: Pick<Backend, 'billing' | 'ownerBilling'> | undefined;

/** The deposit checkout and the owner's payments: the project's functions and views, else nothing to pay or read. */
export function billingParts(): Pick<Backend, 'billing' | 'ownerBilling'> {
  parts ??= backendConfigured ? connectSupabaseBilling() : { billing: browserOnlyBilling, ownerBilling: browserOnlyOwnerBilling };
  return parts;
}
