import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Security"
      heading="Security at DoorKeep"
      description="How DoorKeep protects your data: encryption, certifications and responsible disclosure."
    />
  );
}
