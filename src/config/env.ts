import { adminPasswordHashPattern, adminPasswordMinIterations } from '@/lib/admin-auth';
import { serverKeyKind } from './api-key';
import { isHttpOrigin } from './site-origin';

/**
 * Build-time settings, validated once at start-up. A missing or malformed variable fails here with one clear
 * message instead of somewhere deep in a feature. `.env.example` lists every variable.
 *
 * Plain checks rather than a schema library: every page loads this module first, and the marketing pages have no
 * other use for one (the first-load JavaScript budget of the web-vitals work).
 */
export type Env = {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  VITE_STRIPE_DEPOSIT_PRICE_ID?: string;
  /** The separate owner sign-up host: where 'Reserve My Spot' opens `/signup`. Unset: this site's own /signup. */
  VITE_SIGNUP_ORIGIN?: string;
  VITE_ADMIN_EMAIL?: string;
  VITE_ADMIN_PASSWORD_HASH?: string;
};

/** A check of one set value: the problem with it, or null when it is fine. */
type Check = (value: string) => string | null;

const httpUrl: Check = (value) => {
  try {
    return /^https?:$/.test(new URL(value).protocol) ? null : 'must be an http(s) URL';
  } catch {
    return 'must be an http(s) URL';
  }
};

const origin: Check = (value) =>
  isHttpOrigin(value) ? null : 'must be an http(s) origin with no path, such as https://app.doorkeep.com';

// The same shape as the sign-in form's check: something@something.tld, no spaces.
const email: Check = (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'must be an e-mail address');

const adminPasswordHash: Check = (value) => {
  const match = adminPasswordHashPattern.exec(value);
  if (!match) return 'must be pbkdf2-sha256:<iterations>:<salt>:<hash> as printed by `npm run admin:hash -- <password>`';
  if (Number(match[1]) < adminPasswordMinIterations) {
    return `needs at least ${adminPasswordMinIterations} PBKDF2 iterations; make it with \`npm run admin:hash -- <password>\``;
  }
  return null;
};

/**
 * The key every visitor's browser holds: a publishable key, or a legacy `anon` key while the project keeps those.
 * A secret key (or the legacy `service_role` key) bypasses row-level security, so a build that ships one stops here.
 */
const publishableKey: Check = (value) => {
  const kind = serverKeyKind(value);
  if (!kind) return null;
  return `is ${kind === 'secret key' ? 'a' : 'the'} ${kind}; use the publishable key (sb_publishable_…) of Settings → API Keys`;
};

const checks: Record<keyof Env, Check> = {
  VITE_SUPABASE_URL: httpUrl,
  VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey,
  VITE_STRIPE_DEPOSIT_PRICE_ID: () => null,
  VITE_SIGNUP_ORIGIN: origin,
  VITE_ADMIN_EMAIL: email,
  VITE_ADMIN_PASSWORD_HASH: adminPasswordHash,
};

/** A set value, trimmed; blank counts as unset. */
function textValue(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed ? trimmed : undefined;
}

/** Parses raw `import.meta.env`-like values; exported for tests. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, check] of Object.entries(checks)) {
    const value = textValue(raw[name]);
    if (value === undefined) continue;
    const problem = check(value);
    if (problem) problems.push(`${name}: ${problem}`);
    else parsed[name] = value;
  }
  if (problems.length > 0) {
    throw new Error(`Invalid environment settings:\n${problems.join('\n')}\nSee .env.example.`);
  }
  return parsed as Env;
}

export const env = parseEnv(import.meta.env);
