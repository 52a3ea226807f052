import { ConfirmEmailPage } from '@/features/auth';

export default function Route() {
  return <ConfirmEmailPage />;
}
