import { DEPOSIT_AMOUNT_DOLLARS, MANAGEMENT_FEE_PERCENT, passwordLengthHint } from '@/config/constants';
/** Copy of the sign-in pages. The error messages users see are marked. */
export const authMessages = {
  // The form errors shown beside the fields.
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
    'Joined through the waitlist? Your account may not have a password yet. We can e-mail you a link that signs you in, or one to choose a password:',
  hintSeparator: 'or',
  noAccount: "Don't have an account?",
  signupLink: 'Create one',
  reserve: 'Reserve My Spot',
  reserveLead: 'New to DoorKeep? Reserve your place and lock in the 2% rate.',
  adminNote: 'Administrators sign in here too; your account opens the admin dashboard automatically.',
  vendorPrompt: 'Are you a vendor?',
  vendorLink: 'Vendor login',
} as const;

/** The login page's 'E-mail me a sign-in link' (a magic link) and the page its link opens. */
export const signInLinkCopy = {
  divider: 'or',
  button: 'E-mail me a sign-in link',
  busy: 'Sending link...',
  needsEmail: 'Type the e-mail address of your account above first; the sign-in link goes there.',
  // The same words whether or not the address has an account, so the page does not tell strangers who is a customer.
  sentTitle: 'Check your inbox',
  sentLead: (email: string) =>
    `If DoorKeep has an account for ${email}, a sign-in link is on its way there. It works once, within one hour, and signs you in without a password.`,
  back: 'Back to login',
  tooSoon: (seconds: number) =>
    `An e-mail went to this address a moment ago. Use the link in it, or ask for another in ${seconds} seconds.`,
  mailLimit: 'We cannot send more e-mails right now. Please try again in a few minutes, or log in with your password.',
  switchedOff: 'Sign-in links are switched off on this site. Log in with your password, or reset it.',
  failed: 'We could not send the sign-in link. Please try again in a moment.',
  // /auth/confirm?type=magiclink
  title: 'Sign In',
  heading: 'Sign in with your link',
  description: 'Sign in to your DoorKeep account with the link from your e-mail.',
  verifying: 'Signing you in...',
  invalidTitle: 'This sign-in link has expired or was already used',
  refusedTitle: 'This sign-in link cannot be used',
  invalidLead:
    'Sign-in links work once and for one hour. On the login page you can ask for a new one or log in with your password.',
  login: 'Go to login',
  forgot: 'Forgot password?',
} as const;

/** A link that could not be checked because the connection dropped: it may still work, so it is kept for a retry. */
export const linkUnreachableCopy = {
  title: 'We could not check your link',
  retry: 'Try again',
} as const;

export const signupCopy = {
  title: 'Create Your Account',
  heading: 'Create your account',
  description: 'Create a DoorKeep owner account.',
  lead: 'Set up your owner account to follow your reservation and payments.',
  waitlistInstead: 'Reserve your spot on the waitlist instead',
  /** Above the form: an account is not a reservation; the deposit is. */
  depositReserves: `An account alone does not hold a place in line: the fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit does, and locks in the ${MANAGEMENT_FEE_PERCENT}% rate.`,
  reserveInstead: `Reserve My Spot - $${DEPOSIT_AMOUNT_DOLLARS}`,
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
  expiredTitle: 'This reset link has expired or was already used',
  invalidTitle: 'This link cannot be used',
  invalidLead:
    'Reset links work once and for one hour. Ask for a new one, or log in if you have already chosen your new password.',
  requestNew: 'Send a new link',
  login: 'Log in',
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
  refusedTitle: 'This link cannot be used',
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
