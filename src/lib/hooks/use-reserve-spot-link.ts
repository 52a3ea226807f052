import { paths } from '@/config/paths';
import { reserveSpotUrl } from '@/config/signup-url';
import { useSignedInUser } from '@/lib/auth/use-auth';

/** Where a 'Reserve My Spot' call to action leads, and whether it opens in a new tab. */
export type ReserveSpotLink = { href: string; external: boolean };

const signUp: ReserveSpotLink = { href: reserveSpotUrl, external: true };
const ownersReservation: ReserveSpotLink = { href: paths.waitlist.getHref(), external: false };

/**
 * Where this page's 'Reserve My Spot' leads: the sign-up page in a new tab, as the specification says. An owner who
 * is already signed in has an account, so for them it leads straight to the waitlist, which fills in their details
 * (or shows the reservation they paid for).
 */
export function useReserveSpotLink(): ReserveSpotLink {
  const user = useSignedInUser();
  return user?.role === 'owner' ? ownersReservation : signUp;
}
