import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Payment Successful"
      heading="Payment Successful!"
      description="Your DoorKeep reservation is confirmed."
    />
  );
}
