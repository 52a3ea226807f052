import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="How It Works"
      heading="How DoorKeep Works"
      description="Set up in five minutes, then let DoorKeep's AI handle tenants, repairs and rent while you stay informed."
    />
  );
}
