import { CheckoutSuccessPage } from '@/features/checkout';

export default function Route() {
  return <CheckoutSuccessPage />;
}
