import { ResourcesPage } from '@/features/resources/components/resources-page';

export default function Route() {
  return <ResourcesPage />;
}
