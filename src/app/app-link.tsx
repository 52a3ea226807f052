import { Link } from 'react-router-dom';
import type { SiteLinkProps } from '@/components/ui/site-link';

/** SiteLink inside the app: a router link. */
export function renderAppLink({ href, children, ...anchorProps }: SiteLinkProps) {
  return (
    <Link {...anchorProps} to={href}>
      {children}
    </Link>
  );
}
