import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Vendor Help"
      heading="Vendor Help"
      description="Answers for DoorKeep vendors: payments, application review, documents and support hours."
    />
  );
}
