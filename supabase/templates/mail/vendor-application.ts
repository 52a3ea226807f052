// The vendor's 'application received' e-mail: their VN- number and the review timeline the submitted page shows
// (one list, src/features/vendor-application/content/review-timeline.ts, imported by both). It quotes nothing the
// applicant typed (no company, no contact name): the applicant's address is not proven when the application is
// stored, so a form naming someone else's address must not put the sender's words in our mail to them.
import { reviewTimeline } from '../../../src/features/vendor-application/content/review-timeline.ts';
import { escapeHtml, fact, htmlFrame, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

export interface VendorApplicationReceived {
  applicationNumber: string;
}

/** Renders the confirmation as HTML and plain text. */
export function renderVendorApplicationReceived({ applicationNumber }: VendorApplicationReceived): RenderedMail {
  const subject = `We received your application [${applicationNumber}]`;
  const intro = `Thank you for applying to join the ${site.name} vendor network.`;
  const keep = `Keep your application number handy: our vendor relations team quotes it when we contact you.`;
  const notYou = `If you did not apply, someone may have typed your address by mistake: you can ignore this e-mail.`;
  const html = htmlFrame({
    email: site.contact.vendorEmail,
    title: subject,
    preheader: `Application ${applicationNumber}: here is what happens next.`,
    body: [
      paragraph('Hello,'),
      paragraph(escapeHtml(intro)),
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${fact('Application number', applicationNumber)}
</table>`,
      paragraph(escapeHtml(keep)),
      paragraph('<strong>What happens next</strong>'),
      ...reviewTimeline.map((step, index) =>
        paragraph(
          `<strong>${index + 1}. ${escapeHtml(step.title)}</strong> (${escapeHtml(step.timing)})<br>${escapeHtml(step.body)}`,
        ),
      ),
      paragraph(escapeHtml(notYou)),
      paragraph(`The ${escapeHtml(site.name)} vendor relations team`),
    ].join('\n'),
  });
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `Application number: ${applicationNumber}`,
    keep,
    '',
    'What happens next',
    ...reviewTimeline.map((step, index) => `${index + 1}. ${step.title} (${step.timing}): ${step.body}`),
    '',
    notYou,
    '',
    `The ${site.name} vendor relations team`,
    '',
    textFooter(site.contact.vendorEmail),
  ].join('\n');
  return { subject, html, text, sender: 'vendors', replyTo: site.contact.vendorEmail };
}

export interface VendorApplicationDeclined {
  applicationNumber: string;
  /** The reason the admin recorded with the decision. */
  reason: string;
}

/**
 * The decline, told kindly and with the recorded reason, when the admin chose to tell the applicant. Like the
 * 'received' mail it quotes nothing the applicant typed: the address it goes to was never proven, so a declined
 * application may well be someone else's words sent in a stranger's name.
 */
export function renderVendorApplicationDeclined(data: VendorApplicationDeclined): RenderedMail {
  const subject = `About your ${site.name} vendor application [${data.applicationNumber}]`;
  const thanks = `Thank you for your interest in the ${site.name} vendor network and for the time you put into applying.`;
  const decision = 'After reviewing your application, we are not able to add you to the network at this time.';
  const later =
    'Circumstances change, and so do the areas and trades we need. You are welcome to apply again in the future, and if you have questions about this decision, just reply to this e-mail.';
  const html = htmlFrame({
    email: site.contact.vendorEmail,
    title: subject,
    preheader: `An update on application ${data.applicationNumber}.`,
    body: [
      paragraph('Hello,'),
      paragraph(escapeHtml(thanks)),
      paragraph(escapeHtml(decision)),
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${fact('Application number', data.applicationNumber)}
</table>`,
      // A reason can run to a few sentences: it gets the full width, not the narrow value column of a fact row.
      paragraph(`The reason we recorded: ${escapeHtml(data.reason)}`),
      paragraph(escapeHtml(later)),
      paragraph(`The ${escapeHtml(site.name)} vendor relations team`),
    ].join('\n'),
  });
  const text = [
    'Hello,',
    '',
    thanks,
    '',
    decision,
    '',
    `Application number: ${data.applicationNumber}`,
    `The reason we recorded: ${data.reason}`,
    '',
    later,
    '',
    `The ${site.name} vendor relations team`,
    '',
    textFooter(site.contact.vendorEmail),
  ].join('\n');
  return { subject, html, text, sender: 'vendors', replyTo: site.contact.vendorEmail };
}
