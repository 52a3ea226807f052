import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Set a New Password"
      heading="Set a new password"
      description="Choose a new password for your DoorKeep account."
    />
  );
}
