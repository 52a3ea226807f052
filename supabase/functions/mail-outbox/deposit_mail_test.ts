import assert from 'node:assert/strict';
import { renderOutboxRow, type OutboxRow } from '../_shared/mail-outbox.ts';

const row = (template: string, payload: Record<string, unknown>): OutboxRow => ({
  id: 1,
  event_key: `${template}/WAIT-AAAAAAAAA/1`,
  template,
  recipient: 'dana@example.com',
  payload,
  attempts: 1,
});

Deno.test('the deposit receipt names the amount, the day it was paid, the place in line and the refund terms', () => {
  const mail = renderOutboxRow(
    row('deposit_receipt', { firstName: 'Dana', amount: 99, paidAt: '2026-11-24T18:05:00Z', queuePosition: 512 }),
  );
  assert.equal(mail.subject, 'Your DoorKeep deposit receipt');
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /\$99\.00/);
    assert.match(part, /November 24, 2026/);
    assert.match(part, /#512/);
    assert.match(part, /fully refundable until your onboarding starts/);
    assert.match(part, /credited in full to your first month/);
  }
  assert.match(mail.text, /^Hi Dana,/);
});

Deno.test('the refund confirmation names what was refunded and when, and releases the rate lock', () => {
  const mail = renderOutboxRow(row('deposit_refunded', { firstName: 'Dana', amount: '99.00', refundedAt: '2026-11-25T09:00:00Z' }));
  assert.equal(mail.subject, 'Your DoorKeep deposit was refunded');
  assert.match(mail.text, /Refunded: \$99\.00/);
  assert.match(mail.text, /November 25, 2026/);
  assert.match(mail.html, /locked 2% rate are released/);
});

Deno.test('a deposit mail whose row lacks the amount or the date is refused, not sent half empty', () => {
  assert.throws(() => renderOutboxRow(row('deposit_receipt', { firstName: 'Dana', paidAt: '2026-11-24T18:05:00Z' })), /amount/);
  assert.throws(() => renderOutboxRow(row('deposit_refunded', { firstName: 'Dana', amount: 99 })), /date/);
});

Deno.test('a typed name stays text in the HTML of a deposit mail', () => {
  const mail = renderOutboxRow(
    row('deposit_receipt', { firstName: '<b>Dana</b>', amount: 99, paidAt: '2026-11-24T18:05:00Z', queuePosition: 501 }),
  );
  assert.ok(!mail.html.includes('<b>Dana</b>'));
  assert.match(mail.html, /&lt;b&gt;Dana&lt;\/b&gt;/);
});
