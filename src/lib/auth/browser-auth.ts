import { AuthError } from './auth-error';
import { accountsNotConfiguredMessage, type AuthPort } from './port';

/** Browser-only builds: nobody can sign in. */
export const browserOnlyAuth: AuthPort = {
  configured: false,
  currentUser: async () => null,
  accessToken: async () => null,
  signUp: async () => {
    throw new AuthError(accountsNotConfiguredMessage, 'not_configured');
  },
  signIn: async () => {
    throw new AuthError(accountsNotConfiguredMessage, 'not_configured');
  },
  signOut: async () => undefined,
  signOutOthers: async () => undefined,
  requestPasswordReset: async () => {
    throw new AuthError(accountsNotConfiguredMessage, 'not_configured');
  },
  requestSignInLink: async () => {
    throw new AuthError(accountsNotConfiguredMessage, 'not_configured');
  },
  verifyRecovery: async () => {
    throw new AuthError(accountsNotConfiguredMessage, 'not_configured');
  },
  verifyEmail: async () => {
    throw new AuthError(accountsNotConfiguredMessage, 'not_configured');
  },
  updatePassword: async () => {
    throw new AuthError(accountsNotConfiguredMessage, 'not_configured');
  },
  onChange: () => () => undefined,
};
