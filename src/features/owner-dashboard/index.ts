export { DashboardPage } from './components/dashboard-page';
export { subscriptionBadge } from './content/dashboard';
