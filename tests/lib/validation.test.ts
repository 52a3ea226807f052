import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fields, isHttpUrl, maxLengthOf, simpleEmailPattern, usPhoneDigits } from '@/lib/validation';

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
  it.each([
    ['a required text', fields.requiredText(80), 80],
    ['an optional text', fields.optionalText(60), 60],
    ['an e-mail', fields.email, 254],
    ['a web address', fields.httpUrl, 500],
    ['a phone number', fields.usPhone, 30],
  ])('says the limit of %s in words, never the validator’s own text', (_kind, schema, max) => {
    const result = schema.safeParse('x'.repeat(max + 1));
    expect(result.error?.issues[0]?.message).toBe(`Please keep this to ${max.toLocaleString('en-US')} characters or fewer`);
  });
  it('reads a text limit through trims, transforms and defaults, for the field’s maxlength', () => {
    expect(maxLengthOf(fields.requiredText(80))).toBe(80);
    expect(maxLengthOf(z.pipe(fields.email, z.transform((email) => email.toLowerCase())))).toBe(254);
    expect(maxLengthOf(z._default(fields.optionalText(60), ''))).toBe(60);
    expect(maxLengthOf(z.enum(['a', 'b']))).toBeUndefined();
  });
});
