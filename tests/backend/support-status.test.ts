// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createSupportMessage } from '../factories/submissions.ts';
import { createTestClient, signInAdmin, signUpOwner, toRow } from './support.ts';

/**
 * The Support tab's status changes (supabase/migrations/20261125080000_support_status.sql): only an admin moves a
 * message between open, in_progress, resolved and closed, and the row then records who did it and when, stamped by
 * the server from the admin's own JWT. Nobody can forge or erase that record, and visitors still only insert open
 * messages with no change recorded.
 */

let stack: LocalStack;
let seq = 0;
const code = () => `T${String(++seq).padStart(8, '0')}`;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

const service = () => createTestClient(stack, stack.secretKey);

/** A message as a visitor's browser sends it, stored with the service role; returns its DK- reference. */
async function seedMessage(): Promise<string> {
  const row = toRow(createSupportMessage({ id: `DK-${code()}` }));
  const { error } = await service().from('support_messages').insert(row);
  if (error) throw new Error(error.message);
  return row.client_id as string;
}

async function stored(clientId: string) {
  const { data, error } = await service()
    .from('support_messages')
    .select('status, status_changed_at, status_changed_by, status_changed_by_email, priority')
    .eq('client_id', clientId)
    .single();
  if (error) throw new Error(error.message);
  return data as {
    status: string;
    status_changed_at: string | null;
    status_changed_by: string | null;
    status_changed_by_email: string | null;
    priority: string;
  };
}

describe('support message status', () => {
  it('an admin changes the status and the row records that admin and the server time of the change', async () => {
    const admin = await signInAdmin(stack);
    const clientId = await seedMessage();
    expect(await stored(clientId)).toMatchObject({ status: 'open', status_changed_at: null, status_changed_by: null });

    const before = Date.now();
    const changed = await admin.client
      .from('support_messages')
      .update({ status: 'in_progress' })
      .eq('client_id', clientId)
      .select('status, status_changed_at, status_changed_by, status_changed_by_email');
    expect(changed.error).toBeNull();
    expect(changed.data).toHaveLength(1);
    const row = changed.data![0]!;
    expect(row).toMatchObject({ status: 'in_progress', status_changed_by: admin.user.id, status_changed_by_email: admin.user.email });
    const at = Date.parse(row.status_changed_at as string);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);

    // Each of the four statuses can be set; "in progress" is stored as in_progress.
    for (const status of ['resolved', 'closed', 'open']) {
      const next = await admin.client.from('support_messages').update({ status }).eq('client_id', clientId).select('status');
      expect(next.error, status).toBeNull();
      expect(next.data).toEqual([{ status }]);
    }
    const unknown = await admin.client.from('support_messages').update({ status: 'in progress' }).eq('client_id', clientId);
    expect(unknown.error?.code).toBe('23514');
  });

  it('a change that leaves the status alone keeps the last status change as it was', async () => {
    const admin = await signInAdmin(stack);
    const clientId = await seedMessage();
    await admin.client.from('support_messages').update({ status: 'resolved' }).eq('client_id', clientId);
    const first = await stored(clientId);
    expect(first.status_changed_at).not.toBeNull();

    const other = await signInAdmin(stack);
    expect((await other.client.from('support_messages').update({ priority: 'urgent' }).eq('client_id', clientId)).error).toBeNull();
    expect(await stored(clientId)).toMatchObject({
      priority: 'urgent',
      status_changed_at: first.status_changed_at,
      status_changed_by: admin.user.id,
    });
  });

  it('an admin cannot forge or erase who changed the status: naming those columns is refused and nothing changes', async () => {
    const admin = await signInAdmin(stack);
    const owner = await signUpOwner(stack, 'forged-by');
    const clientId = await seedMessage();
    await admin.client.from('support_messages').update({ status: 'in_progress' }).eq('client_id', clientId);
    const recorded = await stored(clientId);

    const forgeries: Record<string, unknown>[] = [
      { status: 'closed', status_changed_by: owner.user.id },
      { status: 'closed', status_changed_by_email: 'someone.else@example.com' },
      { status: 'closed', status_changed_at: '2000-01-01T00:00:00Z' },
      { status_changed_by: null },
    ];
    for (const patch of forgeries) {
      const attempt = await admin.client.from('support_messages').update(patch).eq('client_id', clientId);
      expect(attempt.error?.code, JSON.stringify(patch)).toBe('42501');
    }
    expect(await stored(clientId)).toEqual(recorded);
  });

  it('an owner and a visitor cannot change a status, and their attempts record nothing', async () => {
    const owner = await signUpOwner(stack, 'support-status');
    const anon = createTestClient(stack);
    const clientId = await seedMessage();

    const byOwner = await owner.client.from('support_messages').update({ status: 'closed' }).eq('client_id', clientId).select('id');
    // RLS filters the row out for a non-admin: no error, nothing updated.
    expect(byOwner.error).toBeNull();
    expect(byOwner.data).toEqual([]);
    const byAnon = await anon.from('support_messages').update({ status: 'closed' }).eq('client_id', clientId);
    expect(byAnon.error?.code).toBe('42501');

    expect(await stored(clientId)).toMatchObject({ status: 'open', status_changed_at: null, status_changed_by: null, status_changed_by_email: null });
  });

  it('a visitor still sends only open messages, and cannot send one with a status change already recorded', async () => {
    const anon = createTestClient(stack);
    const admin = await signInAdmin(stack);
    expect((await anon.from('support_messages').insert(toRow(createSupportMessage({ id: `DK-${code()}` })))).error).toBeNull();
    const forged: Record<string, unknown>[] = [
      { status: 'resolved' },
      { status_changed_at: new Date().toISOString() },
      { status_changed_by: admin.user.id },
      { status_changed_by_email: admin.user.email },
    ];
    for (const overrides of forged) {
      const row = { ...toRow(createSupportMessage({ id: `DK-${code()}` })), ...overrides };
      expect((await anon.from('support_messages').insert(row)).error?.code, JSON.stringify(overrides)).toBe('42501');
      const { count } = await service().from('support_messages').select('*', { count: 'exact', head: true }).eq('client_id', row.client_id as string);
      expect(count).toBe(0);
    }
  });

  it('the admin list carries the status change, filters by status and counts the open messages', async () => {
    const admin = await signInAdmin(stack);
    const clientId = await seedMessage();
    await admin.client.from('support_messages').update({ status: 'in_progress' }).eq('client_id', clientId);

    const page = await admin.client.rpc('admin_list', { kind: 'support_messages', status_filter: 'in_progress', page_limit: 1000 });
    expect(page.error).toBeNull();
    const rows = (page.data as { rows: Record<string, unknown>[] }).rows;
    expect(rows.every((row) => row.status === 'in_progress')).toBe(true);
    expect(rows.find((row) => row.client_id === clientId)).toMatchObject({
      status_changed_by_email: admin.user.email,
      status_changed_at: expect.any(String),
    });

    const { count: open } = await service().from('support_messages').select('*', { count: 'exact', head: true }).eq('status', 'open');
    const stats = await admin.client.rpc('admin_stats', { kind: 'support_messages' });
    expect(stats.data).toMatchObject({ open });
  });
});
