import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * How the client-rendered app renders a link (with its router), given at the app's root. Prerendered pages and their
 * islands have no router and never load one: there a link is a plain link to the page's file.
 */
export const AppLinkContext = createContext<((props: SiteLinkProps) => ReactNode) | null>(null);

/**
 * A link to a page of this site. Inside the app it is a router link (the app's pages change without a reload; a
 * marketing page, which is not one of them, is loaded as a document by the app's catch-all route).
 */
export function SiteLink(props: SiteLinkProps) {
  const renderAppLink = useContext(AppLinkContext);
  if (renderAppLink) return renderAppLink(props);
  const { href, children, ...anchorProps } = props;
  return (
    <a {...anchorProps} href={href}>
      {children}
    </a>
  );
}
