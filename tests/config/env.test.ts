import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

describe('parseEnv', () => {
  it('accepts an empty environment (a browser-only build)', () => {
    expect(parseEnv({})).toEqual({});
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '  ', VITE_ADMIN_EMAIL: '' }).VITE_SUPABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/VITE_SUPABASE_URL/);
    expect(() => parseEnv({ VITE_ADMIN_PASSWORD_HASH: 'secret' })).toThrow(/VITE_ADMIN_PASSWORD_HASH/);
  });

  it('takes a PBKDF2-SHA-256 admin hash with at least 600,000 iterations and nothing cheaper', () => {
    const salt = 'A'.repeat(22);
    const hash = 'B'.repeat(43);
    const value = `pbkdf2-sha256:600000:${salt}:${hash}`;
    expect(parseEnv({ VITE_ADMIN_PASSWORD_HASH: value }).VITE_ADMIN_PASSWORD_HASH).toBe(value);
    expect(() => parseEnv({ VITE_ADMIN_PASSWORD_HASH: `pbkdf2-sha256:599999:${salt}:${hash}` })).toThrow(/600000 PBKDF2 iterations/);
    expect(() => parseEnv({ VITE_ADMIN_PASSWORD_HASH: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' })).toThrow(
      /VITE_ADMIN_PASSWORD_HASH.*npm run admin:hash/,
    );
  });

  it('only takes http(s) backend addresses', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'javascript:alert(1)' })).toThrow(/VITE_SUPABASE_URL/);
    expect(parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
  });

  it('takes a sign-up host only as an http(s) origin, without a path', () => {
    expect(parseEnv({ VITE_SIGNUP_ORIGIN: 'https://app.doorkeep.com' }).VITE_SIGNUP_ORIGIN).toBe('https://app.doorkeep.com');
    expect(() => parseEnv({ VITE_SIGNUP_ORIGIN: 'https://app.doorkeep.com/signup' })).toThrow(/VITE_SIGNUP_ORIGIN: must be an http\(s\) origin/);
    expect(() => parseEnv({ VITE_SIGNUP_ORIGIN: 'javascript:alert(1)' })).toThrow(/VITE_SIGNUP_ORIGIN/);
  });

  it('takes a publishable key (or a legacy anon key) for the browser, and stops a build that would ship a secret one', () => {
    const jwt = (role: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ role })).replace(/=+$/, '')}.c2ln`;
    expect(parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc' }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe('sb_publishable_abc');
    expect(parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: jwt('anon') }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(jwt('anon'));
    expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc' })).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY: is a secret key/);
    expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: jwt('service_role') })).toThrow(/is the service_role key/);
  });
});
