import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-context';
import type { AuthUser } from './port';

/** The signed-in user and the auth port; must be used below AuthProvider. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/**
 * The signed-in user once the session is known, else null; also null outside an <AuthProvider>, so site chrome
 * such as the header renders anywhere.
 */
export function useSignedInUser(): AuthUser | null {
  const state = useContext(AuthContext);
  return state?.status === 'ready' ? state.user : null;
}
