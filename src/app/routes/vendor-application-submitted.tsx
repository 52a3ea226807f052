import { ApplicationSubmittedPage } from '@/features/vendor-application';

export default function Route() {
  return <ApplicationSubmittedPage />;
}
