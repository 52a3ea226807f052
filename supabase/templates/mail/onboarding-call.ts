// The owner's onboarding call confirmation: the time in the owner's zone, how the call happens, where to move or
// cancel it, and the call as a calendar invitation (.ics). Everything comes from the outbox row, nothing from the
// clock, so every retry of the same row renders the same bytes (see calendar.ts).
import { paths } from '../../../src/config/paths.ts';
import { calendarContentType, renderCalendar } from './calendar.ts';
import { escapeHtml, fact, htmlFrame, link, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

/** The length of every onboarding call, in minutes. */
export const ONBOARDING_CALL_MINUTES = 30;

/** The file name the invitation travels under. */
export const ONBOARDING_CALL_ICS = 'onboarding-call.ics';

export interface OnboardingCallBooked {
  /** The booking's id: the invitation's UID, stable when the call is moved. */
  callId: string;
  /** The owner's address, the invitation's attendee (the row's recipient). */
  email: string;
  firstName: string;
  /** When the call starts (an ISO timestamp); it lasts ONBOARDING_CALL_MINUTES. */
  startsAt: string;
  /** When this version of the booking was made (booked or last moved): the invitation's DTSTAMP. */
  bookedAt: string;
  /** 0 when booked, one more on every move: calendars replace the older invitation with the higher one. */
  sequence: number;
  /** The owner's IANA time zone for the times in the mail; UTC when missing or unknown. */
  timeZone?: string | null;
  /** The site's origin (e.g. https://www.doorkeep.com) the dashboard link starts with. */
  siteOrigin: string;
}

/** The zone to print times in: the owner's if the runtime knows it, else UTC. */
function zoneOf(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "Tuesday, December 1, 2026" and "10:00 AM – 10:30 AM PST" in the owner's zone. */
function when(start: Date, end: Date, timeZone: string) {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(start);
  const time = (date: Date, zone: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(zone ? { timeZoneName: 'short' as const } : {}),
    }).format(date);
  return { day, time: `${time(start, false)} – ${time(end, true)}` };
}

/** A calendar UID's domain: our support address's, so UIDs are ours. */
const uidDomain = site.contact.supportEmail.split('@')[1]!;

/** The facts every onboarding call mail is rendered from, and the invitation (or cancellation) it carries. */
function callMail(data: OnboardingCallBooked, method: 'REQUEST' | 'CANCEL') {
  const start = new Date(data.startsAt);
  if (Number.isNaN(start.getTime())) throw new Error('onboarding call without a start');
  const end = new Date(start.getTime() + ONBOARDING_CALL_MINUTES * 60_000);
  const timeZone = zoneOf(data.timeZone);
  const { day, time } = when(start, end, timeZone);
  const dashboard = `${data.siteOrigin.replace(/\/+$/, '')}${paths.dashboard.getHref()}`;
  const firstName = data.firstName.trim();
  const booked = `Your ${ONBOARDING_CALL_MINUTES}-minute onboarding call is booked.`;
  const how =
    'We will call the phone number on your account. We will go through your properties together, answer your questions and agree on the day your dashboard goes live.';
  const move = 'Need another time? You can move or cancel the call from your dashboard.';
  const canceled = 'This onboarding call is canceled. Book another time from your dashboard whenever it suits you.';
  // RFC 5546 3.2.5: a CANCEL names the same UID with a higher SEQUENCE, and its STATUS is CANCELLED (renderCalendar).
  const ics = renderCalendar({
    method,
    uid: `onboarding-call-${data.callId}@${uidDomain}`,
    sequence: data.sequence,
    stamp: data.bookedAt,
    start,
    end,
    summary: method === 'CANCEL' ? `Canceled: ${site.name} onboarding call` : `${site.name} onboarding call`,
    description:
      method === 'CANCEL'
        ? `${canceled} ${dashboard}`
        : `${booked} ${how}\n\n${move} ${dashboard}\n\nQuestions before then? ${site.contact.supportEmail} or ${site.contact.phoneDisplay}.`,
    location: 'Phone call',
    url: dashboard,
    organizer: { name: site.name, email: site.contact.supportEmail },
    attendee: { name: firstName || undefined, email: data.email },
  });
  return {
    day,
    time,
    dashboard,
    greeting: `Hi ${firstName || 'there'},`,
    booked,
    how,
    move,
    canceled,
    attachment: { filename: ONBOARDING_CALL_ICS, contentType: calendarContentType(method), content: ics },
  };
}

type MailParts = { subject: string; lead: string; facts: boolean; paragraphs: string[]; linkText: string };

function assemble(parts: ReturnType<typeof callMail>, mail: MailParts): RenderedMail {
  const { day, time, dashboard, greeting } = parts;
  const html = htmlFrame({
    title: mail.subject,
    preheader: `${day}, ${time}`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(mail.lead)),
      ...(mail.facts
        ? [
            `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">
${fact('Day', day)}
${fact('Time', time)}
${fact('Length', `${ONBOARDING_CALL_MINUTES} minutes`)}
</table>`,
          ]
        : []),
      ...mail.paragraphs.slice(0, -1).map((text) => paragraph(escapeHtml(text))),
      paragraph(`${escapeHtml(mail.paragraphs.at(-1) ?? '')}<br>${link(dashboard, mail.linkText)}`),
    ].join('\n'),
  });
  const text = [
    greeting,
    '',
    mail.lead,
    '',
    ...(mail.facts ? [`Day:    ${day}`, `Time:   ${time}`, `Length: ${ONBOARDING_CALL_MINUTES} minutes`, ''] : []),
    ...mail.paragraphs.flatMap((line, index) => (index === mail.paragraphs.length - 1 ? [line] : [line, ''])),
    `${mail.linkText}: ${dashboard}`,
    '',
    textFooter(),
  ].join('\n');
  return { subject: mail.subject, html, text, attachments: [parts.attachment] };
}

/** The confirmation mail with its `.ics` invitation (METHOD:REQUEST, organizer: our support address). */
export function renderOnboardingCallBooked(data: OnboardingCallBooked): RenderedMail {
  const parts = callMail(data, 'REQUEST');
  return assemble(parts, {
    subject: `Your ${site.name} onboarding call: ${parts.day}`,
    lead: parts.booked,
    facts: true,
    paragraphs: [parts.how, `The attached invitation (${ONBOARDING_CALL_ICS}) adds the call to your calendar.`, parts.move],
    linkText: 'Go to your dashboard',
  });
}

/**
 * The day-before reminder. It carries the same invitation as the latest confirmation (same UID and sequence), so
 * opening it again changes nothing in a calendar that has the call and adds it to one that does not.
 */
export function renderOnboardingCallReminder(data: OnboardingCallBooked): RenderedMail {
  const parts = callMail(data, 'REQUEST');
  return assemble(parts, {
    subject: `Reminder: your ${site.name} onboarding call is tomorrow`,
    lead: `A reminder that your ${ONBOARDING_CALL_MINUTES}-minute onboarding call is coming up.`,
    facts: true,
    paragraphs: [parts.how, `The invitation (${ONBOARDING_CALL_ICS}) is attached again in case your calendar does not have it.`, parts.move],
    linkText: 'Go to your dashboard',
  });
}

/** The cancellation: the same UID one sequence higher with METHOD:CANCEL, which takes the call off the calendar. */
export function renderOnboardingCallCanceled(data: OnboardingCallBooked): RenderedMail {
  const parts = callMail(data, 'CANCEL');
  return assemble(parts, {
    subject: `Canceled: your ${site.name} onboarding call on ${parts.day}`,
    lead: `Your onboarding call on ${parts.day} (${parts.time}) is canceled, as you asked.`,
    facts: false,
    paragraphs: [
      `The attached file (${ONBOARDING_CALL_ICS}) takes the call off your calendar.`,
      'Book another time from your dashboard whenever it suits you.',
    ],
    linkText: 'Go to your dashboard',
  });
}
