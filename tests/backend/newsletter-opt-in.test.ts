// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createSupabaseAdminData } from '../../src/lib/submissions/supabase-admin-data.ts';
import { createTestClient, signInAdmin, signUpOwner, uniqueEmail } from './support.ts';

/**
 * Newsletter double opt-in on the local stack (supabase/migrations/*_newsletter_double_opt_in.sql): a signup queues a
 * confirmation mail with a single-use link, the unsubscribe link is stable per reader, only hashes of the tokens are
 * stored and only the service role reads them, an unsubscribed reader leaves the export, and signing up again sends a
 * new confirmation; an unsubscribed reader stays unsubscribed until they open it, and the opt-out stays on record.
 */

let stack: LocalStack;
let seq = 0;
const clientId = () => `NEWS-T${String(++seq).padStart(8, '0')}`;

beforeAll(async () => {
  // Nothing drains the outbox here: the tests read the queued rows (and their tokens) themselves.
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0 });
});

afterAll(async () => {
  await stack?.stop();
});

type Queued = { event_key: string; status: string; payload: { token: string; unsubscribeToken: string } };

async function confirmationsFor(email: string): Promise<Queued[]> {
  const result = await stack.db.query<Queued>(
    "select event_key, status, payload from public.mail_outbox where lower(recipient) = lower($1) and template = 'newsletter_confirmation' order by id",
    [email],
  );
  return result.rows;
}

async function signUp(email: string, id = clientId()) {
  const anon = createTestClient(stack);
  const answer = await anon.from('newsletter_signups').insert({ client_id: id, email, source: 'homepage' });
  return { id, answer };
}

const service = () => createTestClient(stack, stack.secretKey);
const confirm = async (token: string) => (await service().rpc('confirm_newsletter', { token })).data as string;
const unsubscribe = async (token: string) => (await service().rpc('unsubscribe_newsletter', { token })).data as string;

async function statusOf(email: string): Promise<string> {
  const result = await stack.db.query<{ status: string }>(
    'select status from public.newsletter_signups where lower(email) = lower($1)',
    [email],
  );
  return result.rows[0]!.status;
}

async function confirmedAtOf(email: string): Promise<unknown> {
  const result = await stack.db.query<{ confirmed_at: unknown }>(
    'select confirmed_at from public.newsletter_signups where lower(email) = lower($1)',
    [email],
  );
  return result.rows[0]!.confirmed_at;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

describe('newsletter signup: confirmation mail and single-use link', () => {
  it('queues one confirmation per signup, with a random confirm token and the unsubscribe token', async () => {
    const email = uniqueEmail('reader');
    const { id, answer } = await signUp(email);
    expect(answer.error).toBeNull();
    const queued = await confirmationsFor(email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ event_key: `newsletter-confirm/${id}/1`, status: 'pending' });
    expect(queued[0]!.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(queued[0]!.payload.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusOf(email)).toBe('unconfirmed');
  });

  it('stores only SHA-256 hashes of the tokens', async () => {
    const email = uniqueEmail('hashes');
    await signUp(email);
    const [mail] = await confirmationsFor(email);
    const stored = await stack.db.query<Record<string, unknown>>(
      `select t.* from public.newsletter_tokens t join public.newsletter_signups s on s.id = t.signup_id
        where lower(s.email) = lower($1)`,
      [email],
    );
    const row = stored.rows[0]!;
    expect(Buffer.from(row.confirm_token_hash as Uint8Array)).toEqual(sha256(mail!.payload.token));
    expect(Buffer.from(row.unsubscribe_token_hash as Uint8Array)).toEqual(sha256(mail!.payload.unsubscribeToken));
    const text = JSON.stringify(row);
    expect(text).not.toContain(mail!.payload.token);
    expect(text).not.toContain(mail!.payload.unsubscribeToken);
  });

  it('confirms with the link once; opened again it says already confirmed; an unknown token or an empty one is invalid', async () => {
    const email = uniqueEmail('confirm');
    await signUp(email);
    const [mail] = await confirmationsFor(email);
    expect(await confirm(mail!.payload.token)).toBe('confirmed');
    const confirmedAt = await confirmedAtOf(email);
    expect(await statusOf(email)).toBe('confirmed');
    expect(await confirm(mail!.payload.token)).toBe('already_confirmed');
    expect(await confirmedAtOf(email)).toEqual(confirmedAt);
    expect(await confirm('x'.repeat(43))).toBe('invalid');
    expect(await confirm('')).toBe('invalid');
  });

  it('a used confirmation link no longer works once its reader has unsubscribed', async () => {
    const email = uniqueEmail('confirm-then-leave');
    await signUp(email);
    const [mail] = await confirmationsFor(email);
    expect(await confirm(mail!.payload.token)).toBe('confirmed');
    expect(await unsubscribe(mail!.payload.unsubscribeToken)).toBe('unsubscribed');
    expect(await confirm(mail!.payload.token)).toBe('invalid');
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('refuses an expired confirmation link', async () => {
    const email = uniqueEmail('expired');
    await signUp(email);
    const [mail] = await confirmationsFor(email);
    await stack.db.query(
      `update public.newsletter_tokens set confirm_expires_at = now() - interval '1 second'
        where signup_id = (select id from public.newsletter_signups where lower(email) = lower($1))`,
      [email],
    );
    expect(await confirm(mail!.payload.token)).toBe('invalid');
    expect(await statusOf(email)).toBe('unconfirmed');
  });
});

describe('unsubscribe and signing up again', () => {
  it('unsubscribes in one call, again harmlessly, and voids the pending confirmation link', async () => {
    const email = uniqueEmail('leaver');
    await signUp(email);
    const [mail] = await confirmationsFor(email);
    expect(await unsubscribe(mail!.payload.unsubscribeToken)).toBe('unsubscribed');
    expect(await unsubscribe(mail!.payload.unsubscribeToken)).toBe('unsubscribed');
    expect(await statusOf(email)).toBe('unsubscribed');
    expect(await confirm(mail!.payload.token)).toBe('invalid');
    expect(await unsubscribe('y'.repeat(43))).toBe('invalid');
  });

  it('a re-signup after unsubscribing stores no second row and sends a new confirmation (new event key, new link)', async () => {
    const email = uniqueEmail('returning');
    const first = await signUp(email);
    const [mail] = await confirmationsFor(email);
    expect(await confirm(mail!.payload.token)).toBe('confirmed');
    expect(await unsubscribe(mail!.payload.unsubscribeToken)).toBe('unsubscribed');

    const again = await signUp(email.toUpperCase());
    expect(again.answer.error).toBeNull();
    expect(again.answer.status).toBe(201);
    const rows = await stack.db.query('select id from public.newsletter_signups where lower(email) = lower($1)', [email]);
    expect(rows.rows).toHaveLength(1);
    // Still unsubscribed until the new link is opened (20261127000400_newsletter_opt_out_kept.sql).
    expect(await statusOf(email)).toBe('unsubscribed');

    const queued = await confirmationsFor(email);
    expect(queued.map((row) => row.event_key)).toEqual([
      `newsletter-confirm/${first.id}/1`,
      `newsletter-confirm/${first.id}/2`,
    ]);
    expect(queued[1]!.payload.token).not.toBe(mail!.payload.token);
    // The unsubscribe link is the reader's own and stays the same.
    expect(queued[1]!.payload.unsubscribeToken).toBe(mail!.payload.unsubscribeToken);
    expect(await confirm(queued[1]!.payload.token)).toBe('confirmed');
  });

  it('a re-signup of an unconfirmed address sends a new link and voids the old one; a confirmed reader gets nothing', async () => {
    const email = uniqueEmail('again');
    await signUp(email);
    await signUp(email);
    const queued = await confirmationsFor(email);
    expect(queued).toHaveLength(2);
    expect(await confirm(queued[0]!.payload.token)).toBe('invalid');
    expect(await confirm(queued[1]!.payload.token)).toBe('confirmed');
    await signUp(email);
    expect(await confirmationsFor(email)).toHaveLength(2);
  });

  it('a retried insert of the same signup (same client id) is still the unique violation the app counts as delivered', async () => {
    const email = uniqueEmail('retry');
    const { id } = await signUp(email);
    const retry = await signUp(email, id);
    expect(retry.answer.error?.code).toBe('23505');
    expect(await confirmationsFor(email)).toHaveLength(1);
  });
});

/** The reader's state as stored, the times as PostgreSQL text (microseconds, which a JS Date would drop). */
async function readerOf(email: string) {
  const result = await stack.db.query<{ status: string; confirmed_at: string | null; unsubscribed_at: string | null }>(
    'select status, confirmed_at::text, unsubscribed_at::text from public.newsletter_signups where lower(email) = lower($1)',
    [email],
  );
  expect(result.rows).toHaveLength(1);
  return result.rows[0]!;
}

/** A reader who signed up, confirmed and then unsubscribed through their links; returns their first mail. */
async function confirmedThenUnsubscribed(email: string) {
  const first = await signUp(email);
  const [mail] = await confirmationsFor(email);
  expect(await confirm(mail!.payload.token)).toBe('confirmed');
  expect(await unsubscribe(mail!.payload.unsubscribeToken)).toBe('unsubscribed');
  const left = await readerOf(email);
  expect(left.status).toBe('unsubscribed');
  expect(left.unsubscribed_at).not.toBeNull();
  return { id: first.id, mail: mail!, unsubscribedAt: left.unsubscribed_at! };
}

describe('an opt-out stays on record', () => {
  it("an anonymous signup of an unsubscribed reader's address neither resubscribes them nor erases the opt-out; only the new link confirms, and the opt-out's time stays", async () => {
    const email = uniqueEmail('opt-out-kept');
    const reader = await confirmedThenUnsubscribed(email);

    // The attack: anyone who knows the address signs it up again, as anon through /rest/v1.
    const attack = await signUp(email.toUpperCase());
    expect(attack.answer.error).toBeNull();
    expect(attack.answer.status).toBe(201);
    expect(await readerOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: reader.unsubscribedAt });

    // The reader is asked, by mail, whether they want back in: a new link, the same unsubscribe link.
    const queued = await confirmationsFor(email);
    expect(queued.map((row) => [row.event_key, row.status])).toEqual([
      [`newsletter-confirm/${reader.id}/1`, 'pending'],
      [`newsletter-confirm/${reader.id}/2`, 'pending'],
    ]);
    const fresh = queued[1]!.payload;
    expect(fresh.token).not.toBe(reader.mail.payload.token);
    expect(fresh.unsubscribeToken).toBe(reader.mail.payload.unsubscribeToken);
    // The link used before the opt-out does not bring them back either.
    expect(await confirm(reader.mail.payload.token)).toBe('invalid');
    expect((await readerOf(email)).status).toBe('unsubscribed');

    // Only the reader opening the new link subscribes them again; the opt-out's time is still recorded.
    expect(await confirm(fresh.token)).toBe('confirmed');
    const back = await readerOf(email);
    expect(back).toMatchObject({ status: 'confirmed', unsubscribed_at: reader.unsubscribedAt });
    const later = await stack.db.query<{ later: boolean }>('select $1::timestamptz > $2::timestamptz as later', [
      back.confirmed_at,
      reader.unsubscribedAt,
    ]);
    expect(later.rows[0]!.later).toBe(true);
    expect(await confirm(fresh.token)).toBe('already_confirmed');
  });

  it('repeated signups of an unsubscribed address keep the first opt-out time; unsubscribing again after confirming records the new opt-out', async () => {
    const email = uniqueEmail('opt-out-again');
    const reader = await confirmedThenUnsubscribed(email);
    await signUp(email);
    await signUp(email);
    expect(await readerOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: reader.unsubscribedAt });
    // Unsubscribing again while unsubscribed changes nothing either.
    expect(await unsubscribe(reader.mail.payload.unsubscribeToken)).toBe('unsubscribed');
    expect(await readerOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: reader.unsubscribedAt });

    // The second signup sent nothing: an unsubscribed address gets one confirmation a week
    // (*_newsletter_opt_out_weekly_confirmation.sql).
    const queued = await confirmationsFor(email);
    expect(queued).toHaveLength(2);
    // The pending link was voided by that unsubscribe; a signup a week later issues one that works.
    expect(await confirm(queued[1]!.payload.token)).toBe('invalid');
    await stack.db.query(
      "update public.mail_outbox set created_at = created_at - interval '8 days' where template = 'newsletter_confirmation' and lower(recipient) = lower($1)",
      [email],
    );
    await signUp(email);
    const latest = (await confirmationsFor(email)).at(-1)!.payload;
    expect(await confirm(latest.token)).toBe('confirmed');
    expect((await readerOf(email)).status).toBe('confirmed');

    expect(await unsubscribe(latest.unsubscribeToken)).toBe('unsubscribed');
    const left = await readerOf(email);
    expect(left.status).toBe('unsubscribed');
    const order = await stack.db.query<{ after_first: boolean; after_confirming: boolean }>(
      'select $1::timestamptz > $2::timestamptz as after_first, $1::timestamptz >= $3::timestamptz as after_confirming',
      [left.unsubscribed_at, reader.unsubscribedAt, left.confirmed_at],
    );
    expect(order.rows[0]).toEqual({ after_first: true, after_confirming: true });
  });

  it("the admin sees a re-signed-up unsubscribed reader as unsubscribed and leaves them out of the export until they confirm", async () => {
    const { client } = await signInAdmin(stack);
    const data = createSupabaseAdminData({ client: () => client, inviteVendor: async () => {} });
    const email = uniqueEmail('opt-out-admin');
    await confirmedThenUnsubscribed(email);
    await signUp(email);

    const statusInList = async () => (await data.list('newsletter', { search: email })).rows.map((row) => [row.email, row.status]);
    const exportedEmails = async () => (await data.export('newsletter', undefined, { status: 'confirmed' })).map((row) => row.email);
    expect(await statusInList()).toEqual([[email, 'unsubscribed']]);
    expect((await data.list('newsletter', { status: 'unsubscribed', search: email })).rows).toHaveLength(1);
    expect(await exportedEmails()).not.toContain(email);

    const fresh = (await confirmationsFor(email)).at(-1)!.payload;
    expect(await confirm(fresh.token)).toBe('confirmed');
    expect(await statusInList()).toEqual([[email, 'confirmed']]);
    expect((await data.list('newsletter', { status: 'unsubscribed', search: email })).rows).toHaveLength(0);
    const exported = await data.export('newsletter', undefined, { status: 'confirmed' });
    expect(exported.find((row) => row.email === email)?.unsubscribeToken).toBe(fresh.unsubscribeToken);
  });
});

describe('who reads tokens', () => {
  it('anon and a signed-in non-admin can neither read tokens nor call the token functions', async () => {
    const email = uniqueEmail('private');
    await signUp(email);
    const anon = createTestClient(stack);
    const tokens = await anon.from('newsletter_tokens').select('*');
    expect(tokens.error?.code).toBe('42501');
    const readers = await anon.from('newsletter_signups').select('*');
    expect(readers.error?.code).toBe('42501');
    for (const fn of ['confirm_newsletter', 'unsubscribe_newsletter']) {
      const called = await anon.rpc(fn, { token: 'x' });
      expect(called.error?.code, fn).toBe('42501');
    }
    const token = await anon.rpc('newsletter_unsubscribe_token', { signup_client_id: 'NEWS-T00000001' });
    expect(token.error?.code).toBe('42501');

    const owner = await signUpOwner(stack, 'reader-owner');
    expect((await owner.client.from('newsletter_tokens').select('*')).error?.code).toBe('42501');
    expect((await owner.client.from('newsletter_signups').select('*')).data).toEqual([]);
    for (const fn of ['confirm_newsletter', 'unsubscribe_newsletter']) {
      expect((await owner.client.rpc(fn, { token: 'x' })).error?.code, fn).toBe('42501');
    }
    expect((await owner.client.rpc('newsletter_unsubscribe_token', { signup_client_id: 'NEWS-T00000001' })).error?.code).toBe('42501');
  });

  it('a visitor cannot store a signup already confirmed or unsubscribed', async () => {
    const anon = createTestClient(stack);
    for (const column of ['confirmed_at', 'unsubscribed_at']) {
      const answer = await anon
        .from('newsletter_signups')
        .insert({ client_id: clientId(), email: uniqueEmail('forged'), [column]: new Date().toISOString() });
      expect(answer.error?.code, column).toBe('42501');
    }
  });

  it('an admin reads no token table either, only each confirmed reader\'s unsubscribe token in an export', async () => {
    const { client } = await signInAdmin(stack);
    const tokens = await client.from('newsletter_tokens').select('*');
    expect(tokens.error?.code).toBe('42501');
    const key = await client.schema('private' as 'public').from('newsletter_token_key').select('*');
    expect(key.error).not.toBeNull();
  });
});

describe('the admin export', () => {
  it('holds confirmed readers with their unsubscribe links; unconfirmed and unsubscribed readers are filtered out', async () => {
    const { client } = await signInAdmin(stack);
    const data = createSupabaseAdminData({ client: () => client, inviteVendor: async () => {} });
    const confirmed = uniqueEmail('export-yes');
    const unconfirmed = uniqueEmail('export-wait');
    const leaver = uniqueEmail('export-gone');
    for (const email of [confirmed, unconfirmed, leaver]) await signUp(email);
    const [yes] = await confirmationsFor(confirmed);
    const [gone] = await confirmationsFor(leaver);
    expect(await confirm(yes!.payload.token)).toBe('confirmed');
    expect(await confirm(gone!.payload.token)).toBe('confirmed');
    expect(await unsubscribe(gone!.payload.unsubscribeToken)).toBe('unsubscribed');

    const exported = await data.export('newsletter', undefined, { status: 'confirmed' });
    const emails = exported.map((row) => row.email);
    expect(emails).toContain(confirmed);
    expect(emails).not.toContain(unconfirmed);
    expect(emails).not.toContain(leaver);
    expect(exported.find((row) => row.email === confirmed)?.unsubscribeToken).toBe(yes!.payload.unsubscribeToken);

    const page = await data.list('newsletter', { status: 'unsubscribed', search: leaver });
    expect(page.rows.map((row) => [row.email, row.status])).toEqual([[leaver, 'unsubscribed']]);
    expect(JSON.stringify(page.rows)).not.toContain(gone!.payload.unsubscribeToken);

    const stats = await data.stats('newsletter');
    expect(stats).toMatchObject({ confirmed: expect.any(Number), unconfirmed: expect.any(Number), unsubscribed: expect.any(Number) });
  });
});
