import { adminPage } from '@/features/admin';
import { adminParts } from '../backend/admin';
import { BackedRoute } from '../backend/with-backend';

export default function Route() {
  return <BackedRoute make={adminParts} page={adminPage} />;
}
