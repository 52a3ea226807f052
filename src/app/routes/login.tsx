import { LoginPage } from '@/features/auth';

export default function Route() {
  return <LoginPage />;
}
