export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export { newPasswordProblem, useNewPassword, type NewPasswordMessages } from './use-new-password';
export type { AuthState } from './auth-context';
export { auth } from './index-port';
export { generatePassword } from './generate-password';
export { confirmNextPath, homeForRole, loginHref, safeNextPath, type LoginRouteState } from './redirects';
export {
  AuthError,
  accountsNotConfiguredMessage,
  authErrorMessage,
  browserOnlyAuth,
  isAlreadyRegistered,
  type AuthEvent,
  type AuthPort,
  type AuthUser,
  type EmailConfirmationType,
  type Role,
  type SignUpInput,
} from './port';
