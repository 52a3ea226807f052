export { DashboardPage } from './components/dashboard-page';
export { subscriptionBadge, formatCents } from './content/dashboard';
