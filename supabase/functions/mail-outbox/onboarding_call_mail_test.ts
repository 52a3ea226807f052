import assert from 'node:assert/strict';
import { renderOutboxRow, type OutboxRow } from '../_shared/mail-outbox.ts';

// The reminder and the cancellation of an onboarding call, as the outbox renders them from the rows the booking
// functions queue (supabase/migrations/*_onboarding_calls.sql). iTIP (RFC 5546 3.2.5): a CANCEL names the event's
// UID with a higher SEQUENCE, and its STATUS is CANCELLED.

const links = { site: 'https://www.doorkeep.example', api: 'https://ref.supabase.co' };
const callId = '3f1c2a64-9d0e-4b8a-a1c3-5e6f7a8b9c0d';

const row = (template: string, payload: Record<string, unknown> = {}): OutboxRow => ({
  id: 1,
  event_key: `${template}/${callId}`,
  template,
  recipient: 'dana@example.com',
  payload: {
    callId,
    firstName: 'Dana',
    startsAt: '2026-12-01T18:00:00Z',
    bookedAt: '2026-11-28T21:15:00Z',
    sequence: 2,
    timeZone: 'America/Los_Angeles',
    ...payload,
  },
  attempts: 0,
});

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').slice(0, -1);
const icsOf = (template: string, payload?: Record<string, unknown>) => {
  const file = renderOutboxRow(row(template, payload), links).attachments?.[0];
  assert.ok(file);
  return { file, lines: unfold(String(file.content)) };
};

Deno.test('the reminder names tomorrow’s time in the owner’s zone and attaches the same invitation as the confirmation', () => {
  const mail = renderOutboxRow(row('onboarding_call_reminder'), links);
  assert.equal(mail.subject, 'Reminder: your DoorKeep onboarding call is tomorrow');
  for (const part of [mail.text, mail.html]) assert.match(part, /10:00\sAM – 10:30\sAM PST/);
  assert.equal(icsOf('onboarding_call_reminder').file.content, icsOf('onboarding_call_booked').file.content);
});

Deno.test('the cancellation takes the call off the calendar: METHOD:CANCEL, same UID, its sequence, STATUS:CANCELLED', () => {
  const mail = renderOutboxRow(row('onboarding_call_canceled'), links);
  assert.equal(mail.subject, 'Canceled: your DoorKeep onboarding call on Tuesday, December 1, 2026');
  const { file, lines } = icsOf('onboarding_call_canceled');
  assert.equal(file.contentType, 'text/calendar; charset=utf-8; method=CANCEL');
  for (const line of ['METHOD:CANCEL', `UID:onboarding-call-${callId}@doorkeep.example`, 'SEQUENCE:2', 'STATUS:CANCELLED']) {
    assert.ok(lines.includes(line), `missing ${line}`);
  }
});

Deno.test('a first name or time zone that tries to add calendar fields stays inside its one property', () => {
  const names = ['Dana\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free money', 'Dana";ROLE=CHAIR:mailto:x@evil.example\r\nATTENDEE:mailto:y@evil.example'];
  for (const template of ['onboarding_call_booked', 'onboarding_call_reminder', 'onboarding_call_canceled']) {
    for (const firstName of names) {
      const { lines } = icsOf(template, { firstName, timeZone: 'X\r\nMETHOD:PUBLISH' });
      const names = lines.map((line) => line.split(/[;:]/)[0]);
      assert.equal(names.filter((name) => name === 'BEGIN').length, 2);
      assert.equal(names.filter((name) => name === 'SUMMARY').length, 1);
      assert.equal(names.filter((name) => name === 'METHOD').length, 1);
      assert.equal(names.filter((name) => name === 'ATTENDEE').length, 1);
      assert.ok(lines.some((line) => /^ATTENDEE;CN="Dana[^"\r\n]*";ROLE=REQ-PARTICIPANT/.test(line)));
    }
  }
});

Deno.test('a reminder or cancellation without its call id or sequence is no mail', () => {
  for (const template of ['onboarding_call_reminder', 'onboarding_call_canceled']) {
    assert.throws(() => renderOutboxRow(row(template, { callId: 'x' }), links), /without a call id/);
    assert.throws(() => renderOutboxRow(row(template, { sequence: -1 }), links), /without a sequence/);
  }
});
