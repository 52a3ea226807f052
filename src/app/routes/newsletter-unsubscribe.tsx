import { newsletterLinkPage } from '@/features/newsletter/link-pages';
import { newsletterLinksPart } from '../backend/newsletter-links';
import { BackedRoute } from '../backend/with-backend';

export default function Route() {
  return <BackedRoute make={newsletterLinksPart} page={newsletterLinkPage} props={{ action: 'unsubscribe' }} />;
}
