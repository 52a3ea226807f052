// The vendor's 'application received' e-mail: their VN- number and the review timeline the submitted page shows
// (one list, src/features/vendor-application/content/review-timeline.ts, imported by both).
import { reviewTimeline } from '../../../src/features/vendor-application/content/review-timeline.ts';
import { escapeHtml, fact, htmlFrame, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

export interface VendorApplicationReceived {
  applicationNumber: string;
  contact: string;
  company: string;
}

/** Renders the confirmation as HTML and plain text. */
export function renderVendorApplicationReceived(data: VendorApplicationReceived): RenderedMail {
  const firstName = data.contact.trim().split(/\s+/)[0] || 'there';
  const subject = `We received your application [${data.applicationNumber}]`;
  const intro = `Thank you for applying to join the ${site.name} vendor network with ${data.company}.`;
  const keep = `Keep your application number handy: our vendor relations team quotes it when we contact you.`;
  const html = htmlFrame({
    title: subject,
    preheader: `Application ${data.applicationNumber}: here is what happens next.`,
    body: [
      paragraph(`Hi ${escapeHtml(firstName)},`),
      paragraph(escapeHtml(intro)),
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${fact('Application number', data.applicationNumber)}
</table>`,
      paragraph(escapeHtml(keep)),
      paragraph('<strong>What happens next</strong>'),
      ...reviewTimeline.map((step, index) =>
        paragraph(
          `<strong>${index + 1}. ${escapeHtml(step.title)}</strong> (${escapeHtml(step.timing)})<br>${escapeHtml(step.body)}`,
        ),
      ),
      paragraph(`The ${escapeHtml(site.name)} vendor relations team`),
    ].join('\n'),
  });
  const text = [
    `Hi ${firstName},`,
    '',
    intro,
    '',
    `Application number: ${data.applicationNumber}`,
    keep,
    '',
    'What happens next',
    ...reviewTimeline.map((step, index) => `${index + 1}. ${step.title} (${step.timing}): ${step.body}`),
    '',
    `The ${site.name} vendor relations team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text, replyTo: site.contact.vendorEmail };
}

export interface VendorApplicationDeclined extends VendorApplicationReceived {
  /** The reason the admin recorded with the decision. */
  reason: string;
}

/** The decline, told kindly and with the recorded reason, when the admin chose to tell the applicant. */
export function renderVendorApplicationDeclined(data: VendorApplicationDeclined): RenderedMail {
  const firstName = data.contact.trim().split(/\s+/)[0] || 'there';
  const subject = `About your ${site.name} vendor application [${data.applicationNumber}]`;
  const thanks = `Thank you for your interest in the ${site.name} vendor network and for the time you put into applying with ${data.company}.`;
  const decision = 'After reviewing your application, we are not able to add you to the network at this time.';
  const later =
    'Circumstances change, and so do the areas and trades we need. You are welcome to apply again in the future, and if you have questions about this decision, just reply to this e-mail.';
  const html = htmlFrame({
    title: subject,
    preheader: `An update on application ${data.applicationNumber}.`,
    body: [
      paragraph(`Hi ${escapeHtml(firstName)},`),
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
    `Hi ${firstName},`,
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
    textFooter(),
  ].join('\n');
  return { subject, html, text, replyTo: site.contact.vendorEmail };
}
