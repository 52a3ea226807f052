import { describe, expect, it } from 'vitest';
import { assertNoRetiredSettings } from '../../build/retired-settings';

describe('retired build settings (checked when Vite loads its config)', () => {
  it('stops a build that still sets the retired VITE_ADMIN_PASSWORD_SHA256, saying what replaces it', () => {
    const sha256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(() => assertNoRetiredSettings({ VITE_ADMIN_PASSWORD_SHA256: sha256 })).toThrow(
      /VITE_ADMIN_PASSWORD_SHA256: is no longer read: set VITE_ADMIN_PASSWORD_HASH .*npm run admin:hash/,
    );
    expect(() => assertNoRetiredSettings({ VITE_ADMIN_PASSWORD_SHA256: '' })).not.toThrow();
  });

  it('stops a build that still sets VITE_SUPABASE_ANON_KEY, naming VITE_SUPABASE_PUBLISHABLE_KEY', () => {
    expect(() => assertNoRetiredSettings({ VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc' })).toThrow(
      /VITE_SUPABASE_ANON_KEY: is no longer read: set VITE_SUPABASE_PUBLISHABLE_KEY/,
    );
  });
});
