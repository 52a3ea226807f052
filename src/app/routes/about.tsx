import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="About"
      heading="Our Mission &amp; Story"
      description="Why we built DoorKeep: property management that treats small landlords like they matter."
    />
  );
}
