import { CheckoutSuccessPage } from '@/features/checkout';
import { billingParts } from '../backend/billing';
import { WithBackend } from '../backend/with-backend';

export default function Route() {
  return (
    <WithBackend make={billingParts}>
      <CheckoutSuccessPage />
    </WithBackend>
  );
}
