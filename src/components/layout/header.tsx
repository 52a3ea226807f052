import { NavLink } from 'react-router-dom';
import { reserveSpotUrl } from '@/config/signup-url';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { LoginMenu } from './login-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainNav } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';

/** Pixels of scroll after which the header turns opaque. */
export const HEADER_SCROLL_THRESHOLD = 20;

/** Sticky site header: transparent over the page top, white with a shadow once the page scrolls. */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
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
              to={item.href}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-[0.95rem] font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700',
                  isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-ink-700',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          <LoginMenu />
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button href={reserveSpotUrl} external variant="secondary" size="sm" className="whitespace-nowrap">
            Reserve My Spot
          </Button>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
