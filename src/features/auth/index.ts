export { LoginPage } from './components/login-page';
export { SignupPage, signupProblem } from './components/signup-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { ConfirmEmailPage } from './components/confirm-email-page';
export { authMessages } from './content/auth';
