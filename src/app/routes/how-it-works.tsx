import { HowItWorksPage } from '@/features/marketing/components/how-it-works-page';

export default function Route() {
  return <HowItWorksPage />;
}
