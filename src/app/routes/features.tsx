import { FeaturesPage } from '@/features/marketing';

export default function Route() {
  return <FeaturesPage />;
}
