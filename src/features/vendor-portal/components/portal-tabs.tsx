import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { portalTabs, type PortalTabId } from '../content/portal';

export const tabId = (id: PortalTabId) => `portal-tab-${id}`;
export const panelId = (id: PortalTabId) => `portal-panel-${id}`;

type PortalTabsProps = {
  label: string;
  selected: PortalTabId;
  onSelect: (id: PortalTabId) => void;
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order, arrow keys (both axes, since the
 * bar is vertical on desktop and horizontal on phones), Home and End move between tabs and select them.
 */
export function PortalTabs({ label, selected, onSelect }: PortalTabsProps) {
  const refs = useRef(new Map<PortalTabId, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = portalTabs.findIndex((tab) => tab.id === selected);
    const last = portalTabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const id = portalTabs[next].id;
    onSelect(id);
    refs.current.get(id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid grid-cols-5 gap-0.5 lg:flex lg:flex-col"
    >
      {portalTabs.map(({ id, label: tabLabel, icon: Icon }) => {
        const active = id === selected;
        return (
          <button
            key={id}
            ref={(element) => {
              if (element) refs.current.set(id, element);
              else refs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={active}
            aria-controls={panelId(id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
            className={cn(
              'flex min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-0.5 py-2 text-[0.6875rem] font-semibold min-[420px]:text-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none sm:flex-row sm:gap-2 sm:px-3.5 sm:py-2.5 sm:text-sm lg:w-full lg:justify-start lg:px-4 lg:py-3',
              active ? 'bg-brand-700 text-white shadow-sm' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}
