import { waitlistPage } from '@/features/waitlist';
import { billingParts } from '../backend/billing';
import { submissionsPart } from '../backend/submissions';
import { BackedRoute } from '../backend/with-backend';

const waitlistParts = () => ({ ...billingParts(), ...submissionsPart() });

// Client-only in the route table: the flow resumes from this browser's saved signup.
export default function Route() {
  return <BackedRoute make={waitlistParts} page={waitlistPage} />;
}
