import { backedPage } from '@/lib/backend-context';
import { AccountPage } from './components/account-page';
import { accountPorts } from './ports';

/** /account, below the account port. */
export const accountPage = /* @__PURE__ */ backedPage(accountPorts, AccountPage);
