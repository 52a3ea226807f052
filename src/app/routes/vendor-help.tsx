import { VendorHelpPage } from '@/features/vendor-network';

export default function Route() {
  return <VendorHelpPage />;
}
