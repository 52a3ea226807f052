import { paths } from '@/config/paths';
import type { Role } from './port';

/** Where a role lands after signing in: admins and vendors have their own dashboards. */
export function homeForRole(role: Role): string {
  if (role === 'admin') return paths.adminDashboard.getHref();
  if (role === 'vendor') return paths.vendorDashboard.getHref();
  return paths.dashboard.getHref();
}

// The WHATWG URL parser (https://url.spec.whatwg.org/#concept-basic-url-parser) removes every ASCII tab or
// newline before parsing and treats a backslash like '/' in http(s) URLs, so `/\t/evil.com` navigates to //evil.com.
// Any C0 control, DEL or backslash is refused, in the value as given and once percent-decoded.
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x1f || code === 0x7f || char === '\\') return true;
  }
  return false;
}
const probeOrigin = 'https://next-path.invalid';

function decodedOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** A same-site path to return to, or undefined: never another origin or a protocol-relative address. */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  const decoded = decodedOnce(value);
  if (decoded === undefined || hasUnsafeCharacter(value) || hasUnsafeCharacter(decoded)) return undefined;
  if (decoded.startsWith('//')) return undefined;
  try {
    if (new URL(value, probeOrigin).origin !== probeOrigin) return undefined;
  } catch {
    return undefined;
  }
  return value;
}

/**
 * Where a confirmation link continues: a site-relative `next` (same rule as safeNextPath), or the absolute address
 * hosted Supabase puts there ({{ .RedirectTo }}) when it is on `origin`. The bare site root means "no preference".
 */
export function confirmNextPath(value: string | null | undefined, origin: string): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/')) return safeNextPath(value);
  try {
    const url = new URL(value);
    if (url.origin !== origin) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path === '/' ? undefined : safeNextPath(path);
  } catch {
    return undefined;
  }
}

/** The /login address that brings the visitor back to `next` afterwards. */
export function loginHref(next?: string, email?: string): string {
  const params = new URLSearchParams();
  if (next) params.set('next', next);
  if (email) params.set('email', email);
  const query = params.toString();
  return query ? `${paths.login.getHref()}?${query}` : paths.login.getHref();
}

/** Page state the login page reads: a message to show and an e-mail to fill in. */
export type LoginRouteState = { message?: string; email?: string; from?: string };
