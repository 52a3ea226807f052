import { passwordLengthHint } from '@/config/constants';
/** Copy of the sign-in pages. Exact strings from the spec's error catalogue are marked. */
export const authMessages = {
  // Spec section 8.
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  unexpected: 'An unexpected error occurred. Please try again.',
  notConfigured: 'Accounts are not configured on this site.',
  notConfiguredLead: 'This copy of DoorKeep runs without an account server, so signing in is switched off here.',
} as const;

export { MIN_PASSWORD_LENGTH } from '@/config/constants';

export const loginCopy = {
  title: 'Owner Login',
  heading: 'Welcome back',
  description: 'Log in to your DoorKeep owner account.',
  lead: 'Log in to see your reservation, payments and next steps.',
  email: 'Email address',
  password: 'Password',
  submit: 'Log In',
  busy: 'Logging in...',
  forgot: 'Forgot password?',
  credentialsHint:
    'Joined through the waitlist? Your account may not have a password yet; we can e-mail you a link to choose one:',
  noAccount: "Don't have an account?",
  signupLink: 'Create one',
  reserve: 'Reserve My Spot',
  reserveLead: 'New to DoorKeep? Reserve your place and lock in the 2% rate.',
  adminNote: 'Administrators sign in here too; your account opens the admin dashboard automatically.',
  vendorPrompt: 'Are you a vendor?',
  vendorLink: 'Vendor login',
} as const;

export const signupCopy = {
  title: 'Create Your Account',
  heading: 'Create your account',
  description: 'Create a DoorKeep owner account.',
  lead: 'Set up your owner account to follow your reservation and payments.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm password',
  passwordHint: passwordLengthHint,
  submit: 'Create Account',
  busy: 'Creating account...',
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  legalPrefix: 'By creating an account you agree to our',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  external: 'Prefer the full onboarding? Reserve My Spot',
  checkEmailTitle: 'Check your email',
  checkEmailLead: (email: string) => `We sent a confirmation link to ${email}. Open it to finish creating your account.`,
} as const;

export const forgotCopy = {
  title: 'Forgot Password',
  heading: 'Reset your password',
  description: 'Get a link to reset your DoorKeep password.',
  lead: "Enter the email of your account and we'll send you a link to choose a new password.",
  email: 'Email address',
  submit: 'Send Reset Link',
  busy: 'Sending...',
  sentTitle: 'Check your email',
  sentLead: (email: string) =>
    `If an account exists for ${email}, a link to reset your password is on its way. The link works once.`,
  back: 'Back to login',
} as const;

export const resetCopy = {
  title: 'Set a New Password',
  heading: 'Set a new password',
  description: 'Choose a new password for your DoorKeep account.',
  lead: 'Choose a new password of at least 6 characters.',
  verifying: 'Checking your reset link...',
  invalidTitle: 'This link cannot be used',
  invalidLead: 'Reset links work once and expire after a while. Ask for a new one.',
  requestNew: 'Send a new link',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Save New Password',
  busy: 'Saving...',
  doneTitle: 'Your password is saved',
  doneLead: 'You are signed in with your new password. Every other browser or device using your account has been signed out.',
  continue: 'Go to my dashboard',
} as const;

export const confirmCopy = {
  title: 'Confirm Your Email',
  heading: 'Confirm your email',
  description: 'Confirm the email address of your DoorKeep account.',
  verifying: 'Confirming your email address...',
  invalidTitle: 'This link has expired or was already used',
  invalidLead:
    'Confirmation links work once and only for a limited time. If you already confirmed, log in. If you never chose a password, set one with a reset link.',
  missingTitle: 'This link is incomplete',
  missingLead: 'This page opens from the link in your confirmation email. Open the newest email from DoorKeep and follow its link.',
  login: 'Log in',
  forgot: 'Send me a password link',
  passwordTitle: 'Email confirmed. Now choose your password',
  passwordLead:
    'This is the password you will log in with. Saving it also signs out every other browser or device using this account, so only you can get in.',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: passwordLengthHint,
  submit: 'Save Password and Continue',
  busy: 'Saving...',
  doneTitle: 'Your password is saved',
  doneLead: 'Your account is ready. Taking you onward...',
} as const;
