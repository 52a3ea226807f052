import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Property Dashboard"
      heading="Property Dashboard"
      description="Your DoorKeep owner dashboard."
    />
  );
}
