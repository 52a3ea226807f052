import { describe, expect, it } from 'vitest';
import { confirmNextPath, safeNextPath } from '@/lib/auth/redirects';

const origin = 'https://doorkeep.example';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/waitlist')).toBe('/waitlist');
    expect(safeNextPath('/admin-dashboard?tab=waitlist&q=a%20b#top')).toBe(
      '/admin-dashboard?tab=waitlist&q=a%20b#top',
    );
  });

  it('refuses protocol-relative, backslash and absolute addresses', () => {
    for (const value of [
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'evil.com',
      '',
      null,
      undefined,
    ])
      expect(safeNextPath(value), String(value)).toBeUndefined();
  });

  // WHATWG URL Standard, basic URL parser: "Remove all ASCII tab or newline from input", so the browser (and Node's
  // URL, which follows it) resolves `/\t/evil.com` to //evil.com, another origin.
  it('refuses a tab, CR or LF that the URL parser would strip to make //evil.com (next=/%09/evil.com)', () => {
    expect(new URL('/\t/evil.com', origin).origin).toBe('https://evil.com');
    const next = new URLSearchParams('next=/%09/evil.com').get('next');
    expect(safeNextPath(next)).toBeUndefined();
    for (const value of ['/\t/evil.com', '/\r/evil.com', '/\n/evil.com', '/\r\n/evil.com', '/\t\\evil.com'])
      expect(safeNextPath(value), JSON.stringify(value)).toBeUndefined();
  });

  it('refuses any control character or backslash, also when still percent-encoded', () => {
    for (const value of [
      '/a\u0000b',
      '/a\u001fb',
      '/a\u007fb',
      '/a\\b',
      '/%09/evil.com',
      '/%0a/evil.com',
      '/%5c/evil.com',
      '/%2f/evil.com',
    ])
      expect(safeNextPath(value), JSON.stringify(value)).toBeUndefined();
  });

  it('only returns paths that resolve to the same origin', () => {
    for (const value of ['/waitlist', '/a/b?c=d', '/%E2%9C%93'])
      expect(new URL(safeNextPath(value) ?? '//x', origin).origin).toBe(origin);
  });
});

describe('confirmNextPath', () => {
  it('refuses a control character hidden in an absolute same-origin address', () => {
    expect(confirmNextPath(`${origin}/%09/evil.com`, origin)).toBeUndefined();
    expect(confirmNextPath('/\t/evil.com', origin)).toBeUndefined();
    expect(confirmNextPath(`${origin}/waitlist`, origin)).toBe('/waitlist');
  });
});
