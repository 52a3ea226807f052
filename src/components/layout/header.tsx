import type { ReactNode } from 'react';
import { LayoutDashboard } from 'lucide-react';
import { useReserveSpotLink } from '@/lib/hooks/use-reserve-spot-link';
import { cn } from '@/lib/cn';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSignedInUser } from '@/lib/auth/use-auth';
import { Container } from '@/components/ui/section';
import { SiteLink } from '@/components/ui/site-link';
import { LoginMenu } from './login-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { accountNavFor, accountSettingsNavFor, mainNav, type NavItem } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';

/** Pixels of scroll after which the header turns opaque. */
export const HEADER_SCROLL_THRESHOLD = 20;

/**
 * Sticky site header: transparent over the page top, white with a shadow once the page scrolls. `pathname` is the
 * address of the page shown, whose link is marked current.
 */
export function Header({ pathname }: { pathname: string }) {
  const reserveSpot = useReserveSpotLink();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const user = useSignedInUser();
  const account = user ? accountNavFor(user.role) : null;
  const settings = user ? accountSettingsNavFor(user.role) : null;
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 transition-[background-color,box-shadow] duration-200 motion-reduce:transition-none',
        scrolled ? 'bg-white shadow-md' : 'bg-transparent',
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lift"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center justify-between gap-3 lg:h-18 lg:gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              pathname={pathname}
              className={(isActive) =>
                cn(
                  'rounded-lg px-3 py-2 text-[0.95rem] font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700',
                  isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-ink-700',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          {/* Signed in, the Login group gives way but keeps its width, so nothing in the header moves. */}
          <SwapSlot shown={account === null} replacement={settings && <SettingsLink settings={settings} pathname={pathname} />}>
            <LoginMenu pathname={pathname} />
          </SwapSlot>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <SwapSlot shown={account === null} replacement={account && <AccountButton account={account} />}>
            <Button {...reserveSpot} variant="secondary" size="sm" className="whitespace-nowrap">
              Reserve My Spot
            </Button>
          </SwapSlot>
          <MobileMenu account={account} settings={settings} pathname={pathname} />
        </div>
      </Container>
    </header>
  );
}

/**
 * A box that keeps the size of `children` whether they are shown or not: hidden, they stay in the layout invisible
 * and inert, with `replacement` laid over them. The header learns who is signed in after the page has painted
 * (prerendered pages cannot know), and the swap must not shift the layout.
 */
function SwapSlot({ shown, replacement, children }: { shown: boolean; replacement?: ReactNode; children: ReactNode }) {
  if (shown) return <div className="grid">{children}</div>;
  return (
    <div className="grid">
      <div className="invisible col-start-1 row-start-1" inert aria-hidden="true">
        {children}
      </div>
      {replacement && <div className="col-start-1 row-start-1 flex">{replacement}</div>}
    </div>
  );
}

/** Account settings in the Login group's place: a short visible word in the room the group keeps, the full name for assistive technology. */
function SettingsLink({ settings, pathname }: { settings: NavItem; pathname: string }) {
  const active = pathname === settings.href;
  return (
    <SiteLink
      href={settings.href}
      aria-label={settings.label}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'whitespace-nowrap rounded-lg px-3 py-2 text-[0.95rem] font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700',
        active ? 'text-brand-700' : 'text-ink-700',
      )}
    >
      Settings
    </SiteLink>
  );
}

/** The signed-in visitor's way in: their dashboard, vendor portal or the admin. */
function AccountButton({ account }: { account: NavItem }) {
  return (
    <SiteLink href={account.href} className={buttonClasses('secondary', 'sm', 'w-full whitespace-nowrap')}>
      <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
      {account.label}
    </SiteLink>
  );
}
