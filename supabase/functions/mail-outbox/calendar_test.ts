import assert from 'node:assert/strict';
import { escapeText, foldLine, renderCalendar, type CalendarEvent } from '../../templates/mail/calendar.ts';

// What RFC 5545 (https://www.rfc-editor.org/rfc/rfc5545) asks of an .ics file, checked on the bytes a calendar reads.

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'onboarding-call-3f1c2a64-9d0e-4b8a-a1c3-5e6f7a8b9c0d@doorkeep.example',
  sequence: 0,
  stamp: '2026-11-28T21:15:00Z',
  start: '2026-12-01T18:00:00Z',
  end: '2026-12-01T18:30:00Z',
  summary: 'DoorKeep onboarding call',
  description: 'We will call you.',
  organizer: { name: 'DoorKeep', email: 'support@doorkeep.example' },
  attendee: { name: 'Dana', email: 'dana@example.com' },
  ...overrides,
});

/** The content lines as a reader sees them: CRLF + one space or tab removed (RFC 5545 3.1 "unfolding"). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').slice(0, -1);

/** A TEXT value as a reader decodes it (RFC 5545 3.3.11). */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, char: string) => (/[nN]/.test(char) ? '\n' : char));

const property = (ics: string, name: string) => unfold(ics).filter((line) => line.split(/[;:]/)[0] === name);

Deno.test('an .ics is CRLF lines of at most 75 octets, each a whole UTF-8 text, ending in CRLF', () => {
  const ics = renderCalendar(
    event({
      summary: 'Onboarding call with Zoë — über-long title '.repeat(4) + '🏠🏠🏠',
      description: 'Ünïcödé and emoji 🔑 '.repeat(20),
    }),
  );
  assert.ok(ics.endsWith('\r\n'));
  assert.equal(/\r(?!\n)|(?<!\r)\n/.test(ics), false, 'no bare CR or LF');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const encoder = new TextEncoder();
  const physical = ics.split('\r\n').slice(0, -1);
  assert.ok(physical.length > 12, 'long values were folded');
  for (const line of physical) {
    const bytes = encoder.encode(line);
    assert.ok(bytes.length <= 75, `${bytes.length} octets: ${line}`);
    assert.equal(decoder.decode(bytes), line, 'no character split across lines');
  }
  assert.equal(unescapeText(property(ics, 'SUMMARY')[0]!.slice('SUMMARY:'.length)), 'Onboarding call with Zoë — über-long title '.repeat(4) + '🏠🏠🏠');
});

Deno.test('folding never splits an escape such as \\, or \\n across two lines', () => {
  for (let pad = 0; pad < 4; pad++) {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(60 + pad)}${escapeText(',;\\\n'.repeat(6))}`);
    for (const line of folded.split('\r\n')) assert.doesNotMatch(line, /(^|[^\\])(\\\\)*\\$/, `line ends mid-escape: ${line}`);
  }
});

Deno.test('TEXT values escape backslash, semicolon, comma and line breaks', () => {
  assert.equal(escapeText('Rent, fees; a\\b\r\nnext\rline\nend'), 'Rent\\, fees\\; a\\\\b\\nnext\\nline\\nend');
  const ics = renderCalendar(event({ summary: 'Call, then; plan', description: 'Line one\nLine two' }));
  assert.deepEqual(property(ics, 'SUMMARY'), ['SUMMARY:Call\\, then\\; plan']);
  assert.deepEqual(property(ics, 'DESCRIPTION'), ['DESCRIPTION:Line one\\nLine two']);
});

Deno.test('a summary or description that tries to add calendar fields stays one escaped TEXT value', () => {
  const summary = 'Call\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example\r\nEND:VEVENT\r\nBEGIN:VEVENT\nUID:x@evil.example';
  const description = 'Hi\nORGANIZER:mailto:mallory@evil.example\rDTSTART:20300101T000000Z\u0000\u001b;X-INJECT:1';
  const ics = renderCalendar(event({ summary, description }));
  const lines = unfold(ics);
  assert.deepEqual(
    lines.map((line) => line.split(/[;:]/)[0]),
    ['BEGIN', 'VERSION', 'PRODID', 'CALSCALE', 'METHOD', 'BEGIN', 'UID', 'SEQUENCE', 'DTSTAMP', 'DTSTART', 'DTEND',
      'SUMMARY', 'DESCRIPTION', 'ORGANIZER', 'ATTENDEE', 'STATUS', 'TRANSP', 'END', 'END'],
  );
  assert.deepEqual(property(ics, 'ATTENDEE'), [
    'ATTENDEE;CN="Dana";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:dana@example.com',
  ]);
  assert.deepEqual(property(ics, 'DTSTART'), ['DTSTART:20261201T180000Z']);
  assert.equal(unescapeText(property(ics, 'SUMMARY')[0]!.slice(8)), summary.replace(/\r\n/g, '\n'));
  assert.equal(
    unescapeText(property(ics, 'DESCRIPTION')[0]!.slice(12)),
    'Hi\nORGANIZER:mailto:mallory@evil.example\nDTSTART:20300101T000000Z;X-INJECT:1',
    'line breaks become \\n, other control characters go',
  );
});

Deno.test("a name with quotes or line breaks stays inside the attendee's CN parameter", () => {
  const ics = renderCalendar(event({ attendee: { name: 'Dana"\r\nATTENDEE:mailto:x@evil.example;X="', email: 'dana@example.com' } }));
  assert.deepEqual(property(ics, 'ATTENDEE'), [
    'ATTENDEE;CN="DanaATTENDEE:mailto:x@evil.example;X=";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:dana@example.com',
  ]);
});

Deno.test('UID, DTSTAMP and the times come from the booking, in UTC: two renders are the same bytes', () => {
  const first = renderCalendar(event({ start: '2026-12-01T10:00:00-08:00', end: new Date('2026-12-01T18:30:00Z') }));
  const second = renderCalendar(event());
  assert.equal(first, second);
  assert.deepEqual(property(first, 'DTSTAMP'), ['DTSTAMP:20261128T211500Z']);
  assert.deepEqual(property(first, 'DTEND'), ['DTEND:20261201T183000Z']);
  assert.deepEqual(property(first, 'UID'), ['UID:onboarding-call-3f1c2a64-9d0e-4b8a-a1c3-5e6f7a8b9c0d@doorkeep.example']);
  assert.deepEqual(property(first, 'METHOD'), ['METHOD:REQUEST']);
  assert.deepEqual(property(first, 'ORGANIZER'), ['ORGANIZER;CN="DoorKeep":mailto:support@doorkeep.example']);
});

Deno.test('a cancellation keeps the UID, says CANCELLED; PUBLISH names no attendee', () => {
  const cancel = renderCalendar(event({ method: 'CANCEL', sequence: 2 }));
  assert.deepEqual(property(cancel, 'STATUS'), ['STATUS:CANCELLED']);
  assert.deepEqual(property(cancel, 'SEQUENCE'), ['SEQUENCE:2']);
  assert.equal(property(renderCalendar(event({ method: 'PUBLISH', attendee: undefined })), 'ATTENDEE').length, 0);
});

Deno.test('the renderer refuses what it cannot write safely', () => {
  assert.throws(() => renderCalendar(event({ attendee: { email: 'dana@example.com\r\nX:1' } })), /plain e-mail/);
  assert.throws(() => renderCalendar(event({ organizer: { email: 'a;b@example.com' } })), /plain e-mail/);
  assert.throws(() => renderCalendar(event({ uid: 'x\r\nATTENDEE:mailto:a@b.c' })), /UID/);
  assert.throws(() => renderCalendar(event({ end: '2026-12-01T18:00:00Z' })), /ends after it starts/);
  assert.throws(() => renderCalendar(event({ start: 'soon' })), /Not a date/);
  assert.throws(() => renderCalendar(event({ attendee: undefined })), /REQUEST names its attendee/);
  assert.throws(() => renderCalendar(event({ url: 'javascript:alert(1)' })), /URL/);
  assert.throws(() => renderCalendar(event({ sequence: -1 })), /SEQUENCE/);
});
