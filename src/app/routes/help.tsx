import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Help Center"
      heading="Help Center"
      description="Answers to common questions about DoorKeep for property owners."
    />
  );
}
