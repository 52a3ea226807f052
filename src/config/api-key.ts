/**
 * Which kind of server key a value is, if it is one: a secret key (`sb_secret_…`) or the legacy `service_role` JWT.
 * Either bypasses row-level security, so neither may be shipped to a browser or used to act as a visitor. No imports:
 * the app's settings (env.ts) and the deploy smoke test (supabase/deploy/check-hosted.ts) both read it.
 */
export function serverKeyKind(value: string): 'secret key' | 'service_role key' | null {
  if (value.startsWith('sb_secret_')) return 'secret key';
  const [, payload] = value.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return claims.role === 'service_role' ? 'service_role key' : null;
  } catch {
    return null;
  }
}
