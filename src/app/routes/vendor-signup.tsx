import { VendorApplicationWizard } from '@/features/vendor-application';

export default function Route() {
  return <VendorApplicationWizard />;
}
