import { backedPage } from '@/lib/backend-context';
import { VendorApplicationWizard } from './components/vendor-application-wizard';
import { ApplicationSubmittedPage } from './components/application-submitted-page';
import { vendorApplicationPorts } from './ports';

export {
  applicationMessages,
  businessStepSchema,
  contactStepSchema,
  emptyVendorApplication,
  serviceAreaStepSchema,
  toVendorApplication,
  validateStep,
  type VendorApplicationValues,
} from './schemas';
export { applicationDraft, submitDelayMs } from './draft';

/** /vendor/signup, below the submissions port. */
export const vendorApplicationPage = /* @__PURE__ */ backedPage(vendorApplicationPorts, VendorApplicationWizard);

/** /vendor/application-submitted, below the submissions port. */
export const applicationSubmittedPage = /* @__PURE__ */ backedPage(vendorApplicationPorts, ApplicationSubmittedPage);
