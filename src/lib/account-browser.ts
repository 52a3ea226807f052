import { AccountError, type AccountPort } from './account';

const notConfigured = 'Account settings need the server, which this site does not have.';

/** Browser-only mode: no server account, so nothing to change, export or delete. */
export const browserOnlyAccount: AccountPort = {
  configured: false,
  overview: () => Promise.resolve({ depositPaid: false, depositAmount: 0 }),
  changeEmail: () => Promise.reject(new AccountError(notConfigured)),
  exportData: () => Promise.reject(new AccountError(notConfigured)),
  deleteAccount: () => Promise.resolve({ kind: 'refused', reason: 'unavailable', message: notConfigured }),
};
