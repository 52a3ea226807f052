import { AboutPage } from '@/features/marketing';

export default function Route() {
  return <AboutPage />;
}
