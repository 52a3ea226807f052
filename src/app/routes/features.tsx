import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Features"
      heading="Property Management Reimagined"
      description="Everything DoorKeep does for your rentals: AI maintenance triage, automated rent collection, tenant screening and real-time analytics."
    />
  );
}
