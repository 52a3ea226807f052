import { createAdminSessionStore } from '@/lib/admin-session';
import { createCollection, type Collection } from '@/lib/storage';
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
import { askedOfThisBrowser } from './local-submissions';
import type {
  AdminDataPort,
  AdminListKind,
  AdminStats,
  ExportRecords,
  LocalSubmissions,
  SubmissionKind,
  SubmissionRecords,
  SubmissionsPort,
} from './port';
import {
  newsletterSignupSchema,
  storedVendorApplicationSchema,
  supportMessageSchema,
  waitlistSignupSchema,
  type SupportMessage,
  type WaitlistSignup,
} from './schemas';

/** The localStorage keys of each collection, support-messages included. */
export const storageKeys: Record<SubmissionKind, string> = {
  newsletter: 'newsletter-signups',
  waitlist: 'waitlist-signups',
  vendorApplications: 'vendor-applications',
  supportMessages: 'support-messages',
};

const collections: { [K in SubmissionKind]: Collection<SubmissionRecords[K]> } = {
  newsletter: createCollection(storageKeys.newsletter, newsletterSignupSchema, (record) => record.id),
  waitlist: createCollection(storageKeys.waitlist, waitlistSignupSchema, (record) => record.id),
  vendorApplications: createCollection(storageKeys.vendorApplications, storedVendorApplicationSchema, (record) => record.id),
  supportMessages: createCollection(storageKeys.supportMessages, supportMessageSchema, (record) => record.id),
};

/** This browser's localStorage collections: where both submissions adapters write every record first. */
export const browserCollections: LocalSubmissions = {
  add: async (kind, record) => collections[kind].add(record),
  list: (kind) => collections[kind].list(),
  update: (kind, id, patch) => collections[kind].update(id, patch),
  remove: (kind, id) => collections[kind].remove(id),
  subscribe: (kind, listener) => collections[kind].subscribe(listener),
};

/** The browser adapter of the submissions port: this browser's collections alone (browser-only builds). */
export const browserSubmissions: SubmissionsPort = {
  ...askedOfThisBrowser(browserCollections),
  create: (kind, record) => browserCollections.add(kind, record),
  awaitingDelivery: () => false,
  // Nothing is ever sent from here, so nothing ever waits and there is no change to announce.
  subscribeDelivery: () => () => undefined,
};

/** Every list, in the order of the dashboard's tabs. */
const adminListKinds: readonly AdminListKind[] = ['waitlist', 'newsletter', 'vendorApplications', 'supportMessages'];

/** The lists whose records have a status the admin filters by (the server's admin_list filters the same ones). */
const filteredByStatus: ReadonlySet<AdminListKind> = new Set(['vendorApplications', 'supportMessages']);

/** The records of `kind` that answer `search` and `status`. */
function matching<K extends AdminListKind>(kind: K, search: string, status: string): SubmissionRecords[K][] {
  const fields = adminSearchFields[kind] as (record: SubmissionRecords[K]) => string[];
  return (collections[kind].list() as SubmissionRecords[K][]).filter(
    (record) =>
      (!status || !filteredByStatus.has(kind) || (record as { status?: string }).status === status) &&
      matchesQuery(search, fields(record)),
  );
}

const statsOf: { [K in AdminListKind]: () => AdminStats[K] } = {
  vendorApplications: () => vendorApplicationStats(collections.vendorApplications.list()),
  waitlist: () => waitlistStats(collections.waitlist.list()),
  newsletter: () => newsletterStats(collections.newsletter.list(), new Date()),
  supportMessages: () => supportStats(collections.supportMessages.list()),
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
    const current = collections.supportMessages.list().find((message) => message.id === id);
    if (rest.status === undefined || rest.status === current?.status) return rest;
    return { ...rest, statusChangedAt: now().toISOString(), statusChangedByEmail: signedInAdmin() };
  }

  return {
    async list(kind, { search = '', status = '', page = 1, pageSize = 50 }) {
      const rows = matching(kind, search, status);
      return { rows: pageNewestFirst(rows, page, pageSize), total: rows.length };
    },
    async stats(kind) {
      return statsOf[kind]();
    },
    async referenceTabs(search) {
      const compact = looksLikeReference(search);
      if (!compact) return [];
      return adminListKinds.filter((kind) =>
        (collections[kind].list() as SubmissionRecords[typeof kind][]).some((record) =>
          (adminSearchFields[kind] as (record: SubmissionRecords[typeof kind]) => string[])(record).some((value) =>
            value.toLowerCase().replace(/[\s-]+/g, '').includes(compact),
          ),
        ),
      );
    },
    async export(kind, onProgress) {
      const rows = [...(collections[kind].list() as SubmissionRecords[typeof kind][])].reverse();
      onProgress?.(rows.length, rows.length);
      if (kind !== 'waitlist') return rows as ExportRecords[typeof kind][];
      return (rows as WaitlistSignup[]).map((signup) => ({
        ...signup,
        depositTotals: depositTotalsOf(recordedDepositHistory(signup)),
      })) as ExportRecords[typeof kind][];
    },
    async depositHistory(waitlistId) {
      const signup = collections.waitlist.list().find((record) => record.id === waitlistId);
      return signup ? recordedDepositHistory(signup) : [];
    },
    async update(kind, id, patch) {
      if (kind === 'supportMessages') {
        return collections[kind].update(id, supportPatch(id, patch as Partial<SupportMessage>) as Partial<SubmissionRecords[typeof kind]>);
      }
      return collections[kind].update(id, patch);
    },
    subscribe: (kind, listener) => collections[kind].subscribe(listener),
  };
}

// The tab's signed-in admin, as both admin auth adapters record it (a stateless read of sessionStorage).
const adminSession = createAdminSessionStore();

/** The browser adapter of the admin data port; support status changes name the admin signed in in this tab. */
export const browserAdminData: AdminDataPort = createBrowserAdminData({ signedInAdmin: () => adminSession.read()?.email ?? null });
