export { AdminPage } from './components/admin-page';
export { adminPage } from './page';
