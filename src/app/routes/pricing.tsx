import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Pricing"
      heading="Simple, Flat 2% Pricing"
      description="One flat 2% of rent collected, all-inclusive. No setup, cancellation or hidden fees, and no maintenance markup."
    />
  );
}
