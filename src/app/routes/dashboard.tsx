import { DashboardPage } from '@/features/owner-dashboard';
import { billingParts } from '../backend/billing';
import { WithBackend } from '../backend/with-backend';

export default function Route() {
  return (
    <WithBackend make={billingParts}>
      <DashboardPage />
    </WithBackend>
  );
}
