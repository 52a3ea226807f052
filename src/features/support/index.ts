export { SupportPage } from './components/support-page';
export { SupportForm } from './components/support-form';
export {
  categoryOptions,
  priorityOptions,
  supportChannels,
  supportClaims,
  supportFormCopy,
  supportHero,
  supportSuccessCopy,
  supportTimings,
} from './content/support';
export { supportFormSchema, type SupportFormValues } from './schema';
