import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Bell, ClipboardList, LayoutDashboard, LifeBuoy, LogOut, Mail, Users } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import type { AdminSession } from '@/lib/admin-auth';
import { cn } from '@/lib/cn';
import { adminCopy } from '../content';
import { useAdminChangesFromElsewhere, useAdminStats } from '../hooks/use-admin-data';
import { adminTabs, useAdminView, type AdminTab } from '../hooks/use-admin-view';
import { NewsletterPanel } from './newsletter-panel';
import { OverviewPanel } from './overview-panel';
import { SupportPanel } from './support-panel';
import { VendorApplicationsPanel } from './vendor-applications-panel';
import { WaitlistPanel } from './waitlist-panel';

const tabIcons = { overview: LayoutDashboard, vendors: ClipboardList, waitlist: Users, newsletter: Mail, support: LifeBuoy } as const;
const count = new Intl.NumberFormat('en-US');
/** Tabs whose count is work waiting for the admin (pending applications, open messages): their badge is red. */
const attentionTabs: ReadonlySet<AdminTab> = new Set(['vendors', 'support']);

/** The signed-in dashboard: header with the pending dot and Logout, tabs (side on wide screens, top on phones). */
export function AdminDashboard({ session, onSignOut }: { session: AdminSession; onSignOut: () => void }) {
  const stats = useAdminStats();
  useAdminChangesFromElsewhere();
  const [view, changeView] = useAdminView();
  const active = view.tab;
  const tabRefs = useRef(new Map<AdminTab, HTMLButtonElement>());
  const pending = stats.data?.vendorApplications.pending ?? 0;
  const waitlistTotal = stats.data?.waitlist.total ?? 0;
  const newsletterTotal = stats.data?.newsletter.total ?? 0;
  const supportOpen = stats.data?.supportMessages.open ?? 0;
  const documentsToReview = stats.data?.vendorApplications.documentsToReview ?? 0;

  // The overview counts nothing waiting, so its tab carries no badge.
  const tabs: ReadonlyArray<{ id: AdminTab; label: string; badge?: number; badgeLabel?: string }> = [
    { id: 'overview', label: adminCopy.tabs.overview },
    { id: 'vendors', label: adminCopy.tabs.vendors, badge: pending, badgeLabel: adminCopy.tabs.vendorsBadge(pending) },
    {
      id: 'waitlist',
      label: adminCopy.tabs.waitlist,
      badge: waitlistTotal,
      badgeLabel: adminCopy.tabs.countBadge(waitlistTotal),
    },
    {
      id: 'newsletter',
      label: adminCopy.tabs.newsletter,
      badge: newsletterTotal,
      badgeLabel: adminCopy.tabs.countBadge(newsletterTotal),
    },
    // Like the vendors' pending count, the open messages are what asks for the admin's attention.
    { id: 'support', label: adminCopy.tabs.support, badge: supportOpen, badgeLabel: adminCopy.tabs.supportBadge(supportOpen) },
  ];

  function select(tab: AdminTab, focus = false) {
    changeView({ tab });
    if (focus) tabRefs.current.get(tab)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = adminTabs.indexOf(active);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: adminTabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(adminTabs[(target + adminTabs.length) % adminTabs.length], true);
  }

  return (
    <div className="min-h-screen bg-ink-50">
      <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Logo className="shrink-0" />
            <span className="hidden h-6 w-px bg-ink-200 sm:block" aria-hidden="true" />
            <div className="min-w-0">
              <h1 className="sr-only text-base font-bold text-ink-900 sm:not-sr-only">{adminCopy.title}</h1>
              <p className="hidden truncate text-xs text-ink-600 sm:block">
                {adminCopy.header.signedInAs} {session.email}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-2">
            <WaitingMenu
              pending={pending}
              open={supportOpen}
              documents={documentsToReview}
              onGo={(tab, filter) => {
                changeView({ tab, status: '', compliance: '', ...filter });
                tabRefs.current.get(tab)?.focus();
              }}
            />
            <button
              type="button"
              onClick={onSignOut}
              className="inline-flex min-h-10 items-center gap-2 rounded-xl border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {adminCopy.header.logout}
            </button>
          </div>
        </div>
      </header>

      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-5 sm:px-6 lg:flex-row lg:gap-6 lg:py-8">
        <nav aria-label={adminCopy.tabs.label} className="pt-2 lg:w-64 lg:shrink-0 lg:pt-0">
          <div
            role="tablist"
            aria-label={adminCopy.tabs.label}
            className="relative grid grid-cols-3 gap-x-2 gap-y-3 sm:grid-cols-5 sm:gap-y-2 lg:sticky lg:top-24 lg:flex lg:flex-col"
          >
            {tabs.map((tab) => {
              const Icon = tabIcons[tab.id];
              const selected = tab.id === active;
              return (
                <button
                  key={tab.id}
                  ref={(element) => {
                    if (element) tabRefs.current.set(tab.id, element);
                    else tabRefs.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={`admin-tab-${tab.id}`}
                  aria-selected={selected}
                  aria-controls={`admin-panel-${tab.id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(tab.id)}
                  onKeyDown={handleKeyDown}
                  className={cn(
                    'relative flex flex-col items-center gap-1 rounded-xl px-2 pt-3 pb-2.5 text-center text-xs leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none sm:text-sm lg:w-full lg:flex-row lg:gap-2.5 lg:px-3 lg:py-2.5 lg:text-left',
                    selected ? 'bg-brand-700 text-white shadow-sm' : 'bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-brand-50 lg:bg-transparent lg:ring-0',
                  )}
                >
                  <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 lg:flex-1">{tab.label}</span>
                  {/* Never squeezed by the label: a six-figure count stays inside its badge (the label wraps instead). */}
                  {tab.badge !== undefined && (
                  <span
                    className={cn(
                      'absolute -top-2 right-1 min-w-7 shrink-0 rounded-full px-2 py-0.5 text-center text-xs font-bold whitespace-nowrap tabular-nums shadow-sm lg:static lg:shadow-none',
                      selected ? 'bg-white text-brand-800 ring-1 ring-brand-700 lg:ring-0' : attentionTabs.has(tab.id) && tab.badge > 0 ? 'bg-red-100 text-red-800' : 'bg-ink-100 text-ink-700',
                    )}
                  >
                    <span aria-hidden="true">{count.format(tab.badge)}</span>
                    <span className="sr-only">{` (${tab.badgeLabel})`}</span>
                  </span>
                  )}
                </button>
              );
            })}
          </div>
        </nav>

        <main className="min-w-0 flex-1" id="main">
          <div role="tabpanel" id={`admin-panel-${active}`} aria-labelledby={`admin-tab-${active}`}>
            {stats.isError && !stats.data && (
              <p role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
                {adminCopy.loadError}
              </p>
            )}
            {active === 'overview' && <OverviewPanel view={view} onViewChange={changeView} />}
            {active === 'vendors' && <VendorApplicationsPanel view={view} onViewChange={changeView} />}
            {active === 'waitlist' && <WaitlistPanel view={view} onViewChange={changeView} />}
            {active === 'newsletter' && <NewsletterPanel view={view} onViewChange={changeView} />}
            {active === 'support' && <SupportPanel view={view} onViewChange={changeView} />}
          </div>
        </main>
      </div>
    </div>
  );
}

/** The header's bell: opens a short list of what waits (pending applications, open messages), each a way to that filtered tab. */
function WaitingMenu({
  pending,
  open,
  documents,
  onGo,
}: {
  pending: number;
  open: number;
  /** Vendor documents waiting for review; a port without documents has none, and the menu leaves the line out. */
  documents: number;
  onGo: (tab: AdminTab, filter: { status?: string; compliance?: string }) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const waiting = pending + open + documents;

  useEffect(() => {
    if (!expanded) return;
    function closeOutside(event: MouseEvent) {
      if (!boxRef.current?.contains(event.target as Node)) setExpanded(false);
    }
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setExpanded(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [expanded]);

  const items: ReadonlyArray<{ key: string; tab: AdminTab; filter: { status?: string; compliance?: string }; label: string }> = [
    { key: 'applications', tab: 'vendors', filter: { status: 'pending' }, label: adminCopy.header.waitingApplications(pending) },
    ...(documents > 0
      ? [{ key: 'documents', tab: 'vendors' as const, filter: { compliance: 'to_review' }, label: adminCopy.header.waitingDocuments(documents) }]
      : []),
    { key: 'messages', tab: 'support', filter: { status: 'open' }, label: adminCopy.header.waitingMessages(open) },
  ];

  return (
    <div ref={boxRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={menuId}
        aria-label={`${adminCopy.header.waitingTitle}: ${adminCopy.header.waiting(waiting)}`}
        title={adminCopy.header.pending(pending)}
        onClick={() => setExpanded((value) => !value)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-xl text-ink-700 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {pending > 0 && (
          <span
            data-testid="pending-dot"
            className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white"
            aria-hidden="true"
          />
        )}
      </button>
      <div
        id={menuId}
        hidden={!expanded}
        className="fixed inset-x-4 top-16 z-40 rounded-xl border border-ink-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-72"
      >
        <p className="px-2 pt-1 pb-2 text-xs font-semibold text-ink-600">{adminCopy.header.waitingTitle}</p>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                onClick={() => {
                  setExpanded(false);
                  onGo(item.tab, item.filter);
                }}
                className="w-full rounded-lg px-2 py-2 text-left text-sm text-ink-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
