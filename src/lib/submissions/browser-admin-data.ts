import { createAdminSessionStore } from '@/lib/admin-session';
import { browserCollections } from './browser-adapter';
import {
  adminSearchFields,
  depositTotalsOf,
  looksLikeReference,
  matchesQuery,
  newsletterStats,
  pageNewestFirst,
  recordedDepositHistory,
  supportStats,
  vendorApplicationStats,
  waitlistStats,
} from './in-memory-admin-query';
import type { AdminDataPort, AdminListKind, AdminStats, ExportRecords, SubmissionRecords } from './port';
import { onboardingStatusOf, type SupportMessage, type WaitlistSignup } from './schemas';

/** Every list, in the order of the dashboard's tabs. */
const adminListKinds: readonly AdminListKind[] = ['waitlist', 'newsletter', 'vendorApplications', 'supportMessages'];

/** The lists whose records have a status the admin filters by (the server's admin_list filters the same ones). */
const filteredByStatus: ReadonlySet<AdminListKind> = new Set(['vendorApplications', 'supportMessages']);

/** The records of `kind` that answer `search` and `status`. */
function matching<K extends AdminListKind>(kind: K, search: string, status: string, onboarding = ''): SubmissionRecords[K][] {
  const fields = adminSearchFields[kind] as (record: SubmissionRecords[K]) => string[];
  return (browserCollections.list(kind)).filter(
    (record) =>
      (!status || !filteredByStatus.has(kind) || (record as { status?: string }).status === status) &&
      (!onboarding || kind !== 'waitlist' || onboardingStatusOf(record as WaitlistSignup) === onboarding) &&
      matchesQuery(search, fields(record)),
  );
}

const statsOf: { [K in AdminListKind]: () => AdminStats[K] } = {
  vendorApplications: () => vendorApplicationStats(browserCollections.list('vendorApplications')),
  waitlist: () => waitlistStats(browserCollections.list('waitlist')),
  newsletter: () => newsletterStats(browserCollections.list('newsletter'), new Date()),
  supportMessages: () => supportStats(browserCollections.list('supportMessages')),
};

type BrowserAdminDataOptions = {
  /** The e-mail of the admin signed in in this tab, recorded with a support status change (null: unknown). */
  signedInAdmin?: () => string | null;
  now?: () => Date;
};

/**
 * The browser adapter of the admin data port: the admin reads and decides on this browser's records,
 * with the same questions the server answers in SQL, answered in memory. Like the server's trigger, it records
 * who changed a support message's status and when, whatever the patch says about that.
 */
export function createBrowserAdminData({ signedInAdmin = () => null, now = () => new Date() }: BrowserAdminDataOptions = {}): AdminDataPort {
  function supportPatch(id: string, patch: Partial<SupportMessage>): Partial<SupportMessage> {
    const { statusChangedAt: _at, statusChangedByEmail: _by, ...rest } = patch;
    const current = browserCollections.list('supportMessages').find((message) => message.id === id);
    if (rest.status === undefined || rest.status === current?.status) return rest;
    return { ...rest, statusChangedAt: now().toISOString(), statusChangedByEmail: signedInAdmin() };
  }

  return {
    async list(kind, { search = '', status = '', onboarding = '', page = 1, pageSize = 50 }) {
      const rows = matching(kind, search, status, onboarding);
      return { rows: pageNewestFirst(rows, page, pageSize), total: rows.length };
    },
    async stats(kind) {
      return statsOf[kind]();
    },
    async referenceTabs(search) {
      const compact = looksLikeReference(search);
      if (!compact) return [];
      return adminListKinds.filter((kind) =>
        (browserCollections.list(kind) as SubmissionRecords[typeof kind][]).some((record) =>
          (adminSearchFields[kind] as (record: SubmissionRecords[typeof kind]) => string[])(record).some((value) =>
            value.toLowerCase().replace(/[\s-]+/g, '').includes(compact),
          ),
        ),
      );
    },
    async export(kind, onProgress) {
      const rows = [...(browserCollections.list(kind) as SubmissionRecords[typeof kind][])].reverse();
      onProgress?.(rows.length, rows.length);
      if (kind !== 'waitlist') return rows as ExportRecords[typeof kind][];
      return (rows as WaitlistSignup[]).map((signup) => ({
        ...signup,
        depositTotals: depositTotalsOf(recordedDepositHistory(signup)),
      })) as ExportRecords[typeof kind][];
    },
    async depositHistory(waitlistId) {
      const signup = browserCollections.list('waitlist').find((record) => record.id === waitlistId);
      return signup ? recordedDepositHistory(signup) : [];
    },
    async update(kind, id, patch) {
      if (kind === 'supportMessages') {
        return browserCollections.update(kind, id, supportPatch(id, patch as Partial<SupportMessage>) as Partial<SubmissionRecords[typeof kind]>);
      }
      return browserCollections.update(kind, id, patch);
    },
    subscribe: (kind, listener) => browserCollections.subscribe(kind, listener),
  };
}

// The tab's signed-in admin, as both admin auth adapters record it (a stateless read of sessionStorage).
const adminSession = createAdminSessionStore();

/** The browser adapter of the admin data port; support status changes name the admin signed in in this tab. */
export const browserAdminData: AdminDataPort = createBrowserAdminData({ signedInAdmin: () => adminSession.read()?.email ?? null });
