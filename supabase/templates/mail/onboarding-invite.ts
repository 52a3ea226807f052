// The owner's invitation to onboarding, sent when the admin invites them from the Waitlist tab, and the one reminder
// a week later when they have neither completed the property profile nor booked the onboarding call. Both are queued
// by the database (20261201000000_onboarding_status.sql) with the account's first name only; the links are the
// site's dashboard, where the profile and the call booking live.
import { paths } from '../../../src/config/paths.ts';
import { escapeHtml, htmlFrame, link, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

export interface OnboardingInvite {
  firstName: string;
  /** The site's origin (e.g. https://www.doorkeep.com) the dashboard link starts with. */
  siteOrigin: string;
}

const greeting = (firstName: string) => `Hi ${firstName.trim() || 'there'},`;

/** The two steps both mails ask for, in the order the dashboard's checklist shows them. */
const steps = [
  'Complete your property profile: the address, units and current rent of each rental.',
  'Book your 30-minute onboarding call at a time that suits you.',
];

function render(
  data: OnboardingInvite,
  copy: { subject: string; preheader: string; opening: string[]; closing: string },
): RenderedMail {
  const dashboard = `${data.siteOrigin.replace(/\/+$/, '')}${paths.dashboard.getHref()}`;
  const html = htmlFrame({
    title: copy.subject,
    preheader: copy.preheader,
    body: [
      paragraph(escapeHtml(greeting(data.firstName))),
      ...copy.opening.map((line) => paragraph(escapeHtml(line))),
      `<ol style="margin:0 0 16px;padding-left:20px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#1f2937">
${steps.map((step) => `<li style="margin:0 0 8px">${escapeHtml(step)}</li>`).join('\n')}
</ol>`,
      paragraph(link(dashboard, 'Open your dashboard')),
      paragraph(escapeHtml(copy.closing)),
      paragraph(`The ${escapeHtml(site.name)} team`),
    ].join('\n'),
  });
  const text = [
    greeting(data.firstName),
    '',
    ...copy.opening.flatMap((line) => [line, '']),
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Open your dashboard: ${dashboard}`,
    '',
    copy.closing,
    `The ${site.name} team`,
    '',
    textFooter(),
  ].join('\n');
  return { subject: copy.subject, html, text };
}

/** The invitation: onboarding is open for them, and the two steps before their dashboard goes live. */
export function renderOnboardingInvite(data: OnboardingInvite): RenderedMail {
  return render(data, {
    subject: `Your ${site.name} onboarding is open`,
    preheader: 'Your turn has come: two short steps and your dashboard goes live.',
    opening: [
      `Your turn in the ${site.name} line has come: onboarding is open for you.`,
      'Two short steps and we can set a day for your dashboard to go live:',
    ],
    closing: `Questions? Reply to this e-mail or call us at ${site.contact.phoneDisplay}.`,
  });
}

/** The reminder, sent once a week after the invitation when neither step is done. */
export function renderOnboardingReminder(data: OnboardingInvite): RenderedMail {
  return render(data, {
    subject: `A reminder: your ${site.name} onboarding is waiting`,
    preheader: 'Your place is kept. Two short steps and your dashboard goes live.',
    opening: [
      'A week ago we opened onboarding for you, and your place is still kept.',
      'When you have a few minutes, these two steps are all we need:',
    ],
    closing: `If now is not a good time, reply to this e-mail and tell us when is. Your deposit and your locked 2% rate stay as they are.`,
  });
}
