import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkAdminCredential, createBrowserAdminAuth, sha256Hex } from '@/lib/admin-auth-browser';

const password = 'correct horse battery staple';
const settings = { email: 'Admin@DoorKeep.test', passwordSha256: createHash('sha256').update(password).digest('hex') };

describe('admin credential check', () => {
  it('hashes with Web Crypto to lower-case hex SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('accepts the matching pair (e-mail case-insensitive) and nothing else', async () => {
    expect(await checkAdminCredential('admin@doorkeep.test', password, settings)).toBe(true);
    expect(await checkAdminCredential(' ADMIN@doorkeep.test ', password, settings)).toBe(true);
    expect(await checkAdminCredential('admin@doorkeep.test', 'wrong', settings)).toBe(false);
    expect(await checkAdminCredential('other@doorkeep.test', password, settings)).toBe(false);
    // The hash itself is not a password.
    expect(await checkAdminCredential('admin@doorkeep.test', settings.passwordSha256, settings)).toBe(false);
    expect(await checkAdminCredential('admin@doorkeep.test', password, { email: settings.email })).toBe(false);
  });

  it('accepts an upper-case hex setting', async () => {
    expect(await checkAdminCredential('admin@doorkeep.test', password, { ...settings, passwordSha256: settings.passwordSha256.toUpperCase() })).toBe(true);
  });
});

describe('browser-only admin auth', () => {
  it('keeps the session in sessionStorage until sign-out', async () => {
    const auth = createBrowserAdminAuth({ settings, delayMs: 0, storageKey: 'test-admin-session' });
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
    const auth = createBrowserAdminAuth({ settings, delayMs: 60, storageKey: 'test-admin-session' });
    const started = performance.now();
    await auth.signIn('admin@doorkeep.test', 'nope');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('is not configured without both settings, and then never signs in', async () => {
    const auth = createBrowserAdminAuth({ settings: { email: 'admin@doorkeep.test' }, delayMs: 0 });
    expect(auth.configured).toBe(false);
    expect(await auth.signIn('admin@doorkeep.test', password)).toEqual({ ok: false, reason: 'not-configured' });
  });
});
