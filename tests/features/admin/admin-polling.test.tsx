import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterPanel } from '@/features/admin/components/newsletter-panel';
import { SupportPanel } from '@/features/admin/components/support-panel';
import type { AdminDataPort, NewsletterSignup, SupportMessage } from '@/lib/submissions';
import { renderAdminPanel } from '../../factories/admin';
import { createNewsletterSignup, createSupportMessage } from '../../factories/submissions';

/** A promise the test settles by hand, to make answers arrive in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  window.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

const reader = (email: string): NewsletterSignup => createNewsletterSignup({ email });

/** A port over a newsletter list whose every answer the test gives; `answers` holds the reads still waiting. */
function newsletterPort(list: AdminDataPort['list']): AdminDataPort {
  return {
    list,
    stats: async () => ({ total: 3, fromHomepage: 3, thisWeek: 3 }) as never,
    export: async () => [],
    update: async () => undefined,
    subscribe: () => () => undefined,
  };
}

describe('the admin lists, re-read on a schedule, never show stale data', () => {
  it('a failed re-read keeps the rows on screen, with no error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ rows: [reader('kept@example.com')], total: 1 })
      .mockRejectedValue(new Error('offline'));
    renderAdminPanel(NewsletterPanel, newsletterPort(list), 'newsletter');
    expect(await screen.findByText('kept@example.com')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.getByText('kept@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-reads every 5 seconds, not twice at once, not while the page is hidden, and at once when it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending: ReturnType<typeof deferred<{ rows: NewsletterSignup[]; total: number }>>[] = [];
    const list = vi.fn(() => {
      pending.push(deferred());
      return pending.at(-1)!.promise as never;
    });
    renderAdminPanel(NewsletterPanel, newsletterPort(list), 'newsletter');
    expect(list).toHaveBeenCalledTimes(1);
    // The first answer is still on its way: the next tick does not stack a second read.
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(list).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve({ rows: [reader('one@example.com')], total: 1 }));
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(list).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.resolve({ rows: [reader('one@example.com')], total: 1 }));

    act(() => setVisibility('hidden'));
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(list).toHaveBeenCalledTimes(2);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
  });

  it('a status saved while an older read is on its way stays on screen when that read answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = createSupportMessage({ id: 'DK-LEAK00001', subject: 'Water leak' });
    const reads: ReturnType<typeof deferred<{ rows: SupportMessage[]; total: number }>>[] = [];
    const port: AdminDataPort = {
      list: vi.fn(() => {
        reads.push(deferred());
        return reads.at(-1)!.promise as never;
      }),
      stats: async () => ({ total: 1, open: 1 }) as never,
      export: async () => [],
      update: async (_kind, _id, patch) => ({ ...message, ...patch }) as never,
      subscribe: () => () => undefined,
    };
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAdminPanel(SupportPanel, port, 'support');
    await act(async () => reads[0]!.resolve({ rows: [message], total: 1 }));
    const select = await screen.findByRole('combobox', { name: 'Status of DK-LEAK00001' });
    // The 5-second re-read leaves, and the admin closes the message before it answers.
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(reads).toHaveLength(2);
    await user.selectOptions(select, 'closed');
    await waitFor(() => expect(select).toHaveValue('closed'));
    await act(async () => reads[1]!.resolve({ rows: [message], total: 1 }));
    expect(select).toHaveValue('closed');
    // The read asked for after the save carries it.
    await act(async () => reads.at(-1)!.resolve({ rows: [{ ...message, status: 'closed' }], total: 1 }));
    expect(select).toHaveValue('closed');
  });

  it('typing fast: the list shows the answer to the last search even when an earlier search answers last', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<{ rows: NewsletterSignup[]; total: number }>>>();
    const port = newsletterPort((_kind, { search = '' }) => {
      const answer = deferred<{ rows: NewsletterSignup[]; total: number }>();
      answers.set(search, answer);
      if (search === '') answer.resolve({ rows: [reader('first@example.com')], total: 1 });
      return answer.promise as never;
    });
    renderAdminPanel(NewsletterPanel, port, 'newsletter');
    expect(await screen.findByText('first@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'ab');
    await waitFor(() => expect(answers.has('ab')).toBe(true));
    await act(async () => answers.get('ab')!.resolve({ rows: [reader('ab-match@example.com')], total: 1 }));
    expect(await screen.findByText('ab-match@example.com')).toBeInTheDocument();
    // The answer to 'a' arrives last, with more rows: it must not replace the answer to 'ab'.
    await act(async () => answers.get('a')!.resolve({ rows: [reader('a-one@example.com'), reader('a-two@example.com')], total: 2 }));
    expect(screen.getByText('ab-match@example.com')).toBeInTheDocument();
    expect(screen.queryByText('a-one@example.com')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–1 of 1');
  });
});
