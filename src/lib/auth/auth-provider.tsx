import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { AuthContext, type AuthState } from './auth-context';
import type { AuthUser } from './port';

type AuthProviderProps = {
  /**
   * Where a password-recovery link lands the visitor: the app passes its router's navigation; a page's island,
   * which has no router, loads the reset page.
   */
  goTo?: (href: string) => void;
  children: ReactNode;
};

const loadDocument = (href: string) => window.location.assign(href);

/** Holds the signed-in user for the whole app and follows every session change the auth port reports. */
export function AuthProvider({ goTo = loadDocument, children }: AuthProviderProps) {
  const port = useBackend('auth');
  const [status, setStatus] = useState<AuthState['status']>('loading');
  const [user, setUser] = useState<AuthUser | null>(null);

  const refresh = useCallback(async () => {
    try {
      setUser(await port.currentUser());
    } catch {
      setUser(null);
    }
    setStatus('ready');
  }, [port]);

  useEffect(() => {
    let active = true;
    port
      .currentUser()
      .catch(() => null)
      .then((found) => {
        if (!active) return;
        setUser(found);
        setStatus('ready');
      });
    const unsubscribe = port.onChange((event, next) => {
      if (!active) return;
      setUser(event === 'SIGNED_OUT' ? null : next);
      setStatus('ready');
      if (event === 'PASSWORD_RECOVERY') goTo(paths.resetPassword.getHref());
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [port, goTo]);

  const value = useMemo<AuthState>(() => ({ status, user, port, refresh }), [status, user, port, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
