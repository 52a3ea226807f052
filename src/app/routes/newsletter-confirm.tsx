import { NewsletterLinkPage } from '@/features/newsletter/link-pages';

export default function Route() {
  return <NewsletterLinkPage action="confirm" />;
}
