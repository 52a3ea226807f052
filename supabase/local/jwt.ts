import { randomBytes } from 'node:crypto';
import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

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

/**
 * What a project keeps to sign and recognise tokens and keys, persisted in `.local/secrets.json`:
 * - `signingKey`: the asymmetric key user sessions are signed with (ES256, P-256, as a project created today:
 *   supabase.com/docs/guides/auth/signing-keys), its public half served as the JWKS;
 * - `jwtSecret`: the legacy HS256 secret, which still verifies the legacy `anon` and `service_role` keys and
 *   tokens signed before the switch;
 * - `publishableKey` / `secretKey`: the `sb_publishable_…` and `sb_secret_…` API keys, which are not JWTs
 *   (supabase.com/docs/guides/api/api-keys).
 */
export type ProjectSecrets = {
  jwtSecret: string;
  signingKey: JWK & { kid: string };
  publishableKey: string;
  secretKey: string;
};

/** A fresh random HS256 secret (at least 32 characters, like Supabase's). */
function generateJwtSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** New project secrets: an ES256 signing key with a random kid, the legacy secret and the two API keys. */
export async function generateProjectSecrets(): Promise<ProjectSecrets> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(16).toString('hex') };
  return {
    jwtSecret: generateJwtSecret(),
    signingKey,
    publishableKey: `sb_publishable_${randomBytes(18).toString('base64url')}`,
    secretKey: `sb_secret_${randomBytes(18).toString('base64url')}`,
  };
}

/** True for an `sb_…` API key (publishable or secret): not a JWT, so never verified as one. */
export function isOpaqueApiKey(value: string): boolean {
  return value.startsWith('sb_');
}

/**
 * The JSON Web Key Set served at /auth/v1/.well-known/jwks.json: the public half of the signing key with `use: sig`
 * and `key_ops: [verify]`, and never the HS256 secret (supabase/auth internal/api/jwks.go WellKnownJwks,
 * internal/conf/jwk.go).
 */
export function publicJwks(secrets: ProjectSecrets): { keys: JWK[] } {
  const { kty, crv, x, y, kid } = secrets.signingKey;
  return { keys: [{ kty, crv, x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }] };
}

type Keys = { signing: CryptoKey; verifying: CryptoKey; kid: string; secret: Uint8Array };
const keyCache = new WeakMap<ProjectSecrets, Promise<Keys>>();

function keysOf(secrets: ProjectSecrets): Promise<Keys> {
  let keys = keyCache.get(secrets);
  if (!keys) {
    keys = (async () => {
      const { d: _private, ...publicKey } = secrets.signingKey;
      return {
        signing: (await importJWK(secrets.signingKey, 'ES256')) as CryptoKey,
        verifying: (await importJWK(publicKey, 'ES256')) as CryptoKey,
        kid: secrets.signingKey.kid,
        secret: new TextEncoder().encode(secrets.jwtSecret),
      };
    })();
    keyCache.set(secrets, keys);
  }
  return keys;
}

/** Signs `claims` with the project's ES256 signing key (header `kid`), valid for `expiresInSeconds`. */
export async function signJwt(
  secrets: ProjectSecrets,
  claims: Claims,
  expiresInSeconds: number,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  const keys = await keysOf(secrets);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: keys.kid })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(keys.signing);
}

/**
 * Verifies signature and expiry the way a project in the middle of the signing-key migration does (the Supabase
 * CLI's functions gateway, verifyHybridJWT): ES256 against the signing key's kid, HS256 against the legacy secret.
 * Returns the claims or null.
 */
export async function verifyJwt(secrets: ProjectSecrets, token: string): Promise<Claims | null> {
  try {
    const keys = await keysOf(secrets);
    const header = decodeProtectedHeader(token);
    const { payload } =
      header.alg === 'HS256'
        ? await jwtVerify(token, keys.secret, { algorithms: ['HS256'] })
        : header.alg === 'ES256' && header.kid === keys.kid
          ? await jwtVerify(token, keys.verifying, { algorithms: ['ES256'] })
          : { payload: null };
    if (typeof payload?.role !== 'string') return null;
    return payload as Claims;
  } catch {
    return null;
  }
}

// The legacy keys are stable for a given secret (like a hosted project's), so an app built with them keeps working
// across restarts: fixed issue time 2026-01-01, ten years of validity.
const API_KEY_ISSUED_AT = 1767225600;
const API_KEY_LIFETIME = 10 * 365 * 24 * 3600;

/** A long-lived JWT of a bare role, signed with the signing key: what a gateway hands on for a request with an API key. */
export function roleToken(secrets: ProjectSecrets, role: 'anon' | 'service_role'): Promise<string> {
  return signJwt(secrets, { role, iss: 'supabase-local' }, API_KEY_LIFETIME, API_KEY_ISSUED_AT);
}

/**
 * The legacy `anon` and `service_role` keys: HS256 JWTs signed with the legacy secret, which keep working until the
 * project turns them off (supabase.com/docs/guides/api/api-keys).
 */
export async function legacyApiKeys(secrets: ProjectSecrets): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const secret = new TextEncoder().encode(secrets.jwtSecret);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-local', role, ref: 'local' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(API_KEY_ISSUED_AT)
      .setExpirationTime(API_KEY_ISSUED_AT + API_KEY_LIFETIME)
      .sign(secret);
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}
