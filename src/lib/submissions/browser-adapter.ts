import { createCollection, type Collection } from '@/lib/storage';
import {
  adminSearchFields,
  matchesQuery,
  newsletterStats,
  pageNewestFirst,
  vendorApplicationStats,
  waitlistStats,
} from './in-memory-admin-query';
import type { AdminDataPort, AdminListKind, AdminStats, SubmissionKind, SubmissionRecords, SubmissionsPort } from './port';
import { newsletterSignupSchema, storedVendorApplicationSchema, supportMessageSchema, waitlistSignupSchema } from './schemas';

/** localStorage keys of the spec (plus support-messages, which the spec sends nowhere and we keep). */
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

/**
 * The browser adapter of the submissions port: this browser's localStorage collections. It serves browser-only
 * builds alone, and is where the backend adapter writes every record first.
 */
export const browserSubmissions: SubmissionsPort = {
  async create(kind, record) {
    return collections[kind].add(record);
  },
  listLocal: (kind) => collections[kind].list(),
  updateLocal: (kind, id, patch) => collections[kind].update(id, patch),
  removeLocal: (kind, id) => collections[kind].remove(id),
  subscribeLocal: (kind, listener) => collections[kind].subscribe(listener),
};

/** The records of `kind` that answer `search` and `status` (vendor applications only have a status to filter). */
function matching<K extends AdminListKind>(kind: K, search: string, status: string): SubmissionRecords[K][] {
  const fields = adminSearchFields[kind] as (record: SubmissionRecords[K]) => string[];
  return (collections[kind].list() as SubmissionRecords[K][]).filter(
    (record) =>
      (!status || kind !== 'vendorApplications' || (record as SubmissionRecords['vendorApplications']).status === status) &&
      matchesQuery(search, fields(record)),
  );
}

const statsOf: { [K in AdminListKind]: () => AdminStats[K] } = {
  vendorApplications: () => vendorApplicationStats(collections.vendorApplications.list()),
  waitlist: () => waitlistStats(collections.waitlist.list()),
  newsletter: () => newsletterStats(collections.newsletter.list(), new Date()),
};

/**
 * The browser adapter of the admin data port: the admin reads and decides on this browser's records (the spec),
 * with the same questions the server answers in SQL, answered in memory.
 */
export const browserAdminData: AdminDataPort = {
  async list(kind, { search = '', status = '', page = 1, pageSize = 50 }) {
    const rows = matching(kind, search, status);
    return { rows: pageNewestFirst(rows, page, pageSize), total: rows.length };
  },
  async stats(kind) {
    return statsOf[kind]();
  },
  async export(kind, onProgress) {
    const rows = [...(collections[kind].list() as SubmissionRecords[typeof kind][])].reverse();
    onProgress?.(rows.length, rows.length);
    return rows;
  },
  async update(kind, id, patch) {
    return collections[kind].update(id, patch);
  },
  subscribe: (kind, listener) => collections[kind].subscribe(listener),
};
