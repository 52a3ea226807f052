import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { overviewPeriods, type OverviewPeriod } from '@/lib/submissions';

/** The tabs that list rows, by their `?tab=` value. */
export const listTabs = ['vendors', 'waitlist', 'newsletter', 'support'] as const;
export type ListTab = (typeof listTabs)[number];

/** Tabs of the dashboard in their order: the launch overview, then the lists. */
export const adminTabs = ['overview', ...listTabs] as const;
export type AdminTab = (typeof adminTabs)[number];

/**
 * What the admin is looking at: the tab, its search, its status filter, the page (1-based), on the Vendor
 * Applications tab the compliance filter and on the Waitlist tab the onboarding status filter ('' or absent: none),
 * and the overview's period in days.
 */
export type AdminView = {
  tab: AdminTab;
  search: string;
  status: string;
  page: number;
  compliance?: string;
  onboarding?: string;
  period: OverviewPeriod;
};

const defaultPeriod: OverviewPeriod = 30;

function periodFromParam(value: string | null): OverviewPeriod {
  return overviewPeriods.find((period) => String(period) === value) ?? defaultPeriod;
}

/** The tab a `?tab=` value asks for; anything unknown opens the first. */
export function tabFromParam(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab === value) ?? 'overview';
}

/** The view an address describes (`?tab=&q=&status=&page=`); missing or malformed parts take their defaults. */
export function viewFromParams(params: URLSearchParams): AdminView {
  const page = Number(params.get('page'));
  return {
    tab: tabFromParam(params.get('tab')),
    search: params.get('q') ?? '',
    status: params.get('status') ?? '',
    compliance: params.get('compliance') ?? '',
    onboarding: params.get('onboarding') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    period: periodFromParam(params.get('period')),
  };
}

/** The address of a view, leaving out what is the default, so a plain link stays plain. */
export function paramsFromView(view: Omit<AdminView, 'period'> & { period?: OverviewPeriod }): URLSearchParams {
  const params = new URLSearchParams({ tab: view.tab });
  if (view.search) params.set('q', view.search);
  if (view.status) params.set('status', view.status);
  if (view.compliance) params.set('compliance', view.compliance);
  if (view.onboarding) params.set('onboarding', view.onboarding);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.tab === 'overview' && view.period && view.period !== defaultPeriod) params.set('period', String(view.period));
  return params;
}

/**
 * The admin's view, kept in the address so a reload or a shared link shows the same list. The view itself lives in
 * React state (typing must never wait for the router) and is mirrored into the address, replacing the entry, after
 * each change. A new tab starts with no search (unless the change carries one, as the hint to another tab does); a new search or filter starts at page 1.
 */
export function useAdminView() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => viewFromParams(params));
  const writeAddress = useRef(setParams);
  useEffect(() => {
    writeAddress.current = setParams;
  }, [setParams]);

  useEffect(() => {
    writeAddress.current(paramsFromView(view), { replace: true });
  }, [view]);

  const change = useCallback((patch: Partial<AdminView>) => {
    setView((current) => {
      if (patch.tab !== undefined && patch.tab !== current.tab) {
        return {
          tab: patch.tab,
          search: patch.search ?? '',
          status: patch.status ?? '',
          compliance: patch.compliance ?? '',
          onboarding: patch.onboarding ?? '',
          page: 1,
          period: current.period,
        };
      }
      const filtered =
        (patch.search !== undefined && patch.search !== current.search) ||
        (patch.status !== undefined && patch.status !== current.status) ||
        (patch.compliance !== undefined && patch.compliance !== (current.compliance ?? '')) ||
        (patch.onboarding !== undefined && patch.onboarding !== (current.onboarding ?? ''));
      return { ...current, ...patch, page: patch.page ?? (filtered ? 1 : current.page) };
    });
  }, []);

  return [view, change] as const;
}
