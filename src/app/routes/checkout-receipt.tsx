import { CheckoutReceiptPage } from '@/features/checkout';

export default function Route() {
  return <CheckoutReceiptPage />;
}
