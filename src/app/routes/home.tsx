import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="AI Property Management for a Flat 2%"
      heading="Stop 2AM Emergency Calls"
      description="DoorKeep runs your rentals with AI for a flat 2% of rent collected: tenant messages, repairs, rent and reporting, 24/7."
    />
  );
}
