import { createContext } from 'react';
import type { AuthPort, AuthUser } from './port';

export type AuthState = {
  /** 'loading' until the stored session has been read (never decided during prerendering). */
  status: 'loading' | 'ready';
  user: AuthUser | null;
  port: AuthPort;
  /** Re-reads the session (after a sign-in or a password change). */
  refresh: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);
