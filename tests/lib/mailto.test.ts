import { describe, expect, it } from 'vitest';
import { mailtoHref } from '@/lib/mailto';
import { simpleEmailPattern } from '@/lib/validation';

// RFC 6068 section 2: '%', '/', '?', '#', '[', ']' in an addr-spec MUST be percent-encoded; '&', ';', '=' too.
describe('mailtoHref', () => {
  it('leaves an ordinary address readable, keeping @ and +', () => {
    expect(mailtoHref('bill+ietf@example.org')).toBe('mailto:bill%2Bietf@example.org');
    expect(mailtoHref('sam.lee@example.com')).toBe('mailto:sam.lee@example.com');
  });

  it('percent-encodes ? and & so an address cannot add a Bcc or other header fields', () => {
    // 'a@b.co?bcc=x%40evil.com' passes simpleEmailPattern (one '@', a dot after it, no spaces).
    expect(simpleEmailPattern.test('a@b.co?bcc=x%40evil.com')).toBe(true);
    const href = mailtoHref('a@b.co?bcc=x%40evil.com');
    expect(href).toBe('mailto:a@b.co%3Fbcc%3Dx%2540evil.com');
    expect(href).not.toContain('?');
    expect(mailtoHref('a&cc=x@b.co')).toBe('mailto:a%26cc%3Dx@b.co');
  });

  it("percent-encodes %, /, #, [, ], ; and , in the address (RFC 6068's MUST list)", () => {
    expect(mailtoHref('a%41/#[];,@b.co')).toBe('mailto:a%2541%2F%23%5B%5D%3B%2C@b.co');
  });

  it('adds header fields with every name and value encoded, spaces as %20', () => {
    expect(mailtoHref('security@example.com', { subject: 'Report: A&B = c?' })).toBe(
      'mailto:security@example.com?subject=Report%3A%20A%26B%20%3D%20c%3F',
    );
  });
});
