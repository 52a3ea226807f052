import { vendorLoginPage } from '@/features/vendor-portal';
import { vendorParts } from '../backend/vendor';
import { BackedRoute } from '../backend/with-backend';

export default function Route() {
  return <BackedRoute make={vendorParts} page={vendorLoginPage} />;
}
