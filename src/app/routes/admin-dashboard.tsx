import { AdminPage } from '@/features/admin';
import { adminParts } from '../backend/admin';
import { WithBackend } from '../backend/with-backend';

export default function Route() {
  return (
    <WithBackend make={adminParts}>
      <AdminPage />
    </WithBackend>
  );
}
