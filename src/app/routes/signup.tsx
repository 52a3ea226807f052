import { SignupPage } from '@/features/auth';

export default function Route() {
  return <SignupPage />;
}
