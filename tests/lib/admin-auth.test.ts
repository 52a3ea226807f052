import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminPasswordMinIterations } from '@/lib/admin-auth';
import {
  checkAdminCredential,
  createBrowserAdminAuth,
  parseAdminPasswordHash,
} from '@/lib/admin-auth-browser';
import { ADMIN_HASH_ITERATIONS, adminPasswordHash } from '../../supabase/local/admin-hash';

const password = 'correct horse battery staple';
// Unit tests use a cheap work factor through the injectable minimum; the shipped default stays 600,000.
const testIterations = 1_000;
const passwordHash = await adminPasswordHash(password, { iterations: testIterations });
const settings = { email: 'Admin@DoorKeep.test', passwordHash };
const check = (
  email: string,
  pass: string,
  given: typeof settings | { email?: string; passwordHash?: string } = settings,
) => checkAdminCredential(email, pass, given, testIterations);

describe('admin password hash (npm run admin:hash)', () => {
  it("uses OWASP's 600,000 PBKDF2-SHA-256 iterations, a random 16-byte salt and a 32-byte hash", async () => {
    expect(ADMIN_HASH_ITERATIONS).toBe(600_000);
    expect(adminPasswordMinIterations).toBe(600_000);
    const first = await adminPasswordHash(password, { iterations: testIterations });
    const second = await adminPasswordHash(password, { iterations: testIterations });
    expect(first).toMatch(/^pbkdf2-sha256:1000:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{43}$/);
    // Random salt: the same password never gives the same value twice.
    expect(first).not.toBe(second);
    const [, iterations, salt, hash] = first.split(':');
    const expected = pbkdf2Sync(password, Buffer.from(salt, 'base64url'), Number(iterations), 32, 'sha256');
    expect(hash).toBe(expected.toString('base64url'));
  });

  it("is accepted by the browser's Web Crypto check at the shipped 600,000 iterations", async () => {
    const shipped = await adminPasswordHash(password);
    expect(shipped.startsWith('pbkdf2-sha256:600000:')).toBe(true);
    expect(
      await checkAdminCredential('admin@doorkeep.test', password, {
        email: settings.email,
        passwordHash: shipped,
      }),
    ).toBe(true);
    expect(
      await checkAdminCredential('admin@doorkeep.test', 'wrong', {
        email: settings.email,
        passwordHash: shipped,
      }),
    ).toBe(false);
  });
});

describe('admin credential check', () => {
  it('accepts the matching pair (e-mail case-insensitive) and nothing else', async () => {
    expect(await check('admin@doorkeep.test', password)).toBe(true);
    expect(await check(' ADMIN@doorkeep.test ', password)).toBe(true);
    expect(await check('admin@doorkeep.test', 'wrong')).toBe(false);
    expect(await check('other@doorkeep.test', password)).toBe(false);
    // The stored value is not a password.
    expect(await check('admin@doorkeep.test', passwordHash)).toBe(false);
    expect(await check('admin@doorkeep.test', password, { email: settings.email })).toBe(false);
  });

  it('refuses a hash below 600,000 iterations unless a lower minimum is injected', async () => {
    expect(await checkAdminCredential('admin@doorkeep.test', password, settings)).toBe(false);
    expect(parseAdminPasswordHash(passwordHash)).toBeUndefined();
    expect(parseAdminPasswordHash(passwordHash, testIterations)?.iterations).toBe(testIterations);
  });

  it('refuses malformed values and the retired unsalted SHA-256', async () => {
    const [, , salt, hash] = passwordHash.split(':');
    for (const value of [
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      `pbkdf2-sha1:${testIterations}:${salt}:${hash}`,
      `pbkdf2-sha256:${testIterations}:${salt}`,
      `pbkdf2-sha256:0:${salt}:${hash}`,
      `pbkdf2-sha256$${testIterations}$${salt}$${hash}`,
    ]) {
      expect(parseAdminPasswordHash(value, 1), value).toBeUndefined();
      expect(await check('admin@doorkeep.test', password, { ...settings, passwordHash: value }), value).toBe(
        false,
      );
    }
  });
});

describe('browser-only admin auth', () => {
  it('keeps the session in sessionStorage until sign-out', async () => {
    const auth = createBrowserAdminAuth({
      settings,
      minIterations: testIterations,
      delayMs: 0,
      storageKey: 'test-admin-session',
    });
    expect(auth.configured).toBe(true);
    expect(auth.currentSession()).toBeNull();
    expect(await auth.signIn('admin@doorkeep.test', 'nope')).toEqual({ ok: false, reason: 'invalid' });
    expect(auth.currentSession()).toBeNull();
    const result = await auth.signIn('Admin@DoorKeep.test', password);
    expect(result.ok).toBe(true);
    expect(auth.currentSession()?.email).toBe('admin@doorkeep.test');
    expect(sessionStorage.getItem('test-admin-session')).not.toBeNull();
    expect(localStorage.getItem('test-admin-session')).toBeNull();
    auth.signOut();
    expect(auth.currentSession()).toBeNull();
  });

  it('takes the configured delay before answering', async () => {
    const auth = createBrowserAdminAuth({
      settings,
      minIterations: testIterations,
      delayMs: 60,
      storageKey: 'test-admin-session',
    });
    const started = performance.now();
    await auth.signIn('admin@doorkeep.test', 'nope');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('is not configured without both settings, and then never signs in', async () => {
    const auth = createBrowserAdminAuth({ settings: { email: 'admin@doorkeep.test' }, delayMs: 0 });
    expect(auth.configured).toBe(false);
    expect(await auth.signIn('admin@doorkeep.test', password)).toEqual({
      ok: false,
      reason: 'not-configured',
    });
  });

  it('is not configured with a hash cheaper than the shipped 600,000 iterations', async () => {
    const auth = createBrowserAdminAuth({ settings, delayMs: 0 });
    expect(auth.configured).toBe(false);
    expect(await auth.signIn('admin@doorkeep.test', password)).toEqual({
      ok: false,
      reason: 'not-configured',
    });
  });
});
