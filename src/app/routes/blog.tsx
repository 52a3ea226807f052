import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="All Articles"
      heading="All Articles"
      description="Every DoorKeep article for landlords, newest first."
    />
  );
}
