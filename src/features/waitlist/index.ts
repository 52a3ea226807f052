export { WaitlistPage } from './components/waitlist-page';
export { WaitlistFlow } from './components/waitlist-flow';
export {
  FIRST_QUEUE_POSITION,
  infoStepCopy,
  paymentStepCopy,
  reservedCopy,
  stepIndicatorCopy,
  waitlistHero,
  waitlistSteps,
  waitlistTimings,
} from './content/waitlist';
export { waitlistFormSchema, type WaitlistFormValues } from './schema';
