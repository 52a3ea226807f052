// The owner's deposit mails: the receipt when the webhook (or the admin) marks the deposit paid, and the confirmation
// when it is refunded. Both are queued by the waitlist_signups trigger (20261125040000_deposit_mail.sql, with the
// order's reference since 20261126200000_deposit_mail_reference.sql).
import { paths } from '../../../src/config/paths.ts';
import { escapeHtml, fact, htmlFrame, link, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

/** What both deposit mails carry besides their own facts. */
interface DepositMail {
  firstName: string;
  /** Dollars, as the row stores them (99). */
  amount: number;
  /** The order's DK-RES- reference, the one the receipt page shows; null when no order is tied to the row. */
  reference: string | null;
  /** The site's origin (e.g. https://www.doorkeep.com) the links start with. */
  siteOrigin: string;
}

export interface DepositReceipt extends DepositMail {
  paidAt: string;
  queuePosition: number | null;
}

export interface DepositRefund extends DepositMail {
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

const referenceFact = (reference: string | null): [string, string][] => (reference ? [['Reference', reference]] : []);

/**
 * The reference to quote and the links to the printable receipt (which the owner's orders are looked up by) and to
 * the dashboard (which lists every payment), as HTML paragraphs and plain-text lines.
 */
function referenceAndLinks(data: DepositMail, receiptLabel: string) {
  const origin = data.siteOrigin.replace(/\/+$/, '');
  const receipt = data.reference ? `${origin}${paths.checkoutReceipt.getHref(data.reference)}` : null;
  const dashboard = `${origin}${paths.dashboard.getHref()}`;
  const quote = data.reference ? `Questions about this payment? Quote ${data.reference} when you contact us.` : null;
  const html = [
    ...(quote ? [paragraph(escapeHtml(quote))] : []),
    paragraph(
      [...(receipt ? [link(receipt, receiptLabel)] : []), link(dashboard, 'Go to your dashboard')].join('<br>'),
    ),
  ];
  const text = [
    ...(quote ? [quote] : []),
    ...(receipt ? [`${receiptLabel}: ${receipt}`] : []),
    `Go to your dashboard: ${dashboard}`,
  ];
  return { html, text };
}

/** The receipt: reference, amount, date, place in line, the refund terms and links to the receipt and dashboard. */
export function renderDepositReceipt(data: DepositReceipt): RenderedMail {
  const subject = `Your ${site.name} deposit receipt`;
  const more = referenceAndLinks(data, 'View or print your receipt');
  const facts: [string, string][] = [
    ...referenceFact(data.reference),
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
      ...more.html,
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
    ...more.text,
    '',
    'Keep this e-mail as your receipt.',
    `The ${site.name} team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}

/** The refund confirmation: what was refunded and when, that the rate lock is released, and the same links. */
export function renderDepositRefunded(data: DepositRefund): RenderedMail {
  const subject = `Your ${site.name} deposit was refunded`;
  const more = referenceAndLinks(data, 'View your receipt, marked refunded');
  const facts: [string, string][] = [
    ...referenceFact(data.reference),
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
      ...more.html,
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
    ...more.text,
    '',
    `The ${site.name} team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}
