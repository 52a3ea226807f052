import { dashboardPage } from '@/features/owner-dashboard';
import { billingParts } from '../backend/billing';
import { propertiesParts } from '../backend/properties';
import { BackedRoute } from '../backend/with-backend';

const dashboardParts = () => ({ ...billingParts(), ...propertiesParts() });

export default function Route() {
  return <BackedRoute make={dashboardParts} page={dashboardPage} />;
}
