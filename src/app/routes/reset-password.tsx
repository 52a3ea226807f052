import { ResetPasswordPage } from '@/features/auth';

export default function Route() {
  return <ResetPasswordPage />;
}
