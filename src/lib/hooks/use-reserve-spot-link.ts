import { paths } from '@/config/paths';
import { reserveSpotUrl, signupHostIsSeparate } from '@/config/signup-url';
import type { Role } from '@/lib/auth/port';
import { useSignedInUser } from '@/lib/auth/use-auth';

/** Where a 'Reserve My Spot' call to action leads, and whether it opens in a new tab. */
export type ReserveSpotLink = { href: string; external: boolean };

const reservation: ReserveSpotLink = { href: paths.waitlist.getHref(), external: false };

/**
 * Where 'Reserve My Spot' leads for someone signed in as `role` (null: nobody). With no separate sign-up host the
 * reservation itself is the one way in, in the same tab: details, then the account, then the $99 deposit. A
 * separate sign-up host keeps its own sign-up page, opened in a new tab, except for an owner who already has an
 * account, who goes straight to the reservation.
 */
export function reserveSpotLinkFor(role: Role | null, signupHost: { separate: boolean; url: string }): ReserveSpotLink {
  if (!signupHost.separate || role === 'owner') return reservation;
  return { href: signupHost.url, external: true };
}

const thisBuildsSignupHost = { separate: signupHostIsSeparate, url: reserveSpotUrl };

/** Where this page's 'Reserve My Spot' leads for the person signed in here. */
export function useReserveSpotLink(): ReserveSpotLink {
  const user = useSignedInUser();
  return reserveSpotLinkFor(user?.role ?? null, thisBuildsSignupHost);
}
