import { vendorApplicationPage } from '@/features/vendor-application';
import { submissionsPart } from '../backend/submissions';
import { BackedRoute } from '../backend/with-backend';

export default function Route() {
  return <BackedRoute make={submissionsPart} page={vendorApplicationPage} />;
}
