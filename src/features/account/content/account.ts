import { DEPOSIT_AMOUNT_DOLLARS } from '@/config/constants';

export const accountCopy = {
  title: 'Account settings',
  description: 'Change your e-mail address or password, download your data, or delete your DoorKeep account.',
  heading: 'Account settings',
  lead: (email: string) => `Signed in as ${email}`,
  back: 'Back to your dashboard',
  backShort: 'Dashboard',
  redirecting: 'Taking you to the login page...',
  loading: 'Loading your account',
  notConfiguredTitle: 'Account settings need the server.',
  notConfiguredLead:
    'This copy of DoorKeep runs without an account server, so there is no account here to change, download or delete. Anything you typed into a form stays in this browser only.',
  home: 'Back to the home page',
} as const;

export const emailCopy = {
  title: 'Change e-mail address',
  lead: 'We send a confirmation link to your new address and another to your current one. Your address changes once you have opened both links.',
  label: 'New e-mail address',
  submit: 'Send confirmation links',
  busy: 'Sending...',
  required: 'Please enter your new e-mail address.',
  firstLinkAccepted:
    'One of the two links is confirmed. Open the link we sent to your other address to finish the change.',
  changed: 'Your e-mail address is changed. Use the new one the next time you sign in.',
  linkFailed: 'This confirmation link is invalid or has expired. Ask for a new one below.',
  sent: (email: string) =>
    `Check your inboxes: we sent a confirmation link to ${email} and another to your current address. Until you open both, you keep signing in with your current address.`,
} as const;

export const passwordCopy = {
  title: 'Change password',
  lead: 'Choose a new password. You stay signed in here, and every other device is signed out.',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Save password',
  busy: 'Saving...',
  done: 'Your new password is saved. Other devices have been signed out.',
  passwordsDiffer: 'The two passwords do not match.',
  passwordTooShort: 'Your new password is too short.',
  unexpected: 'We could not save your password. Nothing has changed; please try again.',
} as const;

export const exportCopy = {
  title: 'Download my data',
  lead: 'One JSON file with your account, your waitlist reservation, your orders and refunds, your newsletter status, and the support messages and vendor application sent from your e-mail address.',
  submit: 'Download my data',
  busy: 'Preparing...',
  done: 'Your file has been downloaded.',
  filename: (date: string) => `doorkeep-my-data-${date}.json`,
} as const;

export const deleteCopy = {
  title: 'Delete my account',
  lead: 'This removes your account, your waitlist reservation, and the support messages, vendor application and newsletter signup sent from your e-mail address. It cannot be undone.',
  depositFirst: `Your $${DEPOSIT_AMOUNT_DOLLARS} deposit is refunded to your card first. Banks usually show it within 5 to 10 business days, and we e-mail you the refund confirmation.`,
  depositChecking: 'Checking whether you have a deposit to refund...',
  depositUnknown: `We could not check your deposit just now. If you paid the $${DEPOSIT_AMOUNT_DOLLARS} deposit, it is refunded to your card before your account is deleted.`,
  kept: 'We keep the record of any payment and refund, as the law requires, without your name or e-mail address. If you unsubscribed from our newsletter, we keep only your address and the time you opted out, so we never e-mail it again.',
  confirmLabel: 'Type your e-mail address to confirm',
  confirmHint: (email: string) => `Type ${email}`,
  mismatch: 'That is not your account’s e-mail address. Type it exactly to confirm.',
  submit: 'Delete my account',
  busy: 'Deleting...',
  deleted: 'Your account has been deleted. We are sorry to see you go.',
  deletedRefunded: `Your account has been deleted and your $${DEPOSIT_AMOUNT_DOLLARS} deposit refunded to your card. We are sorry to see you go.`,
} as const;
