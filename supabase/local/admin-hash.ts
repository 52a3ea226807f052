// Makes the browser-only admin gate's VITE_ADMIN_PASSWORD_HASH value:
//   npm run admin:hash -- '<password>'
// PBKDF2-HMAC-SHA-256 with a random 16-byte salt and OWASP's 600,000 iterations, in the format the gate reads
// (src/lib/admin-auth.ts): pbkdf2-sha256:<iterations>:<salt base64url>:<hash base64url>.
import { pbkdf2, randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** OWASP Password Storage Cheat Sheet's figure for PBKDF2-HMAC-SHA-256 (the gate refuses fewer). */
export const ADMIN_HASH_ITERATIONS = 600_000;

const pbkdf2Async = promisify(pbkdf2);

/** The `VITE_ADMIN_PASSWORD_HASH` value for `password`; `iterations` and `salt` are for tests only. */
export async function adminPasswordHash(
  password: string,
  { iterations = ADMIN_HASH_ITERATIONS, salt = randomBytes(16) }: { iterations?: number; salt?: Buffer } = {},
): Promise<string> {
  if (salt.length !== 16) throw new Error('The salt must be 16 bytes');
  const hash = await pbkdf2Async(password, salt, iterations, 32, 'sha256');
  return `pbkdf2-sha256:${iterations}:${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

async function main(args: string[]): Promise<void> {
  const password = args[0];
  if (!password || args.length > 1) {
    console.error(
      "Usage: npm run admin:hash -- '<password>'   (quote it; prints VITE_ADMIN_PASSWORD_HASH=…)",
    );
    process.exitCode = 1;
    return;
  }
  console.info(`VITE_ADMIN_PASSWORD_HASH=${await adminPasswordHash(password)}`);
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  await main(process.argv.slice(2));
}
