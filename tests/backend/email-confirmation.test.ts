// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, uniqueEmail } from './support.ts';

/**
 * A project that requires e-mail confirmation (hosted Supabase's default): sign-up answers without a session, the
 * mailbox holds the confirmation link as supabase/templates/confirmation.html builds it, and verifyOtp with its
 * token_hash signs the owner in. A repeated sign-up gets GoTrue's obfuscated user, which the app's auth adapter
 * reports as already registered.
 */

// The app's auth adapter reaches supabase-js through getSupabase(); here it gets a client of the test stack.
const holder = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('@/lib/supabase', async () => (await import('./stack-supabase-module.ts')).stackSupabaseModule(holder));

const { supabaseAuth } = await import('../../src/lib/auth/supabase-auth.ts');
const { AuthError, isAlreadyRegistered } = await import('../../src/lib/auth/auth-error.ts');

const site = 'http://127.0.0.1:5173';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, enableConfirmations: true, siteUrl: site });
});
afterAll(async () => {
  await stack?.stop();
});

function confirmationMailFor(email: string) {
  // The mailbox lists newest first.
  return stack.mailbox.list().find((mail) => mail.to === email && mail.kind === 'signup');
}

describe('sign-up with e-mail confirmation required', () => {
  it('answers without a session and mails a link to /auth/confirm that verifyOtp exchanges for a session', async () => {
    const client = createTestClient(stack);
    const email = uniqueEmail('confirm');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { data: { first_name: 'Dana' }, emailRedirectTo: `${site}/waitlist` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const refused = await client.auth.signInWithPassword({ email, password: 'correct-horse-1' });
    expect(refused.error?.message).toBe('Email not confirmed');

    const mail = confirmationMailFor(email);
    expect(mail).toBeDefined();
    const link = new URL(mail!.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${site}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('next')).toBe(`${site}/waitlist`);
    const tokenHash = link.searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    // The link works once.
    const again = await createTestClient(stack).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error?.message).toBe('Email link is invalid or has expired');

    const login = await createTestClient(stack).auth.signInWithPassword({ email, password: 'correct-horse-1' });
    expect(login.error).toBeNull();
  });

  it("accepts type 'email' as well, and a link without an allowed redirect continues to the site root", async () => {
    const client = createTestClient(stack);
    const email = uniqueEmail('confirm-email-type');
    await client.auth.signUp({ email, password: 'correct-horse-1', options: { emailRedirectTo: 'https://elsewhere.example/x' } });
    const link = new URL(confirmationMailFor(email)!.link);
    expect(link.searchParams.get('next')).toBe(`${site}/`);
    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();
  });

  it('hides an already confirmed address behind an obfuscated user, which the auth adapter reports as already registered', async () => {
    const email = uniqueEmail('confirm-dup');
    const first = createTestClient(stack);
    await first.auth.signUp({ email, password: 'correct-horse-1' });
    const tokenHash = new URL(confirmationMailFor(email)!.link).searchParams.get('token_hash')!;
    expect((await first.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull();
    const mailsBefore = stack.mailbox.list().length;

    const raw = await createTestClient(stack).auth.signUp({ email, password: 'another-pass-2' });
    expect(raw.error).toBeNull();
    expect(raw.data.session).toBeNull();
    expect(raw.data.user?.identities).toEqual([]);
    expect(stack.mailbox.list().length).toBe(mailsBefore);

    holder.client = createTestClient(stack);
    const caught = await supabaseAuth
      .signUp({ email, password: 'another-pass-3', firstName: 'Dana', lastName: 'Owner', generatedPassword: true })
      .then(() => null, (error: unknown) => error);
    expect(caught).toBeInstanceOf(AuthError);
    expect(isAlreadyRegistered(caught)).toBe(true);
  });

  it('sends a fresh link to an address that signed up but never confirmed, and the adapter reports needsConfirmation', async () => {
    const email = uniqueEmail('confirm-again');
    holder.client = createTestClient(stack);
    const first = await supabaseAuth.signUp({ email, password: 'correct-horse-1', firstName: 'Dana', lastName: 'Owner' });
    expect(first).toEqual({ user: null, needsConfirmation: true });
    const second = await supabaseAuth.signUp({
      email,
      password: 'correct-horse-1',
      firstName: 'Dana',
      lastName: 'Owner',
      emailRedirectTo: `${site}/waitlist`,
    });
    expect(second).toEqual({ user: null, needsConfirmation: true });
    const mails = stack.mailbox.list().filter((mail) => mail.to === email && mail.kind === 'signup');
    expect(mails).toHaveLength(2);
    const newest = new URL(mails[0]!.link);
    expect(newest.searchParams.get('next')).toBe(`${site}/waitlist`);

    // Only the newest link works; verifyEmail signs the owner in.
    const stale = new URL(mails[1]!.link).searchParams.get('token_hash')!;
    await expect(supabaseAuth.verifyEmail(stale, 'signup')).rejects.toBeInstanceOf(AuthError);
    const user = await supabaseAuth.verifyEmail(newest.searchParams.get('token_hash')!, 'signup');
    expect(user).toMatchObject({ email, firstName: 'Dana', role: 'owner' });
    expect(await supabaseAuth.accessToken()).toBeTruthy();
  });
});

describe('sign-up without confirmations (the default local stack) and per-address confirmations', () => {
  it('the default refuses a duplicate with user_already_exists; a predicate asks only the addresses it names to confirm', async () => {
    const plain = await startLocalStack({ port: 0, bcryptCost: 4, enableConfirmations: (email) => email.endsWith('@confirm.example.com') });
    try {
      const email = uniqueEmail('plain');
      const first = await createTestClient(plain).auth.signUp({ email, password: 'correct-horse-1' });
      expect(first.data.session).not.toBeNull();
      const second = await createTestClient(plain).auth.signUp({ email, password: 'correct-horse-1' });
      expect(second.error?.code).toBe('user_already_exists');
      expect(plain.mailbox.list()).toHaveLength(0);

      const confirming = await createTestClient(plain).auth.signUp({ email: 'someone@confirm.example.com', password: 'correct-horse-1' });
      expect(confirming.data.session).toBeNull();
      expect(plain.mailbox.list()[0]).toMatchObject({ to: 'someone@confirm.example.com', kind: 'signup' });
    } finally {
      await plain.stop();
    }
  });
});
