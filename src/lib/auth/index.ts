// Types, errors, hooks and helpers of the auth port; the instance comes from the backend context (useBackend).
export { AuthProvider } from './auth-provider';
export { useAuth, useSignedInUser } from './use-auth';
export { newPasswordProblem, useNewPassword, type NewPasswordMessages } from './use-new-password';
export type { AuthState } from './auth-context';
export { generatePassword } from './generate-password';
export { confirmNextPath, homeForRole, loginHref, safeNextPath, type LoginRouteState } from './redirects';
export {
  AuthError,
  authErrorMessage,
  connectionFailureMessage,
  isAlreadyRegistered,
  isConnectionFailure,
  isOfflineFailure,
  linkCheckFailure,
  wrongCredentialsMessage,
  type LinkCheckFailure,
} from './auth-error';
export { emailLinkRefusal, isExpiredLink, type EmailLinkRefusal } from './link-refusal';
export {
  accountsNotConfiguredMessage,
  type AuthEvent,
  type AuthPort,
  type AuthUser,
  type EmailConfirmationType,
  type Role,
  type SignUpInput,
} from './port';
