// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import type { LocalSubmissions } from '../../src/lib/submissions/port.ts';
import type { WaitlistSignup } from '../../src/lib/submissions/schemas.ts';
import { createSupabaseSubmissions, insertRow } from '../../src/lib/submissions/supabase-adapter.ts';
import { createWaitlistSignup } from '../factories/submissions.ts';
import { createTestClient, signUpOwner } from './support.ts';

/**
 * The already-registered path: a waitlist signup made signed out reaches the server without an owner, and
 * the owner who signs in afterwards in the same browser claims it, so their dashboard and the payment webhook find
 * it. Nobody else can claim it.
 */

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});
afterAll(async () => {
  await stack?.stop();
});

let seq = 0;
const clientId = () => `WAIT-C${String(++seq).padStart(3, '0')}${Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, '0')}`;

/** This browser's waitlist collection, in memory. */
function memoryLocal(): LocalSubmissions {
  const saved: WaitlistSignup[] = [];
  return {
    async add(_kind, record) {
      saved.push(record as WaitlistSignup);
      return record;
    },
    list: ((kind: string) => (kind === 'waitlist' ? [...saved] : [])) as LocalSubmissions['list'],
    update: () => undefined,
    remove: () => false,
    subscribe: () => () => undefined,
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

/** One browser: signed out at first, then signed in as the owner once `signIn` is called; `goOffline` cuts it off. */
function browser() {
  let signedIn: ReturnType<typeof createTestClient> | null = null;
  let userId: string | null = null;
  let offline = false;
  const client = () => signedIn ?? createTestClient(stack);
  const adapter = createSupabaseSubmissions({
    local: memoryLocal(),
    storage: memoryStorage(),
    userId: async () => userId,
    async insert(table, row) {
      if (offline) return { status: 0 };
      return insertRow(client(), table, row);
    },
    async claimSignup(id) {
      const { data, error } = await client().rpc('claim_waitlist_signup', { signup_client_id: id });
      if (error) throw new Error(error.message);
      return data === true;
    },
  });
  return {
    adapter,
    goOffline(value: boolean) {
      offline = value;
    },
    signIn(owner: { client: ReturnType<typeof createTestClient>; user: { id: string } }) {
      signedIn = owner.client;
      userId = owner.user.id;
    },
  };
}

async function ownerOf(id: string): Promise<string | null | undefined> {
  const service = createTestClient(stack, stack.secretKey);
  const { data, error } = await service.from('waitlist_signups').select('user_id').eq('client_id', id);
  if (error) throw error;
  return (data[0] as { user_id: string | null } | undefined)?.user_id;
}

describe('claiming a waitlist signup made before signing in', () => {
  it('links the row to the owner who signs in with its e-mail, whose dashboard then shows the queue position', async () => {
    const owner = await signUpOwner(stack, 'claim');
    const visitor = browser();
    const signup = createWaitlistSignup({ id: clientId(), email: owner.email.toUpperCase() });
    await visitor.adapter.create('waitlist', signup);
    expect(await ownerOf(signup.id)).toBeNull();

    visitor.signIn(owner);
    await expect(visitor.adapter.claimOwnSignups(owner.email)).resolves.toBe(1);
    expect(await ownerOf(signup.id)).toBe(owner.user.id);
    const { data } = await owner.client.from('my_waitlist_signup').select('client_id, queue_position').single();
    expect(data).toMatchObject({ client_id: signup.id, queue_position: expect.any(Number) });
    expect((data as { queue_position: number }).queue_position).toBeGreaterThanOrEqual(501);
    // Asked again (another sign-in event): nothing more to link, and nothing is sent.
    await expect(visitor.adapter.claimOwnSignups(owner.email)).resolves.toBe(0);
  });

  it('delivers a signup still queued when the owner signs in already linked to them', async () => {
    const owner = await signUpOwner(stack, 'queued');
    const visitor = browser();
    visitor.goOffline(true);
    const signup = createWaitlistSignup({ id: clientId(), email: owner.email });
    await visitor.adapter.create('waitlist', signup);
    expect(visitor.adapter.pending()).toHaveLength(1);

    visitor.goOffline(false);
    visitor.signIn(owner);
    await visitor.adapter.claimOwnSignups(owner.email);
    expect(visitor.adapter.pending()).toEqual([]);
    expect(await ownerOf(signup.id)).toBe(owner.user.id);
  });

  it('refuses a claim by another account, by an anonymous caller, and of a row that already has an owner', async () => {
    const owner = await signUpOwner(stack, 'owner');
    const stranger = await signUpOwner(stack, 'stranger');
    const visitor = browser();
    const signup = createWaitlistSignup({ id: clientId(), email: owner.email });
    await visitor.adapter.create('waitlist', signup);

    // The client id alone is not enough: the stranger's e-mail is not the row's.
    const byStranger = await stranger.client.rpc('claim_waitlist_signup', { signup_client_id: signup.id });
    expect(byStranger).toMatchObject({ data: false, error: null });
    const anonymous = await createTestClient(stack).rpc('claim_waitlist_signup', { signup_client_id: signup.id });
    expect(anonymous.error).not.toBeNull();
    expect(await ownerOf(signup.id)).toBeNull();

    const byOwner = await owner.client.rpc('claim_waitlist_signup', { signup_client_id: signup.id });
    expect(byOwner.data).toBe(true);
    // Once owned, a second claim changes nothing.
    const again = await owner.client.rpc('claim_waitlist_signup', { signup_client_id: signup.id });
    expect(again.data).toBe(false);
    expect(await ownerOf(signup.id)).toBe(owner.user.id);
  });
});
