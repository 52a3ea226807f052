// The owner's deposit mails: the receipt when the webhook (or the admin) marks the deposit paid, and the confirmation
// when it is refunded. Both are queued by the waitlist_signups trigger of 20261125040000_deposit_mail.sql.
import { escapeHtml, fact, htmlFrame, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

export interface DepositReceipt {
  firstName: string;
  /** Dollars, as the row stores them (99). */
  amount: number;
  paidAt: string;
  queuePosition: number | null;
}

export interface DepositRefund {
  firstName: string;
  amount: number;
  refundedAt: string;
}

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** "November 24, 2026": the day in UTC, the clock the server recorded it by. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const greeting = (firstName: string) => `Hi ${firstName.trim() || 'there'},`;

/** The deposit's refund terms, as the pricing page and the printable receipt state them. */
const refundTerms = [
  'Your deposit is fully refundable until your onboarding starts: ask from your dashboard and we refund all of it.',
  'Once onboarding starts, it is credited in full to your first month.',
];

function factsTable(rows: [string, string][]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${rows.map(([label, value]) => fact(label, value)).join('\n')}
</table>`;
}

function textFacts(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

/** The receipt: amount, date, place in line and the refund terms. */
export function renderDepositReceipt(data: DepositReceipt): RenderedMail {
  const subject = `Your ${site.name} deposit receipt`;
  const facts: [string, string][] = [
    ['Amount', dollars(data.amount)],
    ['Paid on', day(data.paidAt)],
    ...(data.queuePosition ? ([['Place in line', `#${data.queuePosition}`]] as [string, string][]) : []),
    ['Rate', 'Your 2% management fee is locked in for life'],
  ];
  const html = htmlFrame({
    title: subject,
    preheader: `We received your ${dollars(data.amount)} deposit. Your spot is reserved.`,
    body: [
      paragraph(escapeHtml(greeting(data.firstName))),
      paragraph(`Thank you: we received your deposit and your spot on the ${escapeHtml(site.name)} waitlist is reserved.`),
      factsTable(facts),
      ...refundTerms.map((term) => paragraph(escapeHtml(term))),
      paragraph('Keep this e-mail as your receipt.'),
      paragraph(`The ${escapeHtml(site.name)} team`),
    ].join('\n'),
  });
  const text = [
    greeting(data.firstName),
    '',
    `Thank you: we received your deposit and your spot on the ${site.name} waitlist is reserved.`,
    '',
    ...textFacts(facts),
    '',
    ...refundTerms,
    '',
    'Keep this e-mail as your receipt.',
    `The ${site.name} team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}

/** The refund confirmation: what was refunded and when, and that the rate lock is released. */
export function renderDepositRefunded(data: DepositRefund): RenderedMail {
  const subject = `Your ${site.name} deposit was refunded`;
  const facts: [string, string][] = [
    ['Refunded', dollars(data.amount)],
    ['On', day(data.refundedAt)],
  ];
  const settle = 'The money goes back to the card you paid with; most banks show it within 5 to 10 business days.';
  const lock = 'Your place on the waitlist and the locked 2% rate are released. You are welcome back any time.';
  const html = htmlFrame({
    title: subject,
    preheader: `We refunded your ${dollars(data.amount)} deposit in full.`,
    body: [
      paragraph(escapeHtml(greeting(data.firstName))),
      paragraph('We refunded your deposit in full.'),
      factsTable(facts),
      paragraph(escapeHtml(settle)),
      paragraph(escapeHtml(lock)),
      paragraph(`The ${escapeHtml(site.name)} team`),
    ].join('\n'),
  });
  const text = [
    greeting(data.firstName),
    '',
    'We refunded your deposit in full.',
    '',
    ...textFacts(facts),
    '',
    settle,
    lock,
    '',
    `The ${site.name} team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}
