// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient } from './support.ts';

// A project created since 30 May 2026 (every project since 30 October 2026) grants the API roles nothing on a new
// table in public: "new tables you create in public schema require an explicit opt-in (via a Postgres grant)"
// (Supabase changelog 45329, "Tables not exposed to Data and GraphQL API automatically"; the Supabase CLI revokes the
// same default privileges, internal/db/start/start.go RevokeDefaultDataApiPrivilegesSql). Each migration therefore
// grants what each role needs, and these tests catch a table that was created without.

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

/** Tables and views of public the service role was never granted, and tables without row-level security. */
async function relationsMissingGrantsOrRls(): Promise<{ ungranted: string[]; withoutRls: string[] }> {
  const { rows } = await stack.db.query<{ name: string; kind: string; granted: boolean; rls: boolean }>(
    `select c.relname as name, c.relkind as kind, c.relrowsecurity as rls,
            has_table_privilege('service_role', c.oid, 'select') as granted
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      order by 1`,
  );
  return {
    ungranted: rows.filter((row) => !row.granted).map((row) => row.name),
    withoutRls: rows.filter((row) => row.kind !== 'v' && !row.rls).map((row) => row.name),
  };
}

describe('grants on the public schema', () => {
  it('every table and view the migrations create is granted to the service role by name, and every table has row-level security', async () => {
    expect(await relationsMissingGrantsOrRls()).toEqual({ ungranted: [], withoutRls: [] });
  });

  it('a table created without grants is reachable by no API role, not even the secret key, and is named above', async () => {
    await stack.db.exec('create table public.grants_probe (id bigint primary key); alter table public.grants_probe enable row level security;');
    try {
      const service = createTestClient(stack, stack.secretKey);
      const refused = await service.from('grants_probe').select('id');
      expect(refused.error).toMatchObject({ code: '42501', message: 'permission denied for table grants_probe' });
      expect((await createTestClient(stack).from('grants_probe').select('id')).error?.code).toBe('42501');
      expect((await relationsMissingGrantsOrRls()).ungranted).toEqual(['grants_probe']);

      await stack.db.exec('grant select on public.grants_probe to service_role;');
      expect((await service.from('grants_probe').select('id')).error).toBeNull();
    } finally {
      await stack.db.exec('drop table public.grants_probe;');
    }
  });

  it('the onboarding history is granted by name: read for signed-in users (RLS leaves it to admins), written by the service role only; no API role may update an onboarding status column', async () => {
    const { rows } = await stack.db.query<{ role: string; privilege: string; granted: boolean }>(
      `select r.role, p.privilege, has_table_privilege(r.role, 'public.waitlist_onboarding_events', p.privilege) as granted
         from unnest(array['anon', 'authenticated', 'service_role']) r(role),
              unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p(privilege)`,
    );
    const granted = (role: string) => rows.filter((row) => row.role === role && row.granted).map((row) => row.privilege).sort();
    expect(granted('anon')).toEqual([]);
    expect(granted('authenticated')).toEqual(['SELECT']);
    expect(granted('service_role')).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);

    const columns = await stack.db.query<{ role: string; column_name: string }>(
      `select r.role, c.column_name
         from unnest(array['anon', 'authenticated']) r(role),
              unnest(array['onboarding_status', 'invited_at']) c(column_name)
        where has_column_privilege(r.role, 'public.waitlist_signups', c.column_name, 'UPDATE')`,
    );
    expect(columns.rows).toEqual([]);
  });
});
