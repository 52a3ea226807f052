import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Owner Login"
      heading="Welcome back"
      description="Log in to your DoorKeep owner account."
    />
  );
}
