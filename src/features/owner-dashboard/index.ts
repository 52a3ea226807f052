import { backedPage } from '@/lib/backend-context';
import { DashboardPage } from './components/dashboard-page';
import { ownerDashboardPorts } from './ports';

export { subscriptionBadge } from './content/dashboard';

/** /dashboard, below the owner's billing ports. */
export const dashboardPage = /* @__PURE__ */ backedPage(ownerDashboardPorts, DashboardPage);
