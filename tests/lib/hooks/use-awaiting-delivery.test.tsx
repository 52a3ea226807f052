import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAwaitingDelivery } from '@/lib/hooks/use-awaiting-delivery';
import { browserCollections } from '@/lib/submissions/browser-adapter';
import { createSupabaseSubmissions, type InsertRow } from '@/lib/submissions/supabase-adapter';
import { TestBackend } from '../../factories/backend';
import { createSupportMessage } from '../../factories/submissions';

const outboxKey = 'submissions-outbox';

function Status({ id }: { id: string }) {
  return <p>{useAwaitingDelivery(id) ? 'waiting' : 'sent'}</p>;
}

/** The backend adapter over this browser's storage and window, with a server that answers `status` to each insert. */
function adapterAnswering(status: () => number) {
  const insert = vi.fn<InsertRow>(async () => ({ status: status() }));
  return createSupabaseSubmissions({
    local: browserCollections,
    storage: window.localStorage,
    storageEvents: window,
    insert,
    userId: async () => null,
    firstAttemptTimeoutMs: 0,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useAwaitingDelivery over the outbox', () => {
  it('says a message is sent the moment a retry delivers it, with no timer running', async () => {
    let status = 0;
    const submissions = adapterAnswering(() => status);
    const message = await submissions.create('supportMessages', createSupportMessage());
    await vi.waitFor(() => expect(submissions.pending()).toHaveLength(1));

    // No timer may move from here on: the answer has to come from the outbox telling the hook.
    vi.useFakeTimers();
    render(
      <TestBackend parts={{ submissions }}>
        <Status id={message.id} />
      </TestBackend>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    status = 201;
    await act(() => submissions.flush(true));
    expect(screen.getByText('sent')).toBeInTheDocument();
  });

  it('notices another tab delivering the message (a storage event on the outbox)', async () => {
    const submissions = adapterAnswering(() => 0);
    const message = await submissions.create('supportMessages', createSupportMessage());
    await vi.waitFor(() => expect(submissions.pending()).toHaveLength(1));

    vi.useFakeTimers();
    render(
      <TestBackend parts={{ submissions }}>
        <Status id={message.id} />
      </TestBackend>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // The other tab's outbox write lands in the shared storage and is announced to this window only as an event.
    const before = localStorage.getItem(outboxKey);
    localStorage.setItem(outboxKey, '[]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: outboxKey, oldValue: before, newValue: '[]' }));
    });
    expect(screen.getByText('sent')).toBeInTheDocument();
  });
});
