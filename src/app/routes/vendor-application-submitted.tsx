import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Application Submitted"
      heading="Application Submitted"
      description="Your DoorKeep vendor application has been received."
    />
  );
}
