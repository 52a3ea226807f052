import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Privacy Policy"
      heading="Privacy Policy"
      description="How DoorKeep collects, uses and protects your information."
    />
  );
}
