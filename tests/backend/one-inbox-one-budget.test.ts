// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createSupportMessage } from '../factories/submissions.ts';
import { createTestClient, restRequest, toRow, uniqueEmail } from './support.ts';

/**
 * One inbox, one budget (supabase/migrations/*_one_inbox_one_budget.sql, *_newsletter_opt_out_weekly_confirmation.sql):
 * the per-recipient mail limit keys on the inbox an address reaches, with its +tag removed (subaddressing, RFC 5233)
 * and, for gmail.com and googlemail.com only, the dots of the local part removed ("Dots don't matter in Gmail
 * addresses", support.google.com/mail/answer/7436150, which also says dots matter on other domains); and strangers'
 * newsletter signups reach an unsubscribed address at most once a week.
 */

let stack: LocalStack;
let seq = 0;
const newsId = () => `NEWS-B${String(++seq).padStart(8, '0')}`;

beforeAll(async () => {
  // Nothing drains the outbox here: the tests read the queued rows themselves.
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0 });
  await stack.db.query("update public.submission_limits set max_count = 1000 where name = 'per_address'");
});

afterAll(async () => {
  await stack?.stop();
});

const inboxOf = async (address: string) =>
  (await stack.db.query<{ inbox: string }>('select public.mail_inbox($1) as inbox', [address])).rows[0]!.inbox;

describe('per-recipient mail limits key on the inbox', () => {
  it('removes a +tag everywhere and dots only for gmail.com and googlemail.com', async () => {
    expect(await inboxOf(' Inbox+7@Example.com ')).toBe('inbox@example.com');
    expect(await inboxOf('j.o.h.n+news@googlemail.com')).toBe('john@gmail.com');
    expect(await inboxOf('John.Smith@gmail.com')).toBe('johnsmith@gmail.com');
    // Dots are part of the address elsewhere: these are two inboxes.
    expect(await inboxOf('john.smith@example.com')).toBe('john.smith@example.com');
  });

  it('support acknowledgements to inbox+N@ addresses share one budget: past the limit they wait for the next window', async () => {
    const [local, domain] = uniqueEmail('inbox').split('@');
    await stack.db.query("update public.mail_limits set max_count = 2, window_seconds = 3600 where name = 'per_recipient'");
    try {
      for (let index = 1; index <= 4; index++) {
        const answer = await restRequest(stack, '/support_messages', {
          method: 'POST',
          body: toRow(createSupportMessage({ email: `${local}+${index}@${domain}` })),
          headers: { Prefer: 'return=minimal' },
        });
        expect(answer.status).toBe(201);
      }
      const queued = await stack.db.query<{ recipient: string; waits: number }>(
        `select recipient::text as recipient, round(extract(epoch from scheduled_at - created_at))::int as waits
           from public.mail_outbox where template = 'support_acknowledgement' and recipient::text like $1 order by id`,
        [`${local}+%@${domain}`],
      );
      // Each mail still goes to the address it was given; the third and fourth wait an hour for room.
      expect(queued.rows.map((row) => row.recipient)).toEqual([1, 2, 3, 4].map((n) => `${local}+${n}@${domain}`));
      expect(queued.rows.map((row) => row.waits >= 3599)).toEqual([false, false, true, true]);
    } finally {
      await stack.db.query("update public.mail_limits set max_count = 10 where name = 'per_recipient'");
    }
  });
});

describe('an unsubscribed address receives at most one confirmation a week', () => {
  const service = () => createTestClient(stack, stack.secretKey);
  type Confirmation = { event_key: string; payload: { token: string; unsubscribeToken: string } };
  const confirmationsFor = async (email: string) =>
    (
      await stack.db.query<Confirmation>(
        "select event_key, payload from public.mail_outbox where template = 'newsletter_confirmation' and lower(recipient) = lower($1) order by id",
        [email],
      )
    ).rows;
  const signUp = async (email: string) => {
    const answer = await createTestClient(stack)
      .from('newsletter_signups')
      .insert({ client_id: newsId(), email, source: 'homepage' });
    expect(answer.error).toBeNull();
  };

  /** Moves this reader's queued confirmations and their link eight days into the past, as if a week had gone by. */
  const aWeekLater = (email: string) =>
    stack.db.query(
      `with reader as (select id, client_id from public.newsletter_signups where lower(email) = lower($1))
       , mails as (
         update public.mail_outbox set created_at = created_at - interval '8 days'
          where event_key like 'newsletter-confirm/' || (select client_id from reader) || '/%' returning 1)
       update public.newsletter_tokens set confirm_expires_at = confirm_expires_at - interval '8 days'
        where signup_id = (select id from reader) and confirm_expires_at is not null`,
      [email],
    );

  it('after an opt-out, strangers’ re-signups send one confirmation that week, none more even after the reader unsubscribes through it, and one more a week on', async () => {
    const email = uniqueEmail('opted-out');
    await signUp(email);
    const [first] = await confirmationsFor(email);
    const unsubscribed = await service().rpc('unsubscribe_newsletter', { token: first!.payload.unsubscribeToken });
    expect(unsubscribed.data).toBe('unsubscribed');

    // The attack: the address signed up again and again.
    await signUp(email);
    await signUp(email);
    expect((await confirmationsFor(email)).slice(1)).toHaveLength(1);
    // The reader says no again through that mail; the strangers go on.
    await service().rpc('unsubscribe_newsletter', { token: first!.payload.unsubscribeToken });
    await signUp(email);
    expect((await confirmationsFor(email)).slice(1)).toHaveLength(1);

    await aWeekLater(email);
    await signUp(email);
    expect((await confirmationsFor(email)).slice(1)).toHaveLength(2);
  });

  it('the one link a stranger’s re-signup sent still confirms the reader, whatever signups came after it', async () => {
    const email = uniqueEmail('lives');
    await signUp(email);
    const [first] = await confirmationsFor(email);
    await service().rpc('unsubscribe_newsletter', { token: first!.payload.unsubscribeToken });
    await signUp(email);
    const [, sent] = await confirmationsFor(email);
    await signUp(email);
    expect((await service().rpc('confirm_newsletter', { token: sent!.payload.token })).data).toBe('confirmed');
  });
});
