import { backedPage } from '@/lib/backend-context';
import { VendorLoginPage } from './components/vendor-login-page';
import { VendorPortalPage } from './components/vendor-portal-page';
import { vendorPortalPorts } from './ports';

export {
  buildEarningsCsv,
  earningsCsvHeader,
  earningsReportName,
  filterJobs,
  vendorProfileSchema,
  vendorProfileStore,
  type VendorJob,
  type VendorPayment,
  type VendorProfile,
} from './data';

/** /vendor/login, below the vendor auth port. */
export const vendorLoginPage = /* @__PURE__ */ backedPage(vendorPortalPorts, VendorLoginPage);

/** /vendor/dashboard, below the vendor auth port. */
export const vendorPortalPage = /* @__PURE__ */ backedPage(vendorPortalPorts, VendorPortalPage);
