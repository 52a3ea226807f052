import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Join Our Vendor Network"
      heading="Join Our Vendor Network"
      description="Apply to join DoorKeep's vetted contractor network in three short steps."
    />
  );
}
