import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { AuthProvider } from '@/lib/auth';
import { useReserveSpotLink } from '@/lib/hooks/use-reserve-spot-link';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { TestBackend } from '../../factories/backend';

function ReserveButton() {
  return <Button {...useReserveSpotLink()}>Reserve My Spot</Button>;
}

async function renderFor(user: ReturnType<typeof createAuthUser> | null) {
  render(
    <MemoryRouter>
      <TestBackend parts={{ auth: createFakeAuth(user).port }}>
        <AuthProvider>
          <ReserveButton />
        </AuthProvider>
      </TestBackend>
    </MemoryRouter>,
  );
  await act(async () => {});
  return screen.getByRole('link', { name: /Reserve My Spot/ });
}

describe("'Reserve My Spot'", () => {
  it('opens the sign-up page in a new tab for a visitor who is not signed in', async () => {
    const link = await renderFor(null);
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('takes a signed-in owner to the waitlist in the same tab: they have an account already', async () => {
    const link = await renderFor(createAuthUser({ role: 'owner' }));
    expect(link).toHaveAttribute('href', '/waitlist');
    expect(link).not.toHaveAttribute('target');
  });

  it('keeps the sign-up page for a signed-in vendor, who has no owner account', async () => {
    const link = await renderFor(createAuthUser({ role: 'vendor' }));
    expect(link).toHaveAttribute('href', '/signup');
  });
});
