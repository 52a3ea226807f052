import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Create Your Account"
      heading="Create your account"
      description="Create a DoorKeep owner account."
    />
  );
}
