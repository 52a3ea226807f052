import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Forgot Password"
      heading="Reset your password"
      description="Get a link to reset your DoorKeep password."
    />
  );
}
