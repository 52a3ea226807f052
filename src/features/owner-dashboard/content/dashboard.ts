import { Building2, DollarSign, DoorOpen, type LucideIcon } from 'lucide-react';
import type { BadgeTone } from '@/components/ui/badge';
import { DEPOSIT_AMOUNT_DOLLARS, MANAGEMENT_FEE_PERCENT, TRADITIONAL_FEE_PERCENT } from '@/config/constants';
import { formatUsd } from '@/lib/format';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { onboardingCallAnchor } from './onboarding-call';

export const dashboardCopy = {
  title: 'Property Dashboard',
  description: 'Your DoorKeep owner dashboard: reservation status, payments and next steps.',
  heading: 'Property Dashboard',
  welcome: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
  signOut: 'Sign out',
  accountSettings: 'Account settings',
  signingOut: 'Signing out...',
  statusLabel: 'Account status',
  rateLocked: '2% lifetime rate locked in',
  queuePosition: 'Queue position',
  loading: 'Loading your dashboard',
  loadFailed: 'We could not load your dashboard.',
  loadFailedLead: 'Your data is safe. Check your connection and try again.',
  retry: 'Try again',
  redirecting: 'Taking you to the login page...',
  notConfiguredTitle: 'Accounts are not configured on this site.',
  notConfiguredLead:
    'This copy of DoorKeep runs without an account server, so there is no account, deposit or order to show. You can still try the property profile below: it is kept in this browser only.',
  home: 'Back to the home page',
  ordersTitle: 'Recent Orders',
  ordersEmpty: 'No orders yet. Your $99 deposit will appear here once it is paid.',
  orderReference: 'Reference',
  orderReceipt: 'View receipt',
  orderDate: 'Date',
  orderAmount: 'Amount',
  orderStatus: 'Payment status',
  nextStepsTitle: 'Next Steps',
  comingSoonTitle: 'Full Dashboard Coming Soon',
  comingSoonLead:
    'Rent tracking, maintenance updates and tenant conversations will all live here. We will let you know the moment your dashboard opens.',
  signOutWarningTitle: 'Sign out without a password?',
  signOutWarning:
    "Your account has no password yet, so you could not simply log in again. Set one first, or sign out and use 'Forgot password?' on the login page to get back in.",
  signOutSetPassword: 'Set a password first',
  signOutAnyway: 'Sign out anyway',
  helpPrompt: 'Questions about getting started?',
  helpLink: 'Visit the Help Center',
} as const;

/** The deposit card: the receipt's facts, the refund terms and the self-serve refund. */
export const depositCopy = {
  title: `Your $${DEPOSIT_AMOUNT_DOLLARS} deposit`,
  amount: 'Amount',
  paidOn: 'Paid on',
  placeInLine: 'Place in line',
  terms: 'Refund terms',
  termsText: `Fully refundable until your onboarding starts. Once it has started, the $${DEPOSIT_AMOUNT_DOLLARS} is credited to your first month instead.`,
  onboardingStarted: 'Your onboarding has started, so your deposit will be credited to your first month.',
  requestRefund: 'Request refund',
  confirmTitle: `Refund your $${DEPOSIT_AMOUNT_DOLLARS} deposit?`,
  confirmText: (position: number | null) =>
    `The money goes back to the card you paid with; banks usually show it within 5 to 10 business days. You give up ${
      position === null ? 'your place in line' : `place #${position} in line`
    } and your ${MANAGEMENT_FEE_PERCENT}% lifetime rate lock.`,
  keep: 'Keep my deposit',
  confirm: `Refund $${DEPOSIT_AMOUNT_DOLLARS}`,
  refunding: 'Refunding...',
  requested: 'Refund requested. This card will say so as soon as Stripe confirms it.',
  refusedTitle: 'Your refund did not go through',
  refundedTitle: 'Deposit refunded',
  refundedOn: 'Refunded on',
  refundedText: `Your $${DEPOSIT_AMOUNT_DOLLARS} is on its way back to the card you paid with. Your ${MANAGEMENT_FEE_PERCENT}% rate lock is released and your place in line is given up.`,
  reserveAgain: 'Reserve a spot again',
} as const;

/** The account status of an owner whose deposit was refunded: no longer a waitlist member. */
export const refundedBadge: { label: string; tone: BadgeTone; waitlistMember: boolean } = {
  label: 'Deposit refunded',
  tone: 'yellow',
  waitlistMember: false,
};

/** The account status of an owner whose deposit is not paid (a checkout started, left, expired or declined). */
export const unpaidBadge: { label: string; tone: BadgeTone; waitlistMember: boolean } = {
  label: 'Deposit not paid',
  tone: 'yellow',
  waitlistMember: false,
};

/** The status card of an owner with an unpaid signup: what is missing and the one way to pay it. */
export const unpaidCopy = {
  lead: (position: number | null) =>
    position === null
      ? `Your $${DEPOSIT_AMOUNT_DOLLARS} deposit has not been paid, so no place in line is held for you yet.`
      : `Your $${DEPOSIT_AMOUNT_DOLLARS} deposit has not been paid, so this place is not held for you yet.`,
  placeLabel: 'Place in line',
  pay: `Pay the $${DEPOSIT_AMOUNT_DOLLARS} deposit`,
  paying: 'Opening the payment page...',
  payNote: `Fully refundable until onboarding. Paying holds your place and the ${MANAGEMENT_FEE_PERCENT}% lifetime rate.`,
  canceled: 'Payment canceled. Nothing was charged, and you can pay whenever you are ready.',
  errorTitle: 'The payment page did not open',
} as const;

/**
 * What the status card shows, decided by money: "Waitlist Member" with the rate lock and the place only for a paid,
 * unrefunded deposit. The `not_started` subscription row stripe-checkout makes when a checkout starts is no payment,
 * so an owner with that row (or an unpaid signup) is asked to pay; a subscription past `not_started` (onboarding)
 * shows its own badge.
 */
export type AccountState =
  | { kind: 'member'; queuePosition: number | null }
  | { kind: 'unpaid'; queuePosition: number | null }
  | { kind: 'refunded' }
  | { kind: 'subscription'; status: string }
  | { kind: 'none' };

export function accountState(
  subscription: string | null,
  waitlist: { depositPaid: boolean; status: string; queuePosition: number | null } | null,
): AccountState {
  if (waitlist?.status === 'refunded') return { kind: 'refunded' };
  if (subscription !== null && subscription !== 'not_started') return { kind: 'subscription', status: subscription };
  if (waitlist?.depositPaid) return { kind: 'member', queuePosition: waitlist.queuePosition };
  if (waitlist || subscription === 'not_started') return { kind: 'unpaid', queuePosition: waitlist?.queuePosition ?? null };
  return { kind: 'none' };
}

/** The badge of each account state: a paid deposit, an unpaid one, and each Stripe subscription state. */
export function accountBadge(state: AccountState): { label: string; tone: BadgeTone; waitlistMember: boolean } {
  switch (state.kind) {
    case 'member':
      return subscriptionBadge('not_started');
    case 'unpaid':
      return unpaidBadge;
    case 'refunded':
      return refundedBadge;
    case 'subscription':
      return subscriptionBadge(state.status);
    case 'none':
      return subscriptionBadge(null);
  }
}

/** The status line of an owner whose deposit was refunded (instead of the rate lock). */
export const rateLockReleased = `${MANAGEMENT_FEE_PERCENT}% rate lock released`;

export const setPasswordCopy = {
  title: 'Set your password',
  lead: 'We created your account when you joined the waitlist. Choose a password so you can log in again on any device.',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Save Password',
  busy: 'Saving...',
  done: 'Your password is saved. Use it with your email next time you log in.',
  // The form errors shown beside the fields.
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The owner's own figures, from their property profile. */
export function statCards(figures: { properties: number; units: number; monthlyRent: number }) {
  return [
    { label: 'Properties', value: figures.properties.toLocaleString('en-US'), icon: Building2 },
    { label: 'Units', value: figures.units.toLocaleString('en-US'), icon: DoorOpen },
    { label: 'Monthly rent under management', value: formatUsd(figures.monthlyRent), icon: DollarSign },
  ] as const satisfies readonly { label: string; value: string; icon: LucideIcon }[];
}

/** The savings card: the calculator's comparison on the owner's own rents. */
export const savingsCopy = {
  title: 'What 2% saves you',
  lead: (rent: string) => `On ${rent} a month of rent under management:`,
  empty: 'Add a property with its rent and this card shows what you save against a typical manager.',
  traditional: `A typical manager at ${TRADITIONAL_FEE_PERCENT}%`,
  doorKeep: `DoorKeep at ${MANAGEMENT_FEE_PERCENT}%`,
  perMonth: 'a month',
  savedMonthly: 'You save each month',
  savedYearly: 'You save each year',
} as const;

export type StepState = 'done' | 'todo';

export type NextStep = { title: string; text: string; state: StepState; href?: string };

/** Where a step that leads to the property profile points: the section on this page. */
export const propertiesAnchor = '#properties';

/** The first step of an owner who has not paid the deposit yet: it leads to the waitlist's deposit. */
export const reserveStep: NextStep = {
  title: `Reserve your spot - $${DEPOSIT_AMOUNT_DOLLARS}`,
  text: `A fully refundable deposit locks in your ${MANAGEMENT_FEE_PERCENT}% lifetime rate and your place in line.`,
  state: 'todo',
  href: paths.waitlist.getHref(),
};

export const nextStepsCopy = {
  done: 'Done',
  todo: 'Not yet',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  laterTitle: 'Opens at launch',
  laterLead: 'These need the full dashboard. We will tell you the day they open.',
  browserOnly: 'needs the DoorKeep server',
} as const;

/** Where the owner stands with the deposit: it decides the checklist's first step. */
export type DepositStanding = 'paid' | 'unpaid' | 'none' | 'no-server';

/**
 * The Next Steps checklist from what the dashboard knows: the deposit, the property profile, the onboarding call,
 * and go-live, which nothing can mark done yet.
 */
export function nextStepsFor({
  deposit,
  profileComplete,
  callBooked = false,
  live = false,
}: {
  deposit: DepositStanding;
  profileComplete: boolean;
  callBooked?: boolean;
  /** The admin has moved the owner to live. */
  live?: boolean;
}): NextStep[] {
  const noServer = deposit === 'no-server';
  const depositStep: NextStep =
    deposit === 'paid'
      ? { title: `Pay your $${DEPOSIT_AMOUNT_DOLLARS} deposit`, text: `Paid. Your ${MANAGEMENT_FEE_PERCENT}% lifetime rate and your place in line are held.`, state: 'done' }
      : deposit === 'unpaid'
        ? { title: `Pay your $${DEPOSIT_AMOUNT_DOLLARS} deposit`, text: 'Use the payment button in your account status above.', state: 'todo' }
        : noServer
          ? { title: `Pay your $${DEPOSIT_AMOUNT_DOLLARS} deposit`, text: 'Deposits need the DoorKeep server; this copy of the site runs in your browser only.', state: 'todo' }
          : reserveStep;
  return [
    depositStep,
    {
      title: 'Complete your property profile',
      text: profileComplete ? 'Keep it up to date as rents and units change.' : 'Add addresses, unit details and current rents.',
      state: profileComplete ? 'done' : 'todo',
      href: propertiesAnchor,
    },
    {
      title: 'Book your onboarding call',
      text: noServer
        ? 'Booking a call needs the DoorKeep server.'
        : callBooked
          ? 'Booked. You can move or cancel it below.'
          : deposit === 'paid'
            ? 'Pick a 30-minute time that suits you.'
            : 'Booking opens when we invite you, in the order deposits were paid.',
      state: callBooked ? 'done' : 'todo',
      ...(deposit === 'paid' ? { href: onboardingCallAnchor } : {}),
    },
    {
      title: 'Go live',
      text: live
        ? 'You are live: DoorKeep manages your rentals day to day.'
        : 'DoorKeep takes over day-to-day management after your onboarding call.',
      state: live ? 'done' : 'todo',
    },
  ];
}

/** What the full dashboard brings at launch; none of it can be done yet. */
export const launchSteps: readonly { title: string; text: string }[] = [
  { title: 'Upload your leases', text: 'We read them so tenant questions get the right answers.' },
  { title: 'Import tenant contacts', text: 'Tenants get a portal and 24/7 chat from day one.' },
  { title: 'Connect your bank account', text: 'Rent arrives on schedule with clear monthly statements.' },
];

/** The badge for a subscription status, one per subscription state. */
export function subscriptionBadge(status: string | null): { label: string; tone: BadgeTone; waitlistMember: boolean } {
  if (status === null) return { label: 'No active subscription', tone: 'yellow', waitlistMember: false };
  switch (status) {
    case 'active':
      return { label: 'Active Subscription', tone: 'green', waitlistMember: false };
    case 'not_started':
      return { label: 'Waitlist Member', tone: 'blue', waitlistMember: true };
    case 'trialing':
      return { label: 'Trial Period', tone: 'yellow', waitlistMember: false };
    case 'past_due':
      return { label: 'Payment Past Due', tone: 'yellow', waitlistMember: false };
    case 'canceled':
      return { label: 'Subscription Canceled', tone: 'yellow', waitlistMember: false };
    case '':
      return { label: 'Unknown Status', tone: 'yellow', waitlistMember: false };
    default:
      return { label: status, tone: 'yellow', waitlistMember: false };
  }
}


/** The calendar day of a timestamp, written out as the receipt writes it ('November 28, 2026'). */
export function orderDay(value: string): string {
  return formatLongDate(value);
}
