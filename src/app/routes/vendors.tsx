import { VendorsPage } from '@/features/vendor-network';

export default function Route() {
  return <VendorsPage />;
}
