import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';
import { backendInfo, mails, openRenderedMail, uniqueEmail, type MailboxMessage } from './backend';
import { timeouts } from '../support/timeouts';

/**
 * Newsletter double opt-in on the local stack, through the mailbox: the signup's confirmation mail (queued with the
 * row, sent by mail-outbox through the Resend stand-in) carries a single-use confirm link, the reader's one-click
 * unsubscribe link and RFC 8058's List-Unsubscribe / List-Unsubscribe-Post headers; each link works without a login.
 */

async function signUp(page: Page, email: string) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });
  await waitForHydration(subscribe);
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await subscribe.click();
  // The form's words, now true: the confirmation is on its way.
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing! Check your inbox for a confirmation.' })).toBeVisible();
}

/** The links of a confirmation mail, read from its rendered HTML in the mailbox page. */
async function linksFromMailbox(page: Page, mail: MailboxMessage) {
  const rendered = await openRenderedMail(page, mail);
  const confirm = await rendered.getByRole('link', { name: 'Confirm my subscription' }).getAttribute('href');
  const unsubscribe = await rendered.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href');
  return { confirm: confirm!, unsubscribe: unsubscribe! };
}

async function readerStatus(email: string): Promise<string | undefined> {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/newsletter_signups?select=status&email=ilike.${encodeURIComponent(email)}`, {
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
  });
  const rows = (await response.json()) as { status: string }[];
  return rows[0]?.status;
}

test('the confirm link from the mailbox confirms once; the unsubscribe link unsubscribes in one click, no login', async ({ page }) => {
  const email = uniqueEmail('reader');
  await signUp(page, email);

  await expect.poll(async () => (await mails(email)).length, { timeout: timeouts.mail }).toBe(1);
  const [mail] = await mails(email);
  expect(mail).toMatchObject({ kind: 'transactional', subject: 'Confirm your DoorKeep newsletter subscription' });
  // RFC 8058 section 3.1, as stored by the Resend stand-in from the `headers` field of the send.
  expect(mail.headers?.['List-Unsubscribe']).toMatch(
    new RegExp(`^<${backendInfo().apiUrl}/functions/v1/newsletter\\?action=unsubscribe&token=[A-Za-z0-9_-]{43}>$`),
  );
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(await readerStatus(email)).toBe('unconfirmed');

  const links = await linksFromMailbox(page, mail);
  await page.goto(links.confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  // The token leaves the address bar once used.
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  expect(await readerStatus(email)).toBe('confirmed');

  // Opened again, the used link says the reader is already subscribed rather than calling itself broken.
  await page.goto(links.confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'You are already subscribed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveCount(0);

  await page.goto(links.unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(await readerStatus(email)).toBe('unsubscribed');
});

test('signing up again after unsubscribing sends a new confirmation; the one-click POST of RFC 8058 unsubscribes', async ({ page, request }) => {
  const email = uniqueEmail('returning');
  await signUp(page, email);
  await expect.poll(async () => (await mails(email)).length, { timeout: timeouts.mail }).toBe(1);
  const [first] = await mails(email);
  const firstLinks = await linksFromMailbox(page, first);
  await page.goto(firstLinks.unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

  // The same browser, which remembers the address: the repeat still reaches the server.
  await signUp(page, email);
  await expect.poll(async () => (await mails(email)).length, { timeout: timeouts.mail }).toBe(2);
  const [second] = await mails(email);
  const secondLinks = await linksFromMailbox(page, second);
  expect(secondLinks.confirm).not.toBe(firstLinks.confirm);
  await page.goto(secondLinks.confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();

  // What a mail client does with the headers (RFC 8058 section 3.2): a POST of List-Unsubscribe=One-Click to the
  // List-Unsubscribe URI, form-encoded, with no cookies and no authorization.
  const oneClick = /^<(.+)>$/.exec(second.headers!['List-Unsubscribe']!)![1]!;
  const answer = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(200);
  expect(await readerStatus(email)).toBe('unsubscribed');
});
