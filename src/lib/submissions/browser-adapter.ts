import { readFirstTouch } from '@/lib/attribution';
import { createCollection, type Collection } from '@/lib/storage';
import { askedOfThisBrowser } from './local-submissions';
import type { LocalSubmissions, SubmissionKind, SubmissionRecords, SubmissionsPort } from './port';
import { newsletterSignupSchema, storedVendorApplicationSchema, supportMessageSchema, waitlistSignupSchema } from './schemas';

// The admin's reads over these collections are in browser-admin-data.ts, so a form that saves here does not load them.

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

/**
 * This browser's localStorage collections: where both submissions adapters write every record first. A new record
 * takes the visitor's first touch along, so it reaches the server with the record even from the outbox.
 */
export const browserCollections: LocalSubmissions = {
  add: async (kind, record) => collections[kind].add({ ...record, firstTouch: record.firstTouch ?? readFirstTouch() }),
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
