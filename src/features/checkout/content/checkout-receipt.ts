import { site } from '@/config/site';
import { formatLongDate } from '@/lib/dates';

export const receiptCopy = {
  title: 'Receipt',
  description: 'A printable receipt for your DoorKeep reservation deposit.',
  heading: 'Receipt',
  kind: 'Reservation deposit',
  loadingHeading: 'Loading your receipt',
  loadingLead: 'One moment while we look up this payment.',
  notFoundHeading: 'We could not find this receipt',
  notFoundLead:
    'There is no paid order with this reference on your account. Your dashboard lists every payment you have made, each with its receipt.',
  failedHeading: 'We could not load your receipt',
  failedLead: 'Something went wrong while looking it up. Your payment itself is not affected.',
  print: 'Print or save as PDF',
  printHint: 'To keep a PDF, choose "Save as PDF" as the printer.',
  reference: 'Reference',
  datePaid: 'Date paid',
  billedTo: 'Billed to',
  status: 'Status',
  paid: 'Paid',
  refunded: 'Refunded',
  itemsLabel: 'What you paid for',
  itemHeading: 'Description',
  amountHeading: 'Amount',
  itemName: 'Reservation deposit',
  itemDetail: 'Holds your place on the DoorKeep waitlist and locks in your 2% lifetime rate.',
  total: 'Total paid',
  refundedNote: 'This deposit has been refunded in full.',
  refundTitle: 'Refund terms',
  /** Around the reference, which is kept on one line. */
  questionsBefore: 'Questions about this payment? Quote',
  questionsAfter: 'when you contact us.',
} as const;

/** The deposit's refund terms: refundable in full before onboarding, otherwise credited to the first month. */
export const refundTerms: readonly string[] = [
  'Your $99 deposit is fully refundable: cancel any time before onboarding and we refund all of it.',
  'If you go ahead with DoorKeep, it is credited 100% to your first month’s fee.',
];

/** Who issued the receipt, so a printed copy stands on its own. */
export const issuer = {
  name: site.name,
  street: site.contact.address.street,
  locality: `${site.contact.address.city}, ${site.contact.address.region} ${site.contact.address.postalCode}`,
  email: site.contact.supportEmail,
  phone: site.contact.phoneDisplay,
} as const;

/** A timestamp as the visitor's calendar day in words ("November 22, 2026"), as the dashboard writes it. */
export const receiptDate = formatLongDate;
