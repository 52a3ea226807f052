// The support acknowledgement: sent when a support message is stored, with its DK- ticket reference and the 4-hour
// response promise the support page makes. It quotes nothing the sender typed (no name, subject or message): anyone
// can send a message naming any address, and the address is not proven at that point, so the only words in this mail
// are ours.
import { escapeHtml, fact, htmlFrame, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

/** What the outbox row carries for this mail (written by the support_messages trigger). */
export interface SupportAcknowledgement {
  reference: string;
}

/** Renders the acknowledgement as HTML and plain text. */
export function renderSupportAcknowledgement({ reference }: SupportAcknowledgement): RenderedMail {
  const subject = `We received your message [${reference}]`;
  const promise = 'A member of our team will reply within 4 hours.';
  const followUp = `If you write to us or call about it, mention ticket ${reference} so we find it at once.`;
  const notYou = `If you did not contact ${site.name}, someone may have typed your address by mistake: you can ignore this e-mail.`;
  const html = htmlFrame({
    title: subject,
    preheader: `Ticket ${reference}: ${promise}`,
    body: [
      paragraph('Hello,'),
      paragraph(`Thanks for contacting ${escapeHtml(site.name)} support. Your message is with our team.`),
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${fact('Ticket', reference)}
</table>`,
      paragraph(`<strong>${escapeHtml(promise)}</strong>`),
      paragraph(escapeHtml(followUp)),
      paragraph(escapeHtml(notYou)),
      paragraph(`The ${escapeHtml(site.name)} support team`),
    ].join('\n'),
  });
  const text = [
    'Hello,',
    '',
    `Thanks for contacting ${site.name} support. Your message is with our team.`,
    '',
    `Ticket: ${reference}`,
    '',
    promise,
    followUp,
    '',
    notYou,
    '',
    `The ${site.name} support team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}
