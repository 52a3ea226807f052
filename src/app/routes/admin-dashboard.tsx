import { AdminPage } from '@/features/admin';

export default function Route() {
  return <AdminPage />;
}
