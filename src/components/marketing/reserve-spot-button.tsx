import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthProvider } from '@/lib/auth';
import { useReserveSpotLink } from '@/lib/hooks/use-reserve-spot-link';
import { islandOf } from '@/lib/islands/island';

type ReserveSpotButtonProps = { label: string; arrow?: boolean; className?: string };

/** A page's 'Reserve My Spot' call to action: the sign-up page, or a signed-in owner's own reservation. */
export function ReserveSpotButton({ label, arrow = false, className }: ReserveSpotButtonProps) {
  const reserveSpot = useReserveSpotLink();
  return (
    <Button {...reserveSpot} variant="secondary" size="lg" className={className}>
      {label}
      {arrow && <ArrowRight className="h-5 w-5" aria-hidden="true" />}
    </Button>
  );
}

/** The button on a page of its own: it learns who is signed in itself. */
export function StandaloneReserveSpotButton(props: ReserveSpotButtonProps) {
  return (
    <AuthProvider>
      <ReserveSpotButton {...props} />
    </AuthProvider>
  );
}

/**
 * As an island (declared in src/app/islands.ts): a link from the start (to the sign-up page, which works without
 * script), it turns into the owner's reservation once it knows an owner is signed in.
 */
export const ReserveSpotIsland = islandOf('reserve-spot', StandaloneReserveSpotButton);
