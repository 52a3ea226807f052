import { ResourcesPage } from '@/features/resources/components/resources-page';
import { NewsletterForm } from '@/features/newsletter';

export default function Route() {
  return <ResourcesPage newsletterSlot={<NewsletterForm source="resources" />} />;
}
