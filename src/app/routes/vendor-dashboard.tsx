import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Vendor Portal"
      heading="Vendor Portal"
      description="Your DoorKeep vendor portal."
    />
  );
}
