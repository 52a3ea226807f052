import type { Backend } from '@/lib/backend-context';
import { browserOnlyProperties } from '@/lib/properties-browser';
import { createSupabaseProperties } from '@/lib/properties-supabase';
import { backendConfigured, getSupabase } from '@/lib/supabase';

let parts: Pick<Backend, 'properties'> | undefined;

/** The owner's property profile: their rows on the server, else this browser's storage. */
export function propertiesParts(): Pick<Backend, 'properties'> {
  parts ??= { properties: backendConfigured ? createSupabaseProperties(getSupabase) : browserOnlyProperties };
  return parts;
}
