import { accountPage } from '@/features/account';
import { accountParts } from '../backend/account';
import { BackedRoute } from '../backend/with-backend';

export default function Route() {
  return <BackedRoute make={accountParts} page={accountPage} />;
}
