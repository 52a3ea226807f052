import { PageMeta } from '@/components/seo/page-meta';
import { helpPage } from '../content/help';
import { HelpCenterIsland } from './help-center';

/** The Help Center page: its head, and the island that holds everything on it. */
export function HelpCenterPage() {
  return (
    <>
      <PageMeta title={helpPage.title} description={helpPage.description} />
      <HelpCenterIsland />
    </>
  );
}
