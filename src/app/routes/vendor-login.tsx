import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Vendor Login"
      heading="Vendor Portal Login"
      description="Sign in to the DoorKeep vendor portal."
    />
  );
}
