import { HomePage } from '@/features/marketing/components/home-page';
import { NewsletterFormIsland } from '@/features/newsletter';

export default function Route() {
  return <HomePage newsletterSlot={<NewsletterFormIsland source="homepage" />} />;
}
