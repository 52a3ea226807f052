import { CalendarCheck, Home, ReceiptText, Rocket, type LucideIcon } from 'lucide-react';

/** How long the page waits before showing details (1 s), and how long it polls an unconfirmed payment. */
export const checkoutTimings = { minLoading: 1000, pollEvery: 2000, pollFor: 20_000 } as const;

export const checkoutCopy = {
  description: 'The status of your DoorKeep reservation deposit.',
  titles: { paid: 'Payment Successful', other: 'Payment Status' },
  loadingHeading: 'Checking your payment',
  loadingLead: 'One moment while we look up your reservation.',
  paidHeading: 'Payment Successful!',
  paidLead: 'Your spot is reserved and your 2% lifetime rate is locked in.',
  pendingHeading: 'Confirming your payment…',
  pendingLead: 'Your payment partner is still sending us the confirmation. This usually takes a few seconds.',
  slowHeading: 'Your payment is still being confirmed',
  slowLead:
    'We have not received the confirmation yet. You will not be charged twice: check your dashboard in a few minutes, or contact us if it does not appear.',
  notFoundHeading: 'We could not find this payment',
  notFoundLead:
    'This checkout does not belong to your account or does not exist. Your dashboard lists every payment you have made.',
  refundedHeading: 'This deposit was refunded',
  refundedLead: 'The payment for this checkout has been refunded. Your dashboard shows the details.',
  failedHeading: 'We could not check your payment',
  failedLead: 'Something went wrong while checking your payment. Your payment itself is not affected.',
  retry: 'Try again',
  notConfiguredHeading: 'Payments are not configured',
  notConfiguredLead: 'This copy of DoorKeep runs without a payment server, so there is no payment to show here.',
  dashboard: 'Go to my dashboard',
  home: 'Return to home',
  reference: 'Reference',
  queuePosition: 'Queue position',
  amountPaid: 'Amount paid',
  receipt: 'View printable receipt',
  nextTitle: 'What Happens Next',
  benefitsTitle: 'Your founding-owner benefits',
  supportTitle: 'Questions? We are here.',
  supportPage: 'Visit the Help Center',
  setPassword: 'Set your password so you can log in again',
} as const;

export const nextSteps: readonly { title: string; text: string; icon: LucideIcon }[] = [
  // True on every paid order: the payment marks the waitlist row paid, and that change queues the receipt e-mail
  // (supabase/migrations/*_deposit_mail.sql).
  {
    title: 'Check your inbox',
    text: 'Your receipt is on its way by e-mail, with your place in line and the refund terms. You can also print it from this page.',
    icon: ReceiptText,
  },
  { title: 'Complete your property profile', text: 'Tell us about your rentals so we can prepare your setup.', icon: Home },
  { title: 'Onboarding call', text: 'A specialist walks you through setup and answers every question.', icon: CalendarCheck },
  { title: 'Go live', text: 'DoorKeep takes over tenant messages, maintenance and rent collection.', icon: Rocket },
];

export const benefits: readonly string[] = [
  '2% management fee locked in for life',
  'Free setup (a $499 value)',
  'Your $99 deposit is credited 100% to your first month',
  'Fully refundable any time before onboarding',
  'Priority onboarding as a founding owner',
];

