import assert from 'node:assert/strict';
import { drainOutbox, renderOutboxRow, type OutboxRow } from '../_shared/mail-outbox.ts';
import type { MailMessage, Mailer } from '../_shared/mail.ts';

const token = 'A'.repeat(42) + 'b';
const unsubscribeToken = 'z'.repeat(40) + '-_9';
const links = { site: 'https://www.doorkeep.example', api: 'https://ref.supabase.co' };

const row = (payload: Record<string, unknown> = { token, unsubscribeToken }): OutboxRow => ({
  id: 7,
  event_key: 'newsletter-confirm/NEWS-AAAAAAAAA/1',
  template: 'newsletter_confirmation',
  recipient: 'reader@example.com',
  payload,
  attempts: 1,
});

Deno.test('the confirmation e-mail links to /newsletter/confirm with the token and to the one-click unsubscribe page', () => {
  const mail = renderOutboxRow(row(), links);
  assert.equal(mail.subject, 'Confirm your DoorKeep newsletter subscription');
  const confirmUrl = `https://www.doorkeep.example/newsletter/confirm?token=${token}`;
  const unsubscribeUrl = `https://www.doorkeep.example/newsletter/unsubscribe?token=${unsubscribeToken}`;
  for (const part of [mail.text, mail.html]) {
    assert.ok(part.includes(confirmUrl), 'confirm link');
    assert.ok(part.includes(unsubscribeUrl), 'unsubscribe link');
  }
});

Deno.test('RFC 8058 section 3.1: List-Unsubscribe holds one HTTPS URI and List-Unsubscribe-Post the single pair List-Unsubscribe=One-Click', () => {
  const mail = renderOutboxRow(row(), links);
  assert.deepEqual(mail.headers, {
    'List-Unsubscribe': `<https://ref.supabase.co/functions/v1/newsletter?action=unsubscribe&token=${unsubscribeToken}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
});

Deno.test('a confirmation row without well-formed tokens, or without the links configured, is given up, not sent', () => {
  assert.throws(() => renderOutboxRow(row({ token: 'short', unsubscribeToken }), links), /tokens/);
  assert.throws(() => renderOutboxRow(row({ token, unsubscribeToken: '<script>' }), links), /tokens/);
  assert.throws(() => renderOutboxRow(row()), /SITE_ORIGINS/);
});

Deno.test('the drain hands the headers to the mail port (Resend takes them in `headers`: https://resend.com/docs/api-reference/emails/send-email)', async () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send(message) {
      sent.push(message);
      return Promise.resolve({ id: 'email-7' });
    },
  };
  const marked: string[] = [];
  const result = await drainOutbox({
    callerKeys: ['x'],
    from: 'DoorKeep <support@doorkeep.example>',
    vendorFrom: 'DoorKeep Vendor Relations <vendors@doorkeep.example>',
    replyTo: 'support@doorkeep.example',
    links,
    mailer,
    store: {
      claim: () => Promise.resolve([row()]),
      markSent: (id, providerId) => Promise.resolve(void marked.push(`${id}:${providerId}`)),
      markFailed: () => Promise.reject(new Error('not expected')),
    },
  });
  assert.deepEqual(result, { sent: 1, retrying: 0, failed: 0 });
  assert.equal(sent[0]!.to, 'reader@example.com');
  assert.equal(sent[0]!.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
  assert.deepEqual(marked, ['7:email-7']);
});
