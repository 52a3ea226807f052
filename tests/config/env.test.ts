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
    expect(() => parseEnv({ VITE_ADMIN_PASSWORD_SHA256: 'secret' })).toThrow(/VITE_ADMIN_PASSWORD_SHA256/);
  });

  it('only takes http(s) backend addresses', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'javascript:alert(1)' })).toThrow(/VITE_SUPABASE_URL/);
    expect(parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
  });
});
