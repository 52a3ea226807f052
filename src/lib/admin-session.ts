import * as z from 'zod/mini';
import { createStoredValue } from '@/lib/storage';

const sessionSchema = z.object({ email: z.string().check(z.minLength(1)), signedInAt: z.string().check(z.minLength(1)) });

/** Where this tab remembers its signed-in admin (sessionStorage). */
export const adminSessionKey = 'doorkeep-admin-session';

/**
 * The tab's record of its signed-in admin, the same for both admin auth adapters, so the composition root can
 * answer currentSession() before either adapter has loaded.
 */
export function createAdminSessionStore(storageKey = adminSessionKey) {
  return createStoredValue(storageKey, sessionSchema, 'session');
}
