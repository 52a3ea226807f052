import assert from 'node:assert/strict';
import { renderOutboxRow, type OutboxRow } from '../_shared/mail-outbox.ts';

const links = { site: 'https://www.doorkeep.example', api: 'https://ref.supabase.co' };
const reference = 'DK-RES-7K2M9QXA';

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
    row('deposit_receipt', { firstName: 'Dana', amount: 99, paidAt: '2026-11-24T18:05:00Z', queuePosition: 512, reference }),
    links,
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
  const mail = renderOutboxRow(
    row('deposit_refunded', { firstName: 'Dana', amount: '99.00', refundedAt: '2026-11-25T09:00:00Z', reference }),
    links,
  );
  assert.equal(mail.subject, 'Your DoorKeep deposit was refunded');
  assert.match(mail.text, /Refunded: +\$99\.00/);
  assert.match(mail.text, /November 25, 2026/);
  assert.match(mail.html, /locked 2% rate are released/);
});

Deno.test('both deposit mails quote the order reference and link to its printable receipt and to the dashboard', () => {
  const receipt = renderOutboxRow(
    row('deposit_receipt', { firstName: 'Dana', amount: 99, paidAt: '2026-11-24T18:05:00Z', queuePosition: 512, reference }),
    links,
  );
  const refund = renderOutboxRow(
    row('deposit_refunded', { firstName: 'Dana', amount: 99, refundedAt: '2026-11-25T09:00:00Z', reference }),
    links,
  );
  const receiptUrl = `https://www.doorkeep.example/checkout/receipt?reference=${reference}`;
  const dashboardUrl = 'https://www.doorkeep.example/dashboard';
  assert.match(receipt.text, /^Reference: +DK-RES-7K2M9QXA$/m);
  assert.match(refund.text, /^Reference: +DK-RES-7K2M9QXA$/m);
  for (const mail of [receipt, refund]) {
    assert.match(mail.text, /Quote DK-RES-7K2M9QXA when you contact us\./);
    assert.ok(mail.text.includes(receiptUrl), mail.text);
    assert.ok(mail.text.includes(`Go to your dashboard: ${dashboardUrl}`), mail.text);
    assert.ok(mail.html.includes(`href="${receiptUrl}"`), 'the HTML links to the receipt');
    assert.ok(mail.html.includes(`href="${dashboardUrl}"`), 'the HTML links to the dashboard');
    assert.match(mail.html, /DK-RES-7K2M9QXA/);
  }
  assert.match(receipt.text, /View or print your receipt: https:/);
  assert.match(refund.text, /View your receipt, marked refunded: https:/);
});

Deno.test('a deposit mail with no order tied to the row still goes, linking to the dashboard only', () => {
  const mail = renderOutboxRow(row('deposit_receipt', { firstName: 'Dana', amount: 99, paidAt: '2026-11-24T18:05:00Z', reference: null }), links);
  assert.doesNotMatch(mail.text, /Reference|DK-RES-|\/checkout\/receipt/);
  assert.match(mail.text, /Go to your dashboard: https:\/\/www\.doorkeep\.example\/dashboard/);
});

Deno.test('a deposit mail whose row lacks the amount or the date is refused, not sent half empty', () => {
  assert.throws(() => renderOutboxRow(row('deposit_receipt', { firstName: 'Dana', paidAt: '2026-11-24T18:05:00Z' }), links), /amount/);
  assert.throws(() => renderOutboxRow(row('deposit_refunded', { firstName: 'Dana', amount: 99 }), links), /date/);
});

Deno.test('a deposit mail with a malformed reference, or without the site origin configured, is given up, not sent', () => {
  const paid = { firstName: 'Dana', amount: 99, paidAt: '2026-11-24T18:05:00Z', reference };
  assert.throws(() => renderOutboxRow(row('deposit_receipt', { ...paid, reference: 'DK-RES-<b>' }), links), /reference/);
  assert.throws(() => renderOutboxRow(row('deposit_refunded', { ...paid, refundedAt: paid.paidAt, reference: 42 }), links), /reference/);
  assert.throws(() => renderOutboxRow(row('deposit_receipt', paid)), /SITE_ORIGINS/);
});

Deno.test('a typed name stays text in the HTML of a deposit mail', () => {
  const mail = renderOutboxRow(
    row('deposit_receipt', { firstName: '<b>Dana</b>', amount: 99, paidAt: '2026-11-24T18:05:00Z', queuePosition: 501, reference }),
    links,
  );
  assert.ok(!mail.html.includes('<b>Dana</b>'));
  assert.match(mail.html, /&lt;b&gt;Dana&lt;\/b&gt;/);
});
