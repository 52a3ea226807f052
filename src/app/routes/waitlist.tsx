import { WaitlistPage } from '@/features/waitlist';
import { billingParts } from '../backend/billing';
import { submissionsPart } from '../backend/submissions';
import { WithBackend } from '../backend/with-backend';

// Client-only in the route table: the flow resumes from this browser's saved signup.
export default function Route() {
  return (
    <WithBackend make={() => ({ ...billingParts(), ...submissionsPart() })}>
      <WaitlistPage />
    </WithBackend>
  );
}
