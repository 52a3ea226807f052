import { adminPage } from '@/features/admin';
import { adminParts } from '../backend/admin';
import { onboardingCallsParts } from '../backend/onboarding-calls';
import { BackedRoute } from '../backend/with-backend';

const adminDashboardParts = () => ({ ...adminParts(), ...onboardingCallsParts() });

export default function Route() {
  return <BackedRoute make={adminDashboardParts} page={adminPage} />;
}
