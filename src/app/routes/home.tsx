import { HomePage } from '@/features/marketing/components/home-page';
import { NewsletterForm } from '@/features/newsletter';

export default function Route() {
  return <HomePage newsletterSlot={<NewsletterForm source="homepage" />} />;
}
