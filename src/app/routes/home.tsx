import { HomePage } from '@/features/marketing';

export default function Route() {
  return <HomePage />;
}
