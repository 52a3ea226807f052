// Function settings come from env so the same code runs locally and on a hosted project (only the values differ).

/** Settings every payment function reads; see supabase/README.md for the matching secrets. */
export interface FunctionConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  supabaseServiceRoleKey: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  depositPriceId: string;
  siteOrigins: string[];
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Raised when a required variable is missing; handlers turn it into a 500 without leaking names to callers. */
export class ConfigError extends Error {}

const REQUIRED = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_DEPOSIT_PRICE_ID',
  'SITE_ORIGINS',
] as const;

/** Normalises a comma-separated origin list; entries that are not http(s) origins are dropped. */
export function parseOrigins(value: string): string[] {
  const origins = new Set<string>();
  for (const entry of value.split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    try {
      const url = new URL(trimmed);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // An unparsable entry cannot match any origin, so it is ignored rather than failing every request.
    }
  }
  return [...origins];
}

/** Reads and validates the function env through `get` (Deno.env.get in production, a map in tests). */
export function readConfig(get: (name: string) => string | undefined): FunctionConfig {
  const missing = REQUIRED.filter((name) => !get(name)?.trim());
  if (missing.length > 0) throw new ConfigError(`Missing function env: ${missing.join(', ')}`);
  const value = (name: (typeof REQUIRED)[number]) => (get(name) ?? '').trim();

  const siteOrigins = parseOrigins(value('SITE_ORIGINS'));
  if (siteOrigins.length === 0) throw new ConfigError('SITE_ORIGINS lists no valid http(s) origin');

  const host = get('STRIPE_API_HOST')?.trim();
  let stripeApi: FunctionConfig['stripeApi'];
  if (host) {
    const protocol = get('STRIPE_API_PROTOCOL')?.trim() === 'http' ? 'http' : 'https';
    const port = Number(get('STRIPE_API_PORT') ?? (protocol === 'http' ? 80 : 443));
    if (!Number.isInteger(port) || port <= 0) throw new ConfigError('STRIPE_API_PORT is not a port number');
    stripeApi = { host, port, protocol };
  }

  return {
    supabaseUrl: value('SUPABASE_URL'),
    supabaseAnonKey: value('SUPABASE_ANON_KEY'),
    supabaseServiceRoleKey: value('SUPABASE_SERVICE_ROLE_KEY'),
    stripeSecretKey: value('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: value('STRIPE_WEBHOOK_SECRET'),
    depositPriceId: value('STRIPE_DEPOSIT_PRICE_ID'),
    siteOrigins,
    stripeApi,
  };
}
