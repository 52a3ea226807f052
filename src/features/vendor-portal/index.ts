export { VendorLoginPage } from './components/vendor-login-page';
export { VendorPortalPage } from './components/vendor-portal-page';
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
