import { ApplicationSubmittedPage } from '@/features/vendor-application';
import { submissionsPart } from '../backend/submissions';
import { WithBackend } from '../backend/with-backend';

export default function Route() {
  return (
    <WithBackend make={submissionsPart}>
      <ApplicationSubmittedPage />
    </WithBackend>
  );
}
