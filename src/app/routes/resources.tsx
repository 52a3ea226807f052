import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Resources"
      heading="Landlord Resources"
      description="Guides, case studies and tools for small landlords who want more from their rentals."
    />
  );
}
