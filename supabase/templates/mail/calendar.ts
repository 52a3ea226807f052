// iCalendar (RFC 5545, https://www.rfc-editor.org/rfc/rfc5545) for the calendar invitations our mails carry, with
// iTIP's methods (RFC 5546). Written here rather than taken from a library: one VEVENT with a dozen properties is all
// we need, the templates are import-free modules that both Deno (the functions) and Node (the tests) load without an
// import map, and the output must stay byte-identical for the same booking so a retried send matches the provider's
// idempotency key (nothing here reads the clock: DTSTAMP is the booking's own time).
//
// What the RFC asks of the text, and where:
// - content lines end in CRLF and are folded at 75 octets by CRLF + one space, never inside a UTF-8 character (3.1);
// - TEXT values escape `\` `;` `,` and turn a line break into `\n`; control characters other than HTAB are not TEXT
//   (3.3.11, TSAFE-CHAR), so they are dropped: whatever a person typed stays inside its one property;
// - parameter values are quoted and may hold neither DQUOTE nor controls (3.1, param-value / QSAFE-CHAR);
// - DATE-TIME in UTC is `YYYYMMDDTHHMMSSZ` (3.3.5); DTSTAMP, UID and, for a METHOD, ORGANIZER are required (3.6.1,
//   RFC 5546 3.2); REQUEST and CANCEL also name the ATTENDEE (RFC 5546 3.2.2, 3.2.5).

/** A person on the invitation: the organizer (us) or the attendee (the owner). */
export interface CalendarPerson {
  email: string;
  name?: string;
}

/** One event, as the iTIP method wants it sent. */
export interface CalendarEvent {
  /**
   * REQUEST: an invitation the calendar adds and updates (the same uid with a higher sequence moves it); CANCEL:
   * removes it; PUBLISH: a plain event without attendees.
   */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** Stable for the booking across moves and its cancellation, e.g. `onboarding-call-<id>@doorkeep.example`. */
  uid: string;
  /** 0 for the first invitation; one more for every move or the cancellation. */
  sequence: number;
  /** When this version of the booking was made (DTSTAMP): from the stored row, never the clock. */
  stamp: string | Date;
  start: string | Date;
  end: string | Date;
  summary: string;
  description: string;
  location?: string;
  /** An http(s) page about the event (the dashboard). */
  url?: string;
  organizer: CalendarPerson;
  /** Required for REQUEST and CANCEL. */
  attendee?: CalendarPerson;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A strict addr-spec for a mailto: URI, which iCalendar does not escape: nothing that could end the line or value. */
const CAL_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** UIDs we issue: a readable id and our domain. */
const UID = /^[A-Za-z0-9._-]{1,200}@[A-Za-z0-9.-]{1,100}$/;

/** Whether a character is a control (C0 or DEL); `keep` lists the ones a caller allows. */
const isControl = (char: string, keep = '') => (char < ' ' || char === '\u007f') && !keep.includes(char);

/** The text without control characters, but for those in `keep`. */
const withoutControls = (value: string, keep = '') => Array.from(value).filter((char) => !isControl(char, keep)).join('');

/** Escapes a TEXT value (RFC 5545 3.3.11): a typed line break or field name stays inside this one value. */
export function escapeText(value: string): string {
  return withoutControls(value.replace(/\r\n|\r|\n/g, '\n'), '\n\t')
    .replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`));
}

/** A quoted parameter value (CN=...): DQUOTE and controls cannot be quoted, so they go. */
function paramValue(value: string): string {
  return `"${withoutControls(value).replace(/"/g, '').trim()}"`;
}

/** A DATE-TIME in UTC, the form that ends in Z (RFC 5545, the section on date and time values). */
export function utcDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${String(value)}`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * Folds one content line at 75 octets (RFC 5545 3.1). The continuation's leading space counts toward its 75; a
 * UTF-8 character and a two-character escape (`\,`, `\n`) are never split, since some readers mishandle either.
 */
export function foldLine(line: string): string {
  const units = line.match(/\\.|[\s\S]/gu) ?? [];
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const unit of units) {
    const size = encoder.encode(unit).length;
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += unit;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

function calAddress(role: 'ORGANIZER' | 'ATTENDEE', person: CalendarPerson, params: string[] = []): string {
  if (!CAL_ADDRESS.test(person.email)) throw new Error(`${role} needs a plain e-mail address`);
  const cn = person.name?.trim() ? [`CN=${paramValue(person.name)}`] : [];
  return [role, ...cn, ...params].join(';') + `:mailto:${person.email}`;
}

/** The whole VCALENDAR with one VEVENT, CRLF-terminated and folded: the bytes of an `.ics` file. */
export function renderCalendar(event: CalendarEvent): string {
  if (!UID.test(event.uid)) throw new Error('A calendar UID is an id@domain of letters, digits, dots, dashes and underscores');
  if (!Number.isInteger(event.sequence) || event.sequence < 0) throw new Error('SEQUENCE is a whole number from 0');
  const start = utcDateTime(event.start);
  const end = utcDateTime(event.end);
  if (end <= start) throw new Error('An event ends after it starts');
  if (event.method !== 'PUBLISH' && !event.attendee) throw new Error(`${event.method} names its attendee`);
  if (event.url !== undefined && !/^https?:\/\/[^\s"<>\\]+$/.test(event.url)) throw new Error('URL must be http(s)');

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DoorKeep//Transactional mail//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    calAddress('ORGANIZER', event.organizer),
    ...(event.attendee && event.method !== 'PUBLISH'
      ? [
          calAddress(
            'ATTENDEE',
            event.attendee,
            event.method === 'CANCEL' ? ['ROLE=REQ-PARTICIPANT'] : ['ROLE=REQ-PARTICIPANT', 'PARTSTAT=ACCEPTED', 'RSVP=FALSE'],
          ),
        ]
      : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The attachment's Content-Type. Its `method` must equal the file's METHOD (RFC 5545 8.1, the text/calendar
 * registration) and is what lets mail clients offer the invitation in place.
 */
export const calendarContentType = (method: CalendarEvent['method']) => `text/calendar; charset=utf-8; method=${method}`;
