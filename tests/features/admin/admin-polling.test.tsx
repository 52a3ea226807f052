import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { NewsletterPanel } from '@/features/admin/components/newsletter-panel';
import type { AdminView } from '@/features/admin/hooks/use-admin-view';
import { usePolledQuery } from '@/features/admin/hooks/use-polled-query';
import type { AdminDataPort, NewsletterSignup } from '@/lib/submissions';
import { createAdminStatsQuery } from '../../factories/admin';
import { createNewsletterSignup } from '../../factories/submissions';

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
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('polling that never shows stale data', () => {
  it('a slower answer to an earlier request never overwrites a newer one', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const load = vi.fn(() => answers[call++]!.promise);
    const { result } = renderHook(() => usePolledQuery('list', load, { intervalMs: 5000 }));
    // The first read is still on its way when the admin's approval asks again.
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = result.current.refresh();
    });
    await act(async () => {
      answers[1]!.resolve('after the approval');
      await refreshed;
    });
    expect(result.current.data).toBe('after the approval');
    await act(async () => answers[0]!.resolve('before the approval'));
    expect(result.current.data).toBe('after the approval');
  });

  it('a failed read keeps the last good answer on screen', async () => {
    const load = vi.fn().mockResolvedValueOnce('good').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePolledQuery('list', load, { intervalMs: 5000 }));
    await waitFor(() => expect(result.current.data).toBe('good'));
    await act(() => result.current.refresh());
    expect(result.current).toMatchObject({ data: 'good', status: 'ready' });
  });

  it('re-reads every 5 seconds, skips a tick while a read is in flight, pauses while hidden and catches up when shown', async () => {
    vi.useFakeTimers();
    let pending: ReturnType<typeof deferred<number>> | null = null;
    let reads = 0;
    const load = vi.fn(() => {
      reads += 1;
      pending = deferred<number>();
      return pending.promise;
    });
    renderHook(() => usePolledQuery('stats', load, { intervalMs: 5000 }));
    expect(reads).toBe(1);
    // Still waiting for the first answer: the tick does not stack a second request.
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(reads).toBe(1);
    await act(async () => pending!.resolve(1));
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(reads).toBe(2);
    await act(async () => pending!.resolve(2));

    act(() => setVisibility('hidden'));
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(reads).toBe(2);
    act(() => setVisibility('visible'));
    expect(reads).toBe(3);
  });

  it('typing fast: the list shows the answer to the last search even when an earlier search answers last', async () => {
    const reader = (email: string): NewsletterSignup => createNewsletterSignup({ email });
    const answers = new Map<string, ReturnType<typeof deferred<{ rows: NewsletterSignup[]; total: number }>>>();
    const port: AdminDataPort = {
      list: (_kind, { search = '' }) => {
        const answer = deferred<{ rows: NewsletterSignup[]; total: number }>();
        answers.set(search, answer);
        if (search === '') answer.resolve({ rows: [reader('first@example.com')], total: 1 });
        return answer.promise as never;
      },
      stats: async () => ({ total: 3, fromHomepage: 3, thisWeek: 3 }) as never,
      export: async () => [],
      update: async () => undefined,
      subscribe: () => () => undefined,
    };
    const stats = createAdminStatsQuery({ newsletter: { total: 3, fromHomepage: 3, thisWeek: 3 } });
    function Harness() {
      const [view, setView] = useState<AdminView>({ tab: 'newsletter', search: '', status: '', page: 1 });
      return <NewsletterPanel view={view} onViewChange={(patch) => setView((current) => ({ ...current, ...patch }))} stats={stats} port={port} />;
    }
    render(
      <MemoryRouter>
        <ToastProvider>
          <Harness />
        </ToastProvider>
      </MemoryRouter>,
    );
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
