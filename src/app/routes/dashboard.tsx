import { dashboardPage } from '@/features/owner-dashboard';
import { billingParts } from '../backend/billing';
import { onboardingCallsParts } from '../backend/onboarding-calls';
import { propertiesParts } from '../backend/properties';
import { BackedRoute } from '../backend/with-backend';

const dashboardParts = () => ({ ...billingParts(), ...propertiesParts(), ...onboardingCallsParts() });

export default function Route() {
  return <BackedRoute make={dashboardParts} page={dashboardPage} />;
}
