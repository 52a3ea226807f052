import { HomePage } from '@/features/marketing/components/home-page';

export default function Route() {
  return <HomePage />;
}
