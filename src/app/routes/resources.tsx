import { ResourcesPage } from '@/features/resources/components/resources-page';
import { NewsletterFormIsland } from '@/features/newsletter';

export default function Route() {
  return <ResourcesPage newsletterSlot={<NewsletterFormIsland source="resources" />} />;
}
