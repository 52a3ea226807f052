import { VendorLoginPage } from '@/features/vendor-portal';

export default function Route() {
  return <VendorLoginPage />;
}
