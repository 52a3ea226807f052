import { HowItWorksPage } from '@/features/marketing';

export default function Route() {
  return <HowItWorksPage />;
}
