import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';

import { reserveSpotLinkFor, useReserveSpotLink } from '@/lib/hooks/use-reserve-spot-link';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

function ReserveButton() {
  return <Button {...useReserveSpotLink()}>Reserve My Spot</Button>;
}

async function renderFor(user: ReturnType<typeof createAuthUser> | null) {
  render(
    <MemoryRouter>
      <WithAppRoot parts={{ auth: createFakeAuth(user).port }}>
        <ReserveButton />
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
  return screen.getByRole('link', { name: /Reserve My Spot/ });
}

describe("'Reserve My Spot' with no separate sign-up host (this build)", () => {
  it('opens the reservation itself, /waitlist, in the same tab, for a visitor, an owner and a vendor alike', async () => {
    for (const user of [null, createAuthUser({ role: 'owner' }), createAuthUser({ role: 'vendor' })]) {
      const link = await renderFor(user);
      expect(link).toHaveAttribute('href', '/waitlist');
      expect(link).not.toHaveAttribute('target');
      cleanup();
    }
  });
});

describe("'Reserve My Spot' with a separate sign-up host (VITE_SIGNUP_ORIGIN)", () => {
  const separateHost = { separate: true, url: 'https://signup.doorkeep.example/signup' };

  it("opens that host's sign-up page in a new tab for a visitor who is not signed in", () => {
    expect(reserveSpotLinkFor(null, separateHost)).toEqual({ href: 'https://signup.doorkeep.example/signup', external: true });
  });

  it('takes a signed-in owner to the reservation in the same tab: they have an account already', () => {
    expect(reserveSpotLinkFor('owner', separateHost)).toEqual({ href: '/waitlist', external: false });
  });

  it('keeps the sign-up page for a signed-in vendor, who has no owner account', () => {
    expect(reserveSpotLinkFor('vendor', separateHost)).toEqual({ href: 'https://signup.doorkeep.example/signup', external: true });
  });
});
