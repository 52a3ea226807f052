// Bearer-token authentication: the token is checked by Supabase Auth, never just decoded.
import { HttpError } from './http.ts';
import type { Deps } from './deps.ts';

/** The caller as Supabase Auth knows them. */
export interface Caller {
  id: string;
  email: string | null;
  accessToken: string;
}

/** Returns the signed-in caller or throws a 401. */
export async function requireCaller(req: Request, deps: Deps): Promise<Caller> {
  const header = req.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new HttpError(401, 'Missing bearer token');
  const accessToken = match[1];
  const { data, error } = await deps.admin.auth.getUser(accessToken);
  // An unreachable auth server is our failure (500), not the caller's; anything else means the token is bad.
  if (error && (error.name === 'AuthRetryableFetchError' || (error.status ?? 0) >= 500)) throw error;
  if (error || !data?.user) throw new HttpError(401, 'Invalid or expired token');
  return { id: data.user.id, email: data.user.email ?? null, accessToken };
}
