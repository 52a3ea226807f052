import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Claims the local stack puts in (and reads from) a Supabase-shaped JWT. */
export type Claims = JWTPayload & {
  role: string;
  sub?: string;
  email?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  is_anonymous?: boolean;
};

/** Lifetime of user access tokens, as on hosted (jwt_expiry = 3600). */
export const ACCESS_TOKEN_SECONDS = 3600;

/** A fresh random HS256 secret (at least 32 characters, like Supabase's). */
export function generateJwtSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Signs `claims` with HS256, valid for `expiresInSeconds` from `issuedAt` (default now). */
export async function signJwt(
  secret: string,
  claims: Claims,
  expiresInSeconds: number,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

// API keys are stable for a given secret (like a hosted project's), so an app built with them keeps working
// across restarts: fixed issue time 2026-01-01, ten years of validity.
const API_KEY_ISSUED_AT = 1767225600;
const API_KEY_LIFETIME = 10 * 365 * 24 * 3600;

/** Verifies signature and expiry; returns the claims or null. */
export async function verifyJwt(secret: string, token: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return null;
    return payload as Claims;
  } catch {
    return null;
  }
}

/** The anon and service_role API keys for `secret`. */
export async function createApiKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const iss = 'supabase-local';
  return {
    anonKey: await signJwt(secret, { iss, role: 'anon', ref: 'local' }, API_KEY_LIFETIME, API_KEY_ISSUED_AT),
    serviceRoleKey: await signJwt(secret, { iss, role: 'service_role', ref: 'local' }, API_KEY_LIFETIME, API_KEY_ISSUED_AT),
  };
}
