import { AccountPage } from '@/features/account';
import { accountParts } from '../backend/account';
import { WithBackend } from '../backend/with-backend';

export default function Route() {
  return (
    <WithBackend make={accountParts}>
      <AccountPage />
    </WithBackend>
  );
}
