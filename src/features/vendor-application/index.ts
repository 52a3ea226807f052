export { VendorApplicationWizard } from './components/vendor-application-wizard';
export { ApplicationSubmittedPage } from './components/application-submitted-page';
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
