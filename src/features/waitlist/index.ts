import { backedPage } from '@/lib/backend-context';
import { WaitlistPage } from './components/waitlist-page';
import { waitlistPorts } from './ports';

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

/** /waitlist, below the ports of the flow. */
export const waitlistPage = /* @__PURE__ */ backedPage(waitlistPorts, WaitlistPage);
