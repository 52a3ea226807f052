import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNewsletterSignup, NewsletterForm, newsletterCopy } from '@/features/newsletter';
import type { SubmissionKind, SubmissionRecords, LocalSubmissions } from '@/lib/submissions';
import { createSupabaseSubmissions, type InsertOutcome } from '@/lib/submissions/supabase-adapter';
import { renderWithBackend } from '../../factories/backend';

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

/** This browser's records, in memory. */
function memoryLocal(): LocalSubmissions {
  const saved: Record<string, unknown>[] = [];
  return {
    async add<K extends SubmissionKind>(_kind: K, record: SubmissionRecords[K]) {
      saved.push(record as Record<string, unknown>);
      return record;
    },
    list: (() => []) as LocalSubmissions['list'],
    update: () => undefined,
    remove: () => true,
    subscribe: () => () => undefined,
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

// The form loads its save path when the visitor first reaches for it; here it is loaded up front, as after a focus.
beforeAll(() => loadNewsletterSignup());

describe('NewsletterForm when the server’s flood limits refuse the signup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows "Too many attempts…" from a PT429 answer, keeps the address and keeps the record as refused', async () => {
    // What PostgREST answers to the migration's `raise sqlstate 'PT429'` (HTTP 429, the raised message).
    const answer: InsertOutcome = { status: 429, code: 'PT429', message: tooMany };
    const insert = vi.fn(async () => answer);
    const adapter = createSupabaseSubmissions({ local: memoryLocal(), insert, storage: memoryStorage(), userId: async () => null });

    renderWithBackend(<NewsletterForm source="homepage" />, { submissions: adapter });
    fireEvent.change(screen.getByLabelText(/email address/i), { target: { value: 'Reader@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: newsletterCopy.submitLabel }));
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(insert).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByLabelText(/email address/i)).toHaveValue('Reader@Example.com');
    expect(screen.getByRole('button', { name: newsletterCopy.submitLabel })).toBeEnabled();
    expect(screen.queryByText(newsletterCopy.success)).not.toBeInTheDocument();
    expect(adapter.rejected()).toEqual([expect.objectContaining({ kind: 'newsletter', reason: tooMany })]);
    expect(adapter.pending()).toEqual([]);
  });
});
