import { PricingPage } from '@/features/pricing';

export default function Route() {
  return <PricingPage />;
}
