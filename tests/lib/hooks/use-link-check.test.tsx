import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLinkCheck } from '@/lib/hooks/use-link-check';
import { WithQueries } from '../../factories/queries';

function Check({ check }: { check: () => Promise<string> }) {
  const { outcome } = useLinkCheck({ key: ['test-link', 'token-1'], enabled: true, check });
  return <p>{outcome ?? 'checking'}</p>;
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('useLinkCheck', () => {
  it('checks a link once under StrictMode and shows the outcome as soon as the check settles', async () => {
    const check = vi.fn(async () => 'checked');
    render(
      <StrictMode>
        <WithQueries>
          <Check check={check} />
        </WithQueries>
      </StrictMode>,
    );
    await act(async () => {});
    expect(screen.getByText('checked')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks while the browser says it is offline, so the page can say the connection dropped', async () => {
    onlineManager.setOnline(false);
    const check = vi.fn(async () => 'unreachable');
    render(
      <WithQueries>
        <Check check={check} />
      </WithQueries>,
    );
    await act(async () => {});
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.getByText('unreachable')).toBeInTheDocument();
  });
});
