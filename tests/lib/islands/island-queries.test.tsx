import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineIsland } from '@/lib/islands/island';
import { startIslands } from '@/lib/islands/runtime';
import { renderPageHtml } from '@/lib/islands/server';
import { withQueryClient } from '@/lib/islands/with-query-client';

/** An island that reads server state, as a future one (the owner's properties, say) will. */
function PropertyCount() {
  const count = useQuery({ queryKey: ['property-count'], queryFn: () => Promise.resolve(3) });
  return <p>{count.data === undefined ? 'Counting properties…' : `${count.data} properties`}</p>;
}

/** jsdom neither paints nor has idle callbacks: the first paint has happened, and idle comes at the next task. */
function stubIdle() {
  class PaintedObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly report: (entries: { getEntriesByName: () => object[] }) => void) {}
    observe() {
      this.report({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] });
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintedObserver);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('an island that reads server state', () => {
  it('renders its answer once live, under the query client the islands share', async () => {
    stubIdle();
    const Wrapped = withQueryClient(PropertyCount);
    const Island = defineIsland('faq', Wrapped as ComponentType<object>, 'idle');
    document.body.innerHTML = `<main>${await renderPageHtml(<Island />)}</main>`;
    const element = document.querySelector<HTMLElement>('[data-island="faq"]')!;
    expect(element.textContent).toBe('Counting properties…');

    startIslands(() => Promise.resolve(Wrapped as never));
    await act(async () => {
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(element.dataset.islandState).toBe('live');
    await vi.waitFor(() => expect(element.textContent).toBe('3 properties'), { timeout: 5000 });
  });
});
