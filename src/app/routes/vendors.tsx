import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Vendors"
      heading="Grow Your Business With DoorKeep"
      description="Join DoorKeep's vetted contractor network: steady jobs and payment within 24 hours of job completion."
    />
  );
}
