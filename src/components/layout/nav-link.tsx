import type { KeyboardEventHandler, MouseEventHandler, Ref } from 'react';
import { SiteLink } from '@/components/ui/site-link';

type NavLinkProps = {
  href: string;
  /** The address of the page shown, so the link to it is marked as the current page. */
  pathname: string;
  className: (active: boolean) => string;
  children: string;
  ref?: Ref<HTMLAnchorElement>;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
};

/** A navigation link that says when it leads to the page being shown (`aria-current="page"`). */
export function NavLink({ href, pathname, className, children, ...rest }: NavLinkProps) {
  const active = pathname === href;
  return (
    <SiteLink {...rest} href={href} aria-current={active ? 'page' : undefined} className={className(active)}>
      {children}
    </SiteLink>
  );
}
