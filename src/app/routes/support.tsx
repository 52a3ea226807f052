import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Support"
      heading="How Can We Help?"
      description="Contact DoorKeep support by e-mail 24/7 or by phone Mon-Fri 8AM-8PM CT."
    />
  );
}
