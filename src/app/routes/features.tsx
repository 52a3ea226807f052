import { FeaturesPage } from '@/features/marketing/components/features-page';

export default function Route() {
  return <FeaturesPage />;
}
