import { NewsletterLinkPage } from '@/features/newsletter';

export default function Route() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
