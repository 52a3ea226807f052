// The mails about a vendor's compliance documents: a rejection with the admin's reason, a reminder before a license
// or insurance certificate expires, the day it expires, and "ready for jobs" once all three are verified. They name
// the kind of document and its dates only: never a file name, a link to the file or anything from the document (a
// W-9 carries a tax id).
import { escapeHtml, fact, htmlFrame, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

/** The documents a vendor files, as public.vendor_documents names them. */
export type VendorDocumentKind = 'license' | 'insurance' | 'w9';

/** How the portal and the mails name each document. */
export const documentLabels: Record<VendorDocumentKind, string> = {
  license: 'trade license',
  insurance: 'certificate of insurance',
  w9: 'W-9',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const signOff = `The ${site.name} vendor relations team`;
const portal = 'Sign in to your vendor portal and open Documents to upload a new copy.';

/** One mail in the vendor relations frame: paragraphs of plain text, facts as a small table. */
function vendorMail(subject: string, preheader: string, lines: string[], facts: [string, string][] = []): RenderedMail {
  const factTable = facts.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${facts.map(([label, value]) => fact(label, value)).join('\n')}
</table>`
    : '';
  const html = htmlFrame({
    email: site.contact.vendorEmail,
    title: subject,
    preheader,
    body: [
      paragraph('Hello,'),
      paragraph(escapeHtml(lines[0]!)),
      factTable,
      ...lines.slice(1).map((line) => paragraph(escapeHtml(line))),
      paragraph(escapeHtml(signOff)),
    ]
      .filter(Boolean)
      .join('\n'),
  });
  const text = [
    'Hello,',
    '',
    lines[0]!,
    ...(facts.length ? ['', ...facts.map(([label, value]) => `${label}: ${value}`)] : []),
    ...lines.slice(1).flatMap((line) => ['', line]),
    '',
    signOff,
    '',
    textFooter(site.contact.vendorEmail),
  ].join('\n');
  return { subject, html, text, sender: 'vendors', replyTo: site.contact.vendorEmail };
}

/** The admin rejected a document; the reason is the admin's words. */
export function renderVendorDocumentRejected(data: { kind: VendorDocumentKind; reason: string }): RenderedMail {
  const label = documentLabels[data.kind];
  return vendorMail(
    `Your ${label} needs another look`,
    `We could not verify your ${label}.`,
    [
      `We reviewed the ${label} you uploaded and could not verify it.`,
      `The reason we recorded: ${data.reason}`,
      `${portal} Questions? Just reply to this e-mail.`,
    ],
  );
}

/** A verified license or certificate expires in `daysLeft` days (30 or fewer). */
export function renderVendorDocumentExpiring(data: {
  kind: VendorDocumentKind;
  expiresOn: string;
  daysLeft: number;
}): RenderedMail {
  const label = documentLabels[data.kind];
  const days = data.daysLeft === 1 ? '1 day' : `${data.daysLeft} days`;
  return vendorMail(
    `Your ${label} expires on ${data.expiresOn}`,
    `Your ${label} expires in ${days}.`,
    [
      `Your ${label} on file with ${site.name} expires in ${days}.`,
      `Once it expires, jobs stop reaching you until we verify a current one. ${portal}`,
    ],
    [['Expires on', data.expiresOn]],
  );
}

/** A verified license or certificate has reached its expiry date. */
export function renderVendorDocumentExpired(data: { kind: VendorDocumentKind; expiresOn: string }): RenderedMail {
  const label = documentLabels[data.kind];
  return vendorMail(
    `Your ${label} has expired`,
    `${capitalized(label)} expired: jobs are paused.`,
    [
      `Your ${label} on file with ${site.name} has expired, so new jobs no longer reach you.`,
      `${portal} Jobs resume once we verify it.`,
    ],
    [['Expired on', data.expiresOn]],
  );
}

/** License, certificate of insurance and W-9 are all verified. */
export function renderVendorReadyForJobs(): RenderedMail {
  return vendorMail(
    'All your documents are verified: you are ready for jobs',
    'Your license, insurance certificate and W-9 are verified.',
    [
      'We verified your trade license, certificate of insurance and W-9. You are ready for jobs.',
      'Jobs in your trades and service area reach you by text and in the vendor portal. We remind you 30 days and 7 days before your license or certificate expires.',
    ],
  );
}
