import { describe, expect, it } from 'vitest';
import { defaultSiteOrigin, parseSiteOrigin } from '@/config/site-origin';

describe('parseSiteOrigin', () => {
  it('falls back to the placeholder domain of the contacts when VITE_SITE_ORIGIN is unset or blank', () => {
    expect(defaultSiteOrigin).toBe('https://doorkeep.example');
    expect(parseSiteOrigin(undefined)).toBe(defaultSiteOrigin);
    expect(parseSiteOrigin('')).toBe(defaultSiteOrigin);
    expect(parseSiteOrigin('   ')).toBe(defaultSiteOrigin);
  });

  it('takes an http(s) origin, with or without a port, and writes it without a trailing slash', () => {
    expect(parseSiteOrigin('https://www.doorkeep.com')).toBe('https://www.doorkeep.com');
    expect(parseSiteOrigin(' https://www.doorkeep.com/ ')).toBe('https://www.doorkeep.com');
    expect(parseSiteOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(parseSiteOrigin('HTTPS://WWW.DoorKeep.com:443')).toBe('https://www.doorkeep.com');
  });

  it.each([
    'www.doorkeep.com',
    'ftp://doorkeep.com',
    'javascript:alert(1)',
    'https://doorkeep.com/site',
    'https://doorkeep.com/?ref=x',
    'https://doorkeep.com?',
    'https://doorkeep.com/#top',
    'https://user:secret@doorkeep.com',
    'not a url',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => parseSiteOrigin(value)).toThrow(/VITE_SITE_ORIGIN must be an http\(s\) origin/);
  });
});
