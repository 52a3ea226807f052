import { VendorLoginPage } from '@/features/vendor-portal';
import { vendorParts } from '../backend/vendor';
import { WithBackend } from '../backend/with-backend';

export default function Route() {
  return (
    <WithBackend make={vendorParts}>
      <VendorLoginPage />
    </WithBackend>
  );
}
