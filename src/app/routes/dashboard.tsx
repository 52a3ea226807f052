import { dashboardPage } from '@/features/owner-dashboard';
import { billingParts } from '../backend/billing';
import { BackedRoute } from '../backend/with-backend';

export default function Route() {
  return <BackedRoute make={billingParts} page={dashboardPage} />;
}
