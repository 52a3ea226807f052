import { describe, expect, it } from 'vitest';
import { signupPageUrl } from '@/config/signup-url';

describe("where 'Reserve My Spot' leads", () => {
  it("is this site's own /signup when no separate sign-up host is set", () => {
    expect(signupPageUrl(undefined)).toBe('/signup');
  });

  it('is /signup on the separate sign-up host when one is set, with or without a trailing slash', () => {
    expect(signupPageUrl('https://app.doorkeep.com')).toBe('https://app.doorkeep.com/signup');
    expect(signupPageUrl('https://app.doorkeep.com/')).toBe('https://app.doorkeep.com/signup');
  });
});
