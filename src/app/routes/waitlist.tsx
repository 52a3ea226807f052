import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Join the Waitlist"
      heading="Join 500+ Property Owners"
      description="Reserve your DoorKeep spot with a fully refundable $99 deposit and lock in the 2% lifetime rate."
    />
  );
}
