import assert from 'node:assert/strict';
import { renderOutboxRow } from '../_shared/mail-outbox.ts';

const links = { site: 'https://www.doorkeep.example', api: 'https://project.supabase.example' };
const row = (template: string, payload: Record<string, unknown>) =>
  renderOutboxRow({ id: 1, event_key: `${template}/WAIT-1`, template, recipient: 'dana@example.com', payload, attempts: 1 }, links);

Deno.test('the onboarding invitation asks for the property profile and the call, and links to the dashboard', () => {
  const mail = row('onboarding_invite', { firstName: 'Dana' });
  assert.equal(mail.subject, 'Your DoorKeep onboarding is open');
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /Hi Dana,/);
    assert.match(part, /property profile/);
    assert.match(part, /onboarding call/);
    assert.match(part, /https:\/\/www\.doorkeep\.example\/dashboard/);
  }
});

Deno.test('the reminder says the place is kept; a name with markup is text, and no links means no mail', () => {
  const mail = row('onboarding_reminder', { firstName: '<b>Dana</b>' });
  assert.match(mail.subject, /reminder/);
  assert.match(mail.text, /your place is still kept/);
  assert.doesNotMatch(mail.html, /<b>Dana<\/b>/);
  assert.match(mail.html, /&lt;b&gt;Dana/);
  assert.throws(
    () => renderOutboxRow({ id: 1, event_key: 'k', template: 'onboarding_invite', recipient: 'd@example.com', payload: {}, attempts: 1 }),
    /SITE_ORIGINS/,
  );
});
