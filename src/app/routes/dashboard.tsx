import { DashboardPage } from '@/features/owner-dashboard';

export default function Route() {
  return <DashboardPage />;
}
