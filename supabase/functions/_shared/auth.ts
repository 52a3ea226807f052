// Who is calling: a signed-in user's session JWT, verified against the project's signing keys, or a server holding a
// secret key. Nothing is trusted because it decodes.
import { HttpError } from './http.ts';
import type { ProjectDeps } from './deps.ts';

/** The signed-in caller, as their verified session says. */
export interface Caller {
  id: string;
  email: string | null;
  appMetadata: Record<string, unknown>;
  accessToken: string;
}

/**
 * The caller a session JWT names, or null when it is no valid session. supabase-js's `auth.getClaims` verifies an
 * ES256/RS256 session against the JWKS (SUPABASE_JWKS first, /auth/v1/.well-known/jwks.json for a key it does not
 * hold) and asks Auth (`getUser`) about a legacy HS256 one (auth-js GoTrueClient getClaims). A token without a user
 * (`sub`), such as an API key's, is no caller.
 */
export async function verifySession(deps: ProjectDeps, accessToken: string): Promise<Caller | null> {
  let answer: Awaited<ReturnType<typeof deps.admin.auth.getClaims>>;
  try {
    answer = await deps.admin.auth.getClaims(accessToken, deps.config.jwks ? { jwks: deps.config.jwks } : {});
  } catch {
    // getClaims throws, rather than answers, for a token it cannot even check (an unknown alg under a known kid).
    return null;
  }
  const { data, error } = answer;
  if (isAuthOutage(error)) throw error;
  const claims = data?.claims;
  if (error || typeof claims?.sub !== 'string' || claims.role !== 'authenticated') return null;
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' && claims.email ? claims.email : null,
    appMetadata: (claims.app_metadata as Record<string, unknown> | undefined) ?? {},
    accessToken,
  };
}

/** An unreachable Auth server is our failure (500), not the caller's; any other Auth error means a bad token. */
export function isAuthOutage(error: { name?: string; status?: number } | null | undefined): error is Error {
  return Boolean(error && (error.name === 'AuthRetryableFetchError' || (error.status ?? 0) >= 500));
}

/** The token of `Authorization: Bearer <token>`, or a 401. */
export function requireBearerToken(req: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec((req.headers.get('Authorization') ?? '').trim());
  if (!match) throw new HttpError(401, 'Missing bearer token');
  return match[1];
}

/** Returns the signed-in caller of a request (`Authorization: Bearer <session>`) or throws a 401. */
export async function requireCaller(req: Request, deps: ProjectDeps): Promise<Caller> {
  const caller = await verifySession(deps, requireBearerToken(req));
  if (!caller) throw new HttpError(401, 'Invalid or expired token');
  return caller;
}

/** Compares two strings in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

/**
 * True when the request carries one of the project's secret keys in `apikey`, as a scheduler's pg_net call or a
 * server sends it: secret keys are not JWTs and go in `apikey`, never in Authorization
 * (supabase.com/docs/guides/api/api-keys; "Migrating to publishable and secret API keys", pg_net).
 */
export function carriesSecretKey(req: Request, secretKeys: readonly string[]): boolean {
  const sent = req.headers.get('apikey') ?? '';
  return sent !== '' && secretKeys.some((key) => sameSecret(sent, key));
}
