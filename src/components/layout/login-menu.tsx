import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { NavLink } from './nav-link';
import { loginNav } from './nav-items';

/**
 * The header's Login group on wide screens: opens on hover, on click, and from the keyboard (Enter, Space or
 * ArrowDown on the button); arrow keys move between the two links; Escape closes it and returns to the button.
 */
export function LoginMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linksRef = useRef<Array<HTMLAnchorElement | null>>([]);
  // A pointer that hovers in opens the list; its click that follows must not close it again.
  const openedByHover = useRef(false);
  const active = loginNav.some((item) => item.href === pathname);

  function openAndFocus(index: number) {
    setOpen(true);
    // The list is hidden until this render commits; focus the link on the next frame.
    requestAnimationFrame(() => linksRef.current[index]?.focus());
  }

  function closeAndReturn() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(loginNav.length - 1);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const count = loginNav.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (index + 1) % count : (index - 1 + count) % count;
      linksRef.current[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturn();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div
      className="relative"
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-[0.95rem] font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700',
          active ? 'text-brand-700' : 'text-ink-700',
        )}
      >
        Login
        <ChevronDown className={cn('h-4 w-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {/* The padding bridges the gap below the button so the pointer can travel into the list without closing it. */}
      <div id={menuId} hidden={!open} className="absolute right-0 top-full z-50 pt-2">
        <ul className="w-52 rounded-xl border border-ink-200 bg-white p-2 shadow-lift">
          {loginNav.map((item, index) => (
            <li key={item.href}>
              <NavLink
                ref={(element) => {
                  linksRef.current[index] = element;
                }}
                href={item.href}
                pathname={pathname}
                onKeyDown={(event) => onLinkKeyDown(event, index)}
                onClick={() => setOpen(false)}
                className={(isActive) =>
                  cn(
                    'block rounded-lg px-3 py-2 text-sm font-semibold hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700',
                    isActive ? 'text-brand-700' : 'text-ink-800',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
