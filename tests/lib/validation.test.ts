import { describe, expect, it } from 'vitest';
import { isHttpUrl, simpleEmailPattern, usPhoneDigits } from '@/lib/validation';

describe('validation helpers', () => {
  it.each(['a@b.co', 'first.last@sub.example.org'])('accepts the e-mail %s', (email) => {
    expect(simpleEmailPattern.test(email)).toBe(true);
  });
  it.each(['', 'a@b', 'a b@c.de', '@b.co', 'a@.co x'])('rejects the e-mail %s', (email) => {
    expect(simpleEmailPattern.test(email)).toBe(false);
  });
  it('accepts only http(s) URLs', () => {
    expect(isHttpUrl('https://example.com/reviews')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
  it('reads US phone numbers', () => {
    expect(usPhoneDigits('(702) 555-0142')).toBe('7025550142');
    expect(usPhoneDigits('+1 702 555 0142')).toBe('7025550142');
    expect(usPhoneDigits('555-0142')).toBeNull();
    expect(usPhoneDigits('702-555-014x')).toBeNull();
  });
});
