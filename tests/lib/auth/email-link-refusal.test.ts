import { describe, expect, it } from 'vitest';
import { emailLinkRefusal, isExpiredLink } from '@/lib/auth';

describe('emailLinkRefusal', () => {
  it('reads the refusal supabase/auth puts in the fragment when a followed link cannot be used', () => {
    const refusal = emailLinkRefusal(
      '',
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    expect(refusal).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' });
    expect(isExpiredLink(refusal)).toBe(true);
  });

  it('reads it from the query too (the PKCE flow repeats it there), keeping other codes apart from expiry', () => {
    const refusal = emailLinkRefusal('?error=access_denied&error_code=user_banned&error_description=User+is+banned', '');
    expect(refusal).toEqual({ code: 'user_banned', description: 'User is banned' });
    expect(isExpiredLink(refusal)).toBe(false);
    expect(emailLinkRefusal('?error=server_error', '')).toEqual({ code: 'server_error', description: '' });
  });

  it('finds nothing in an ordinary link or a session fragment', () => {
    expect(emailLinkRefusal('?token_hash=abc&type=recovery', '')).toBeNull();
    expect(emailLinkRefusal('', '#access_token=x&refresh_token=y&type=magiclink')).toBeNull();
    expect(emailLinkRefusal('', '')).toBeNull();
  });
});
