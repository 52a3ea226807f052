import { NewsletterLinkPage } from '@/features/newsletter/link-pages';
import { newsletterLinksPart } from '../backend/newsletter-links';
import { WithBackend } from '../backend/with-backend';

export default function Route() {
  return (
    <WithBackend make={newsletterLinksPart}>
      <NewsletterLinkPage action="unsubscribe" />
    </WithBackend>
  );
}
