import { createCollection, type Collection } from '@/lib/storage';
import type { AdminDataPort, SubmissionKind, SubmissionRecords, SubmissionsPort } from './port';
import { newsletterSignupSchema, supportMessageSchema, vendorApplicationSchema, waitlistSignupSchema } from './schemas';

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
  vendorApplications: createCollection(storageKeys.vendorApplications, vendorApplicationSchema, (record) => record.id),
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

/** The browser adapter of the admin data port: the admin reads and decides on this browser's records (the spec). */
export const browserAdminData: AdminDataPort = {
  async list(kind) {
    return collections[kind].list();
  },
  async update(kind, id, patch) {
    return collections[kind].update(id, patch);
  },
  subscribe: (kind, listener) => collections[kind].subscribe(listener),
};
