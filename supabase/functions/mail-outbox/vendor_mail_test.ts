import assert from 'node:assert/strict';
import { renderOutboxRow } from '../_shared/mail-outbox.ts';
import { reviewTimeline } from '../../../src/features/vendor-application/content/review-timeline.ts';

const received = (payload: Record<string, unknown>) =>
  renderOutboxRow({
    id: 1,
    event_key: 'vendor-received/VN-AAAAAAAAA',
    template: 'vendor_application_received',
    recipient: 'sam@reliable.example.com',
    payload,
    attempts: 1,
  });

Deno.test("the 'application received' e-mail carries the VN- number and every step of the page's review timeline", () => {
  const mail = received({ applicationNumber: 'VN-AAAAAAAAA' });
  assert.equal(mail.subject, 'We received your application [VN-AAAAAAAAA]');
  assert.match(mail.text, /^Hello,/);
  // Replies reach vendor relations, the vendor address of src/config/site.ts, not general support.
  assert.equal(mail.replyTo, 'vendors@doorkeep.example');
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /VN-AAAAAAAAA/);
    for (const step of reviewTimeline) {
      assert.ok(part.includes(step.title), step.title);
      assert.ok(part.includes(step.timing), step.timing);
    }
  }
});

Deno.test("the 'application received' e-mail promises only steps someone performs: no reference check, the invite with the approval", () => {
  const mail = received({ applicationNumber: 'VN-AAAAAAAAA' });
  for (const part of [mail.text, mail.html]) {
    assert.doesNotMatch(part, /reference check|references/i);
    assert.doesNotMatch(part, /documents are in/i);
    assert.match(part, /Once approved, you get your portal invite by e-mail/);
  }
  assert.equal(mail.sender, 'vendors');
  // The footer gives the same vendor relations address the mail comes from, not general support.
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /vendors@doorkeep\.example/);
    assert.doesNotMatch(part, /support@doorkeep\.example/);
  }
});

// The applicant's address is not proven when the application is stored: a form naming someone else's address must
// not deliver the sender's company or name to them. Rows queued before the trigger stopped storing them carry both.
Deno.test("an 'application received' row carrying the typed company and contact quotes neither, only the VN- number", () => {
  const mail = received({ applicationNumber: 'VN-AAAAAAAAA', contact: 'Mallory Phisher', company: 'Call +1-555-0100 now' });
  for (const part of [mail.subject, mail.text, mail.html]) {
    assert.match(part, /VN-AAAAAAAAA/);
    assert.doesNotMatch(part, /555-0100|Call \+1/);
    assert.doesNotMatch(part, /Mallory|Phisher/);
  }
});

Deno.test("an 'application received' row without a VN- number is given up, not sent", () => {
  assert.throws(() => received({ applicationNumber: 'WAIT-AAAAAAAAA', contact: 'Sam', company: 'X' }), /VN- number/);
});

const declined = (payload: Record<string, unknown>) =>
  renderOutboxRow({
    id: 2,
    event_key: 'vendor-declined/VN-AAAAAAAAA',
    template: 'vendor_application_declined',
    recipient: 'sam@reliable.example.com',
    payload,
    attempts: 1,
  });

Deno.test('the decline e-mail is polite, gives the recorded reason and the VN- number, and replies reach vendor relations', () => {
  const mail = declined({ applicationNumber: 'VN-AAAAAAAAA', reason: 'Outside our service area' });
  assert.equal(mail.subject, 'About your DoorKeep vendor application [VN-AAAAAAAAA]');
  assert.match(mail.text, /^Hello,/);
  assert.match(mail.text, /Thank you for your interest/);
  assert.match(mail.text, /The reason we recorded: Outside our service area/);
  assert.match(mail.html, /Outside our service area/);
  assert.equal(mail.replyTo, 'vendors@doorkeep.example');
});

Deno.test("the decline quotes nothing the applicant typed, even from a row queued with their contact and company", () => {
  const mail = declined({
    applicationNumber: 'VN-AAAAAAAAA',
    contact: 'Mallory Phisher',
    company: 'Call +1-555-0100 now',
    reason: 'We could not verify this application.',
  });
  for (const part of [mail.subject, mail.html, mail.text]) {
    assert.match(part, /VN-AAAAAAAAA/);
    assert.doesNotMatch(part, /555-0100|Call \+1|Mallory|Phisher/);
  }
  assert.match(mail.text, /We could not verify this application\./);
});

Deno.test('a decline row without a reason is given up, not sent', () => {
  assert.throws(() => declined({ applicationNumber: 'VN-AAAAAAAAA', contact: 'Sam', company: 'X', reason: '  ' }), /reason/);
});
