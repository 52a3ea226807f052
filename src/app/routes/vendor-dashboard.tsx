import { VendorPortalPage } from '@/features/vendor-portal';

export default function Route() {
  return <VendorPortalPage />;
}
