import { checkoutSuccessPage } from '@/features/checkout';
import { billingParts } from '../backend/billing';
import { BackedRoute } from '../backend/with-backend';

export default function Route() {
  return <BackedRoute make={billingParts} page={checkoutSuccessPage} />;
}
