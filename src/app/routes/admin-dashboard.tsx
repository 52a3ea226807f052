import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Admin Dashboard"
      heading="Admin Dashboard"
      description="DoorKeep administration."
    />
  );
}
