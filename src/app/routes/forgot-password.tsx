import { ForgotPasswordPage } from '@/features/auth';

export default function Route() {
  return <ForgotPasswordPage />;
}
