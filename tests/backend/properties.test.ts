// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { signInAdmin, signInVendorAccount, signUpOwner } from './support.ts';

/**
 * The owner's property profile (supabase/migrations/*_properties.sql) through /rest/v1 as supabase-js sends it:
 * each owner sees and changes only their own rows, an admin reads all, the table refuses what the form refuses, the
 * times are the server's, and an owner's writes are limited.
 */

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

const property = (overrides: Record<string, unknown> = {}) => ({
  street_address: '12 Palm Ave',
  city: 'Las Vegas',
  state: 'NV',
  zip: '89101',
  property_type: 'single_family',
  units: 1,
  monthly_rent: 2400,
  vacant: false,
  managed_by: 'self',
  manager_fee_percent: null,
  ...overrides,
});

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

async function addProperty(owner: Owner, overrides: Record<string, unknown> = {}) {
  return owner.client.from('properties').insert(property(overrides)).select('id, owner_id, created_at, updated_at').single();
}

describe('properties: who reads and changes a property', () => {
  it("an owner reads and edits only their own properties; another owner can neither see nor change nor remove them", async () => {
    const alice = await signUpOwner(stack, 'props-alice');
    const bob = await signUpOwner(stack, 'props-bob');
    const added = await addProperty(alice);
    expect(added.error).toBeNull();
    expect(added.data?.owner_id).toBe(alice.user.id);
    const id = added.data!.id;

    expect((await bob.client.from('properties').select('id').eq('id', id)).data).toEqual([]);
    const edited = await bob.client.from('properties').update({ city: 'Reno' }).eq('id', id).select('id');
    expect(edited.data).toEqual([]);
    const removed = await bob.client.from('properties').delete().eq('id', id).select('id');
    expect(removed.data).toEqual([]);
    // Bob cannot file a property in Alice's name either.
    const forged = await bob.client.from('properties').insert({ ...property(), owner_id: alice.user.id });
    expect(forged.error?.code).toBe('42501');

    const mine = await alice.client.from('properties').select('city');
    expect(mine.data).toEqual([{ city: 'Las Vegas' }]);
    const own = await alice.client.from('properties').update({ city: 'Henderson' }).eq('id', id).select('city');
    expect(own.data).toEqual([{ city: 'Henderson' }]);
  });

  it('an admin reads every owner’s properties but changes none; a visitor without an account reads nothing; a vendor adds none', async () => {
    const owner = await signUpOwner(stack, 'props-admin-read');
    const id = (await addProperty(owner, { city: 'Admin Read City' })).data!.id;
    const admin = await signInAdmin(stack);
    expect((await admin.client.from('properties').select('city').eq('id', id)).data).toEqual([{ city: 'Admin Read City' }]);
    expect((await admin.client.from('properties').update({ city: 'Changed' }).eq('id', id).select('id')).data).toEqual([]);

    const anon = (await signUpOwner(stack, 'props-anon')).client;
    await anon.auth.signOut();
    expect((await anon.from('properties').select('id')).error?.code).toBe('42501');

    const vendor = await signInVendorAccount(stack);
    expect((await vendor.client.from('properties').insert(property())).error?.code).toBe('42501');
  });
});

describe('properties: what the table refuses', () => {
  it.each([
    ['10,000 units', { units: 10_000 }],
    ['no units', { units: 0 }],
    ['a negative rent', { monthly_rent: -100 }],
    ['a ZIP of 6 digits', { zip: '891011' }],
    ['a ZIP with a letter', { zip: '8910A' }],
    ['a state that is not one of the 50 or DC', { state: 'PR' }],
    ['an unknown property type', { property_type: 'castle' }],
    ['a blank street address', { street_address: '   ' }],
    ['a rent on a vacant property', { vacant: true }],
    ['no rent on a let property', { monthly_rent: null }],
    ['a company with no fee', { managed_by: 'company' }],
    ['a fee over 50%', { managed_by: 'company', manager_fee_percent: 60 }],
    ['a fee for a self-managed property', { manager_fee_percent: 8 }],
  ])('refuses %s', async (_label, overrides) => {
    const owner = await signUpOwner(stack, 'props-bad');
    const { error } = await addProperty(owner, overrides);
    expect(error?.code).toBe('23514');
    expect((await owner.client.from('properties').select('id')).data).toEqual([]);
  });

  it('takes a vacant property, DC, and a company at 8.5%', async () => {
    const owner = await signUpOwner(stack, 'props-good');
    const { error } = await addProperty(owner, {
      state: 'DC',
      vacant: true,
      monthly_rent: null,
      managed_by: 'company',
      manager_fee_percent: 8.5,
      property_type: 'condo_townhouse',
    });
    expect(error).toBeNull();
  });

  it('keeps the times the server’s: a forged created_at is replaced, and an edit keeps created_at', async () => {
    const owner = await signUpOwner(stack, 'props-times');
    const forged = await owner.client.from('properties').insert({ ...property(), created_at: '2001-01-01T00:00:00Z' }).select('id');
    // created_at is not granted: naming it is refused outright.
    expect(forged.error?.code).toBe('42501');
    const added = await addProperty(owner);
    expect(new Date(added.data!.created_at).getFullYear()).toBeGreaterThan(2020);
    const edited = await owner.client
      .from('properties')
      .update({ units: 2 })
      .eq('id', added.data!.id)
      .select('created_at, updated_at')
      .single();
    expect(edited.data?.created_at).toBe(added.data!.created_at);
    expect(new Date(edited.data!.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(added.data!.updated_at).getTime());
  });
});

describe('properties: limits', () => {
  it('an owner lists at most 100 properties', async () => {
    const owner = await signUpOwner(stack, 'props-hundred');
    // 99 written as the server would (SQL, no request), then the 100th and 101st through the API.
    await stack.db.query(
      `insert into public.properties (owner_id, street_address, city, state, zip, property_type, units, monthly_rent, managed_by)
       select $1, n || ' Main St', 'Reno', 'NV', '89501', 'single_family', 1, 1500, 'self' from generate_series(1, 99) n`,
      [owner.user.id],
    );
    expect((await addProperty(owner)).error).toBeNull();
    const refused = await addProperty(owner);
    expect(refused.error).toMatchObject({ code: '23514', message: 'An owner can list at most 100 properties. Contact us to add more.' });
  });

  it('one property per request, and an owner’s changes in a window are limited (HTTP 429), another owner’s are not', async () => {
    const owner = await signUpOwner(stack, 'props-flood');
    const two = await owner.client.from('properties').insert([property(), property({ city: 'Reno' })]);
    expect(two.error?.code).toBe('42501');

    await stack.db.query("update public.submission_limits set max_count = 3 where name = 'property_writes'");
    try {
      const id = (await addProperty(owner)).data!.id;
      expect((await owner.client.from('properties').update({ units: 2 }).eq('id', id)).error).toBeNull();
      expect((await owner.client.from('properties').update({ units: 3 }).eq('id', id)).error).toBeNull();
      const limited = await owner.client.from('properties').update({ units: 4 }).eq('id', id);
      expect(limited.status).toBe(429);
      expect(limited.error?.message).toBe('Too many attempts. Please wait a few minutes and try again.');
      const other = await signUpOwner(stack, 'props-flood-other');
      expect((await addProperty(other)).error).toBeNull();
    } finally {
      await stack.db.query("update public.submission_limits set max_count = 120 where name = 'property_writes'");
    }
  });
});
