import type { LucideIcon } from 'lucide-react';
import { BadgePercent, CalendarClock, RotateCcw, Wrench } from 'lucide-react';
import {
  DEPOSIT_AMOUNT_DOLLARS,
  FREE_SETUP_VALUE_DOLLARS,
  MANAGEMENT_FEE_PERCENT,
  WAITLIST_COUNT_LABEL,
} from '@/config/constants';
import type { propertyCountOptions } from '@/lib/submissions';

type PropertyCount = (typeof propertyCountOptions)[number];

export const waitlistMeta = {
  title: 'Join the Waitlist',
  description: `Reserve your DoorKeep spot with a fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit and lock in the ${MANAGEMENT_FEE_PERCENT}% lifetime rate.`,
} as const;

export const waitlistHero = {
  eyebrow: 'Founding owner waitlist',
  title: `Join ${WAITLIST_COUNT_LABEL} Property Owners`,
  lead: `Two short steps hold your place: tell us who you are, then reserve your spot with a refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit. Your ${MANAGEMENT_FEE_PERCENT}% rate stays yours for as long as you stay with us.`,
} as const;

export type WaitlistPerk = { icon: LucideIcon; title: string; text: string };

export const waitlistPerks: readonly WaitlistPerk[] = [
  {
    icon: BadgePercent,
    title: `${MANAGEMENT_FEE_PERCENT}% for life`,
    text: 'Founding owners keep the flat rate on every door they add, with no markups later.',
  },
  {
    icon: Wrench,
    title: `Free setup worth $${FREE_SETUP_VALUE_DOLLARS}`,
    text: 'We import your leases, tenants and vendors for you.',
  },
  {
    icon: RotateCcw,
    title: 'Fully refundable',
    text: 'Change your mind before onboarding and the deposit comes back in full.',
  },
  {
    icon: CalendarClock,
    title: 'First in line',
    text: 'Onboarding opens in queue order, so an early spot means an early start.',
  },
];

/** The two steps, in order. */
export const waitlistSteps = [
  { id: 'info', label: 'Your Info' },
  { id: 'payment', label: 'Secure Payment' },
] as const;
export type WaitlistStepId = (typeof waitlistSteps)[number]['id'];

/** Screen-reader words around the steps. */
export const stepIndicatorCopy = {
  label: 'Signup progress',
  loading: 'Loading your signup',
  completed: '(completed)',
  stepPrefix: (number: number) => `Step ${number}: `,
  announcement: (number: number, total: number, label: string) => `Step ${number} of ${total}: ${label}`,
} as const;

export const propertyCountLabels: Record<PropertyCount, string> = {
  '1-5': '1-5 properties',
  '6-20': '6-20 properties',
  '21+': '21+ properties',
};

export const infoStepCopy = {
  heading: 'Tell us about yourself',
  lead: 'We use these details to hold your place and to reach you when onboarding opens.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'A US number, for example (702) 555-0100.',
  propertiesLegend: 'How many properties do you own?',
  continueLabel: 'Continue',
  savingLabel: 'Saving...',
  disabledHint: 'Fill in all four fields to continue.',
  saveFailed: 'We could not save your details in this browser. Please try again.',
  privacy: 'We never share your details. Nothing is charged in this step.',
} as const;

export const paymentStepCopy = {
  heading: 'Reserve your spot',
  lead: 'One refundable deposit holds your place in line and your founding rate.',
  summaryTitle: 'Reservation summary',
  reservedFor: 'Reserved for',
  email: 'Email',
  properties: 'Properties',
  queuePosition: 'Place in line',
  /** Read while the server's place in line is looked up. */
  queueLoading: 'Looking up your place in line',
  /** When the server has no place for this account yet: no number rather than a guessed one. */
  queueUnconfirmed: 'Confirmed as soon as your deposit is paid',
  depositLabel: 'Reservation deposit',
  depositAmount: `$${DEPOSIT_AMOUNT_DOLLARS}`,
  depositPoints: [
    `$${DEPOSIT_AMOUNT_DOLLARS} fully refundable until onboarding`,
    "Credited 100% to your first month's fee",
    `Locks the ${MANAGEMENT_FEE_PERCENT}% lifetime rate`,
  ],
  payLabel: `Reserve My Spot - $${DEPOSIT_AMOUNT_DOLLARS}`,
  busyLabel: 'Creating checkout session...',
  backLabel: 'Back',
  errorTitle: 'Payment Error',
  /** When the server says this account already holds a paid deposit: nothing to pay, the dashboard shows it. */
  alreadyReservedTitle: 'Your spot is already reserved',
  alreadyReservedLink: 'Go to your dashboard',
  /** Shown when a checkout answer carries no usable payment address. */
  missingUrl: 'No checkout URL received',
  fallbackError: 'An unexpected error occurred',
  /** Back from the payment page after its cancel: the visitor's first question is whether they paid. */
  canceled: 'Payment canceled. Nothing was charged. Your details are saved, so you can pay whenever you are ready.',
  secureNote: "You will finish on our payment partner's secure page. We never see your full card number.",
} as const;

/** Where step 1 sends a visitor whose silent account could not be made. */
export const accountCopy = {
  alreadyRegistered: 'You already have an account with this email. Log in to continue with your reservation.',
  loginToPay: 'Log in to continue with your reservation.',
  offline: 'You appear to be offline. We kept your details and will continue when you are back online.',
  unavailable: 'We could not reach our server. We kept your details, so please try again in a moment.',
} as const;

export const waitlistTimings = {
  /** The simulated save of step 1, in milliseconds. */
  save: 1000,
} as const;

/** Everyone already saved in this browser is ahead of the next signup: position = this + their count. */
export const FIRST_QUEUE_POSITION = 501;

/**
 * The hidden field that only bots fill in (visually hidden, aria-hidden, out of the tab order, no autofill): a
 * submission that carries it looks accepted but is never stored or sent.
 */
export const honeypotField = { name: 'fax_number', label: 'Leave this field empty' } as const;

/** What a signed-in owner whose deposit is paid sees on /waitlist instead of step 1. */
export const reservedCopy = {
  heading: 'Your spot is reserved',
  lead: (firstName: string) =>
    `${firstName ? `Thanks, ${firstName}. ` : ''}Your deposit is paid and your ${MANAGEMENT_FEE_PERCENT}% lifetime rate is locked in.`,
  placeLabel: 'Place in line',
  placePending: 'Being assigned',
  depositLabel: 'Deposit paid',
  refundable: 'Fully refundable',
  dashboard: 'Go to your dashboard',
} as const;
