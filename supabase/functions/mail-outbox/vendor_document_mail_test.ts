import assert from 'node:assert/strict';
import { renderOutboxRow } from '../_shared/mail-outbox.ts';

const row = (template: string, payload: Record<string, unknown>) =>
  renderOutboxRow({ id: 1, event_key: `${template}/1`, template, recipient: 'sam@reliable.example.com', payload, attempts: 1 });

Deno.test("a rejected document's e-mail names the document and gives the admin's reason; replies reach vendor relations", () => {
  const mail = row('vendor_document_rejected', { kind: 'insurance', reason: 'The policy number is unreadable.' });
  assert.equal(mail.subject, 'Your certificate of insurance needs another look');
  assert.equal(mail.sender, 'vendors');
  assert.equal(mail.replyTo, 'vendors@doorkeep.example');
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /The reason we recorded: The policy number is unreadable\./);
    assert.match(part, /vendor portal/);
  }
});

Deno.test('a rejection without a reason, or of an unknown kind, is given up, not sent', () => {
  assert.throws(() => row('vendor_document_rejected', { kind: 'w9', reason: ' ' }), /reason/);
  assert.throws(() => row('vendor_document_rejected', { kind: 'passport', reason: 'No' }), /document kind/);
});

Deno.test('the expiry reminder gives the date and the days left, the expired mail says jobs are paused', () => {
  const soon = row('vendor_document_expiring', { kind: 'license', expiresOn: '2027-01-12', daysLeft: 7 });
  assert.equal(soon.subject, 'Your trade license expires on 2027-01-12');
  assert.match(soon.text, /expires in 7 days/);
  assert.match(soon.text, /Expires on: 2027-01-12/);
  const expired = row('vendor_document_expired', { kind: 'insurance', expiresOn: '2027-01-12' });
  assert.equal(expired.subject, 'Your certificate of insurance has expired');
  assert.match(expired.text, /no longer reach you/);
  assert.throws(() => row('vendor_document_expiring', { kind: 'license', expiresOn: 'soon', daysLeft: 7 }), /expiry date/);
  assert.throws(() => row('vendor_document_expiring', { kind: 'license', expiresOn: '2027-01-12' }), /days left/);
});

// A W-9 carries a tax id: whatever a row holds beyond the fields a mail prints never reaches the inbox.
Deno.test('no document mail prints anything but its own fields, so a tax id or file name in a payload stays out', () => {
  const extra = { taxId: '12-3456789', storagePath: 'b1e2/w9.pdf', fileName: 'w9-signed.pdf' };
  const mails = [
    row('vendor_document_rejected', { kind: 'w9', reason: 'Not signed.', ...extra }),
    row('vendor_document_expired', { kind: 'license', expiresOn: '2027-01-12', ...extra }),
    row('vendor_ready_for_jobs', extra),
  ];
  for (const mail of mails) {
    for (const part of [mail.subject, mail.text, mail.html]) {
      assert.doesNotMatch(part, /12-3456789|w9\.pdf|w9-signed/);
    }
  }
  assert.equal(mails[2]!.subject, 'All your documents are verified: you are ready for jobs');
});
