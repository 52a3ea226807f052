// The support acknowledgement: sent when a support message is stored, with its DK- ticket reference, the subject and
// the 4-hour response promise the support page makes.
import { escapeHtml, fact, htmlFrame, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

/** What the outbox row carries for this mail (written by the support_messages trigger). */
export interface SupportAcknowledgement {
  reference: string;
  name: string;
  subject: string;
}

/** Renders the acknowledgement as HTML and plain text. */
export function renderSupportAcknowledgement(data: SupportAcknowledgement): RenderedMail {
  const firstName = data.name.trim().split(/\s+/)[0] || 'there';
  const subject = `We received your message [${data.reference}]`;
  const promise = 'A member of our team will reply within 4 hours.';
  const followUp = `If you write to us or call about it, mention ticket ${data.reference} so we find it at once.`;
  const html = htmlFrame({
    title: subject,
    preheader: `Ticket ${data.reference}: ${promise}`,
    body: [
      paragraph(`Hi ${escapeHtml(firstName)},`),
      paragraph(`Thanks for contacting ${escapeHtml(site.name)} support. Your message is with our team.`),
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${fact('Ticket', data.reference)}
${fact('Subject', data.subject)}
</table>`,
      paragraph(`<strong>${escapeHtml(promise)}</strong>`),
      paragraph(escapeHtml(followUp)),
      paragraph(`The ${escapeHtml(site.name)} support team`),
    ].join('\n'),
  });
  const text = [
    `Hi ${firstName},`,
    '',
    `Thanks for contacting ${site.name} support. Your message is with our team.`,
    '',
    `Ticket:  ${data.reference}`,
    `Subject: ${data.subject}`,
    '',
    promise,
    followUp,
    '',
    `The ${site.name} support team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}
