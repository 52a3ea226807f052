import { expect, test, waitForHydration } from '../support/test';
import { backendInfo, mails, openRenderedMail, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

/** The mail-outbox rows queued for `email`, read with the service role. */
async function outboxRowsFor(email: string): Promise<{ status: string; attempts: number }[]> {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/mail_outbox?select=status,attempts&recipient=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
  });
  if (!response.ok) throw new Error(`reading the mail outbox failed: ${response.status}`);
  return (await response.json()) as { status: string; attempts: number }[];
}

/**
 * Support: a message sent on /contact is stored, and its acknowledgement (queued with the row by the
 * support_messages trigger, sent by the mail-outbox function through the Resend stand-in) reaches the mailbox once,
 * with the DK- reference the page shows and the 4-hour promise. It repeats nothing the sender typed (name, subject,
 * message): anyone can type any address on the form, so the mail to it carries our words only.
 */
test('a support message sent on /contact is acknowledged by e-mail with its DK- reference and the 4-hour promise, quoting nothing typed', async ({
  page,
}) => {
  const email = uniqueEmail('ack');
  const subject = 'Smart lock keeps beeping';
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await waitForHydration(send);
  await page.getByRole('textbox', { name: /your name/i }).fill('Pat Landlord');
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByRole('textbox', { name: /subject/i }).fill(subject);
  await page.getByRole('textbox', { name: /^message/i }).fill('The lock on unit 4 beeps every few minutes.');
  await send.click();
  const ticket = page.getByTestId('ticket-reference');
  await expect(ticket).toHaveText(/^DK-[A-Z0-9]{9}$/, { timeout: timeouts.server });
  const reference = (await ticket.textContent())!.trim();

  await expect.poll(async () => (await mails(email)).length, { timeout: timeouts.mail }).toBe(1);
  const [mail] = await mails(email);
  expect(mail).toMatchObject({ kind: 'transactional', to: email });
  expect(mail.subject).toContain(reference);
  for (const part of [mail.subject, mail.text, mail.html ?? '']) {
    expect(part).not.toContain(subject);
    expect(part).not.toContain('Landlord');
    expect(part).not.toContain('beeps');
  }
  for (const part of [mail.text, mail.html ?? '']) {
    expect(part).toContain(reference);
    expect(part).toContain('within 4 hours');
  }

  // The mailbox page shows it rendered, as the recipient would see it: the reference, not what they typed.
  const rendered = await openRenderedMail(page, mail);
  await expect(rendered.getByText(reference, { exact: true })).toBeVisible();
  await expect(rendered.getByText(subject)).toHaveCount(0);

  // The outbox holds the event once, and as sent: no later drain picks it up again.
  await expect.poll(() => outboxRowsFor(email)).toEqual([{ status: 'sent', attempts: 1 }]);
  expect(await mails(email)).toHaveLength(1);
});
