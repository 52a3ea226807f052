// Function settings come from env so the same code runs locally and on a hosted project (only the values differ).
import type { JWK } from '@supabase/supabase-js';

/**
 * What every function reads of its project, from the variables the hosted runtime provides itself
 * (supabase.com/docs/guides/functions/secrets): `SUPABASE_PUBLISHABLE_KEYS` and `SUPABASE_SECRET_KEYS` are JSON maps
 * of the project's keys by name (the first ones are named `default`), `SUPABASE_JWKS` the public keys user sessions
 * are signed with; plus our `SITE_ORIGINS`.
 */
export interface ProjectConfig {
  supabaseUrl: string;
  /** The `default` publishable key: clients acting as a signed-in caller, under RLS. */
  publishableKey: string;
  /** The `default` secret key: the service-role client. */
  secretKey: string;
  /** Every secret key of the project, any of which a scheduler or server may call with. */
  secretKeys: string[];
  /** The JWKS to verify sessions with, without a request (a missing or unknown kid is fetched from Auth). */
  jwks?: { keys: JWK[] };
  siteOrigins: string[];
}

/** Settings of the payment functions: the project's, and Stripe's; see supabase/README.md for the secrets. */
export interface FunctionConfig extends ProjectConfig {
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  depositPriceId: string;
  siteOrigins: string[];
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Raised when a required variable is missing; handlers turn it into a 500 without leaking names to callers. */
export class ConfigError extends Error {}

const PROJECT_REQUIRED = ['SUPABASE_URL', 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS', 'SITE_ORIGINS'] as const;
const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_DEPOSIT_PRICE_ID'] as const;

type Get = (name: string) => string | undefined;

function requireSet(get: Get, names: readonly string[]): void {
  const missing = names.filter((name) => !get(name)?.trim());
  if (missing.length > 0) throw new ConfigError(`Missing function env: ${missing.join(', ')}`);
}

/** The keys of a `{ "<name>": "<key>" }` map such as SUPABASE_SECRET_KEYS, `default` first. */
function keyMap(get: Get, name: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(get(name) ?? '');
  } catch {
    throw new ConfigError(`${name} is not a JSON object of keys`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError(`${name} is not a JSON object of keys`);
  const entries = Object.entries(parsed as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  entries.sort(([a], [b]) => Number(b === 'default') - Number(a === 'default'));
  if (entries.length === 0) throw new ConfigError(`${name} holds no key`);
  return entries.map(([, key]) => key.trim());
}

/** SUPABASE_JWKS as `{ keys }` (it may also be a bare array); undefined when unset or malformed. */
function readJwks(get: Get): ProjectConfig['jwks'] {
  try {
    const parsed = JSON.parse(get('SUPABASE_JWKS') ?? '') as unknown;
    const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown })?.keys;
    return Array.isArray(keys) ? { keys: keys as JWK[] } : undefined;
  } catch {
    return undefined;
  }
}

/** Reads and validates the project env through `get` (Deno.env.get in production, a map in tests). */
export function readProjectConfig(get: Get): ProjectConfig {
  requireSet(get, PROJECT_REQUIRED);
  const siteOrigins = parseOrigins(get('SITE_ORIGINS') ?? '');
  if (siteOrigins.length === 0) throw new ConfigError('SITE_ORIGINS lists no valid http(s) origin');
  const secretKeys = keyMap(get, 'SUPABASE_SECRET_KEYS');
  return {
    supabaseUrl: (get('SUPABASE_URL') ?? '').trim(),
    publishableKey: keyMap(get, 'SUPABASE_PUBLISHABLE_KEYS')[0]!,
    secretKey: secretKeys[0]!,
    secretKeys,
    jwks: readJwks(get),
    siteOrigins,
  };
}

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

/** Reads and validates the payment functions' env: the project's, then Stripe's. */
export function readConfig(get: Get): FunctionConfig {
  const project = readProjectConfig(get);
  requireSet(get, STRIPE_REQUIRED);
  const value = (name: (typeof STRIPE_REQUIRED)[number]) => (get(name) ?? '').trim();

  const host = get('STRIPE_API_HOST')?.trim();
  let stripeApi: FunctionConfig['stripeApi'];
  if (host) {
    const protocol = get('STRIPE_API_PROTOCOL')?.trim() === 'http' ? 'http' : 'https';
    const port = Number(get('STRIPE_API_PORT') ?? (protocol === 'http' ? 80 : 443));
    if (!Number.isInteger(port) || port <= 0) throw new ConfigError('STRIPE_API_PORT is not a port number');
    stripeApi = { host, port, protocol };
  }

  return {
    ...project,
    stripeSecretKey: value('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: value('STRIPE_WEBHOOK_SECRET'),
    depositPriceId: value('STRIPE_DEPOSIT_PRICE_ID'),
    stripeApi,
  };
}
