import { useCallback, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { useReserveSpotLink } from '@/lib/hooks/use-reserve-spot-link';
import { cn } from '@/lib/cn';
import { useBodyScrollLock } from '@/lib/hooks/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { loginNav, mainNav, type NavItem } from './nav-items';

const menuItems = [{ label: 'Home', href: paths.home.getHref() }, ...mainNav];

/**
 * The small-screen menu: a full-screen panel that slides in, locks the page behind it, keeps focus inside,
 * and closes on Escape, on a link click and on any route change, handing focus back to its button.
 */
export function MobileMenu({
  account = null,
  settings = null,
  pathname,
}: {
  account?: NavItem | null;
  settings?: NavItem | null;
  pathname: string;
}) {
  const reserveSpot = useReserveSpotLink();
  // The menu remembers the page it was opened on, so any route change closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenedOn(null), []);

  useFocusTrap(panelRef, open, close);
  useBodyScrollLock(open);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setOpenedOn(pathname)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="rounded-lg p-2 text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>
      {open && (
        <div
          id="mobile-menu"
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white animate-slide-in motion-reduce:animate-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-200 px-5">
            <Logo />
            <button
              type="button"
              onClick={close}
              className="rounded-lg p-2 text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X className="h-6 w-6" aria-hidden="true" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 px-5 py-6">
            {[...menuItems, ...(account ? [account, ...(settings ? [settings] : [])] : loginNav)].map((item) => (
              <NavLink
                key={item.href}
                href={item.href}
                pathname={pathname}
                onClick={close}
                className={(isActive) =>
                  cn(
                    'rounded-xl px-4 py-3 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-brand-700',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-50',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
            {/* One way in, as in the header: someone signed in has their account link instead (an owner reserves from
                their dashboard). */}
            {!account && (
              <Button {...reserveSpot} variant="secondary" size="lg" className="mt-6" onClick={close}>
                Reserve My Spot
              </Button>
            )}
          </nav>
        </div>
      )}
    </div>
  );
}
