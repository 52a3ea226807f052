import { backedPage } from '@/lib/backend-context';
import { AdminPage } from './components/admin-page';
import { adminPorts } from './ports';

/** /admin, below the admin's ports. */
export const adminPage = /* @__PURE__ */ backedPage(adminPorts, AdminPage);
